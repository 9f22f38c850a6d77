import type { ExpertAdvice } from '@farmai/contracts';
import { Link } from 'react-router';
import { ResponsiveImg } from '@/components/ui/responsive-img';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { plainText } from '@/lib/content-markdown';
import { useT } from '@/lib/i18n';
import placeholderUrl from '../assets/advice-placeholder.svg';
import { relativeDate, truncate } from '../lib/text';
import { HomeListSection } from './home-list-section';

const DESCRIPTION_LENGTH = 100;
/** Dates up to a month old read "3 days ago"; older ones show the date. */
const RELATIVE_DAYS = 30;

function AdviceSkeleton() {
  return (
    <div className="flex gap-4 overflow-hidden">
      {['a', 'b', 'c', 'd'].map((key) => (
        <div key={key} className="w-72 shrink-0 space-y-3 rounded-xl border bg-card p-3">
          <Skeleton className="aspect-[8/3] w-full" />
          <Skeleton className="h-5 w-3/4" />
          <Skeleton className="h-4 w-full" />
        </div>
      ))}
    </div>
  );
}

function AdviceCard({ advice }: { advice: ExpertAdvice }) {
  const t = useT();
  return (
    <li className="w-72 shrink-0 snap-start">
      <Link
        to={`${paths.farmAI.expertAdvice}?id=${encodeURIComponent(advice._id)}`}
        className="group flex h-full flex-col overflow-hidden rounded-xl border bg-card shadow-sm outline-none transition-shadow hover:shadow-md focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <ResponsiveImg
          src={advice.path || placeholderUrl}
          sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          alt=""
          width={1600}
          height={600}
          loading="lazy"
          className="aspect-[8/3] w-full bg-muted object-cover"
        />
        <div className="flex flex-1 flex-col gap-2 p-4">
          <h3 className="line-clamp-2 font-semibold group-hover:underline">{advice.title}</h3>
          <p className="flex-1 text-muted-foreground text-sm">
            {truncate(plainText(advice.description), DESCRIPTION_LENGTH)}
          </p>
          <p className="text-muted-foreground text-xs">
            <time dateTime={advice.postedDate}>
              {t('farmer-home.posted', { when: relativeDate(advice.postedDate, Date.now(), RELATIVE_DAYS) })}
            </time>
          </p>
        </div>
      </Link>
    </li>
  );
}

/** Farmer home (4): a horizontal row of expert advice cards; a card opens the article. */
export function ExpertAdviceSection({ items, isLoading }: { items: ExpertAdvice[]; isLoading: boolean }) {
  const t = useT();
  return (
    <HomeListSection
      id="advice-title"
      title={t('common.expertAdvice')}
      intro={t('farmer-home.adviceIntro')}
      all={{ to: paths.farmAI.expertAdvice, label: t('farmer-home.allAdvice') }}
      isLoading={isLoading}
      isEmpty={items.length === 0}
      loading={<AdviceSkeleton />}
      empty={
        <p className="rounded-xl border border-dashed bg-card p-8 text-center text-muted-foreground">
          {t('farmer-home.adviceEmpty')}
        </p>
      }
    >
      <ul className="-mx-4 flex snap-x snap-mandatory gap-4 overflow-x-auto scroll-px-4 px-4 pb-3 sm:mx-0 sm:scroll-px-0 sm:px-0">
        {items.map((advice) => (
          <AdviceCard key={advice._id} advice={advice} />
        ))}
      </ul>
    </HomeListSection>
  );
}
