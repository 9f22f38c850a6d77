import type { CultivationEntry } from '@farmai/contracts';
import { Link } from 'react-router';
import { ResponsiveImg } from '@/components/ui/responsive-img';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { plainText } from '@/lib/content-markdown';
import { useT } from '@/lib/i18n';
import placeholderUrl from '../assets/advice-placeholder.svg';
import { truncate } from '../lib/text';
import { HomeListSection } from './home-list-section';

const DESCRIPTION_LENGTH = 500;

function CultivationSkeleton() {
  const t = useT();
  return (
    <div className="space-y-3 p-4">
      <p role="status" className="font-medium text-muted-foreground">
        {t('farmer-home.loading')}
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
  );
}

function CultivationItem({ entry }: { entry: CultivationEntry }) {
  return (
    <li>
      <Link
        to={paths.scientificCultivationDetail(entry._id)}
        className="flex gap-3 p-4 outline-none transition-colors hover:bg-muted focus-visible:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:ring-inset sm:gap-4"
      >
        <ResponsiveImg
          src={entry.path || placeholderUrl}
          sizes="(min-width: 640px) 160px, 96px"
          alt=""
          width={160}
          height={60}
          loading="lazy"
          className="h-16 w-24 shrink-0 rounded-md bg-muted object-cover sm:h-20 sm:w-40"
        />
        <div className="min-w-0 space-y-1">
          <h3 className="font-semibold text-lg">{entry.crop_name}</h3>
          <p className="text-muted-foreground text-sm">{truncate(plainText(entry.description), DESCRIPTION_LENGTH)}</p>
        </div>
      </Link>
    </li>
  );
}

/** Farmer home (3): the cultivation guides in a list at most 350px tall that scrolls. */
export function CultivationSection({ items, isLoading }: { items: CultivationEntry[]; isLoading: boolean }) {
  const t = useT();
  return (
    <HomeListSection
      id="cultivation-title"
      title={t('farmer-home.cultivationTitle')}
      intro={t('farmer-home.cultivationIntro')}
      all={{ to: paths.farmAI.scientificCultivation, label: t('farmer-home.allGuides') }}
      isLoading={isLoading}
      isEmpty={items.length === 0}
      loading={<CultivationSkeleton />}
      empty={<p className="p-8 text-center text-muted-foreground">{t('farmer-home.cultivationEmpty')}</p>}
      frameClassName="max-h-[350px] overflow-y-auto rounded-xl border bg-card"
    >
      <ul className="divide-y">
        {items.map((entry) => (
          <CultivationItem key={entry._id} entry={entry} />
        ))}
      </ul>
    </HomeListSection>
  );
}
