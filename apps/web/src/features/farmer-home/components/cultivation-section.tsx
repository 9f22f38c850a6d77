import type { CultivationEntry } from '@farmai/contracts';
import { ArrowRightIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import placeholderUrl from '../assets/advice-placeholder.svg';
import { truncate } from '../lib/text';
import { homeTexts } from '../texts';
import { SectionHeading } from './section-heading';

const DESCRIPTION_LENGTH = 500;

/** Farmer home (3): the cultivation guides in a list at most 350px tall that scrolls. */
export function CultivationSection({ items, isLoading }: { items: CultivationEntry[]; isLoading: boolean }) {
  return (
    <section aria-labelledby="cultivation-title" className="space-y-4">
      <SectionHeading
        id="cultivation-title"
        title={homeTexts.cultivationTitle}
        intro={homeTexts.cultivationIntro}
        action={
          <Button asChild variant="link" className="px-0 has-[>svg]:px-0">
            <Link to={paths.farmAI.scientificCultivation}>
              {homeTexts.allGuides}
              <ArrowRightIcon aria-hidden="true" />
            </Link>
          </Button>
        }
      />
      <div className="max-h-[350px] overflow-y-auto rounded-xl border bg-card">
        {isLoading ? (
          <div className="space-y-3 p-4">
            <p role="status" className="font-medium text-muted-foreground">
              {homeTexts.loading}
            </p>
            {['a', 'b'].map((key) => (
              <div key={key} className="flex gap-4">
                <Skeleton className="h-20 w-28 shrink-0" />
                <div className="flex-1 space-y-2">
                  <Skeleton className="h-5 w-1/3" />
                  <Skeleton className="h-4 w-full" />
                  <Skeleton className="h-4 w-4/5" />
                </div>
              </div>
            ))}
          </div>
        ) : items.length === 0 ? (
          <p className="p-8 text-center text-muted-foreground">{homeTexts.cultivationEmpty}</p>
        ) : (
          <ul className="divide-y">
            {items.map((entry) => (
              <li key={entry._id}>
                <Link
                  to={paths.scientificCultivationDetail(entry._id)}
                  className="flex gap-3 p-4 outline-none transition-colors hover:bg-muted focus-visible:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:ring-inset sm:gap-4"
                >
                  <img
                    src={entry.path || placeholderUrl}
                    alt=""
                    width={160}
                    height={60}
                    loading="lazy"
                    className="h-16 w-24 shrink-0 rounded-md bg-muted object-cover sm:h-20 sm:w-40"
                  />
                  <div className="min-w-0 space-y-1">
                    <h3 className="font-semibold text-lg">{entry.crop_name}</h3>
                    <p className="text-muted-foreground text-sm">{truncate(entry.description, DESCRIPTION_LENGTH)}</p>
                  </div>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
