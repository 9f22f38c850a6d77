import { ArrowLeftIcon } from 'lucide-react';
import { Link } from 'react-router';
import { usePageTitle } from '@/components/layout/page-title';
import { Button } from '@/components/ui/button';
import { ResponsiveImg } from '@/components/ui/responsive-img';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n';
import { useCultivationList } from '../api/use-content-lists';
import placeholderUrl from '../assets/content-placeholder.svg';
import { NumberedText } from './numbered-text';
import { SaveForOffline } from './save-for-offline';

/**
 * /scientific-cultivation/{id}: one cultivation guide, reached from the farmer home list and from the
 * "Saved on this phone" list; it can be saved for reading with no connection.
 */
export function CultivationDetail({ id }: { id: string }) {
  const { items, isLoading } = useCultivationList();
  const entry = items.find((item) => item._id === id);
  const t = useT();
  usePageTitle(entry?.crop_name);

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 lg:py-10">
      <Button asChild variant="ghost" size="sm" className="-ml-2 mb-4">
        <Link to={paths.farmAI.home}>
          <ArrowLeftIcon aria-hidden="true" />
          {t('content-reader.backHome')}
        </Link>
      </Button>

      {isLoading ? (
        <div className="space-y-4">
          <p role="status" className="sr-only">
            {t('common.loading')}
          </p>
          <Skeleton className="aspect-[8/3] w-full rounded-xl" />
          <Skeleton className="h-9 w-1/2" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-5/6" />
        </div>
      ) : entry ? (
        <article className="overflow-hidden rounded-xl border bg-card">
          <ResponsiveImg
            src={entry.path || placeholderUrl}
            sizes="(min-width: 1280px) 1280px, 100vw"
            alt={entry.crop_name}
            width={1600}
            height={600}
            loading="lazy"
            className="aspect-[8/3] w-full bg-muted object-cover"
          />
          <div className="space-y-6 p-5 sm:p-8">
            <header className="space-y-1">
              <p className="font-medium text-primary text-sm uppercase tracking-wide">
                {t('common.scientificCultivation')}
              </p>
              <h1 className="font-extrabold text-3xl tracking-tight sm:text-4xl">{entry.crop_name}</h1>
            </header>
            <SaveForOffline kind="guide" id={entry._id} />
            <NumberedText text={entry.description} headingLevel={2} />
            <div className="border-t pt-4">
              <Button asChild variant="outline">
                <Link to={paths.farmAI.scientificCultivation}>{t('content-reader.allGuides')}</Link>
              </Button>
            </div>
          </div>
        </article>
      ) : (
        <div className="space-y-3 rounded-xl border border-dashed bg-card p-10 text-center">
          <h1 className="font-bold text-2xl">{t('content-reader.guideNotFoundTitle')}</h1>
          <p className="text-muted-foreground">{t('content-reader.guideNotFoundText')}</p>
          <Button asChild>
            <Link to={paths.farmAI.scientificCultivation}>{t('content-reader.allGuides')}</Link>
          </Button>
        </div>
      )}
    </div>
  );
}
