import type { Feature } from '@farmai/contracts';
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ResponsiveImg } from '@/components/ui/responsive-img';
import { Skeleton } from '@/components/ui/skeleton';
import { formatNumber } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { useRotation } from '@/lib/use-rotation';
import { cn } from '@/lib/utils';
import { useGetShopBannersQuery } from '../api/catalog-api';

/** Banner interval (docs/product/data.md#screen-states, docs/product/rules.md#constants-and-limits). */
export const BANNER_INTERVAL_MS = 15_000;

const frame = 'relative aspect-[8/3] w-full overflow-hidden bg-muted sm:rounded-xl';

function Slides({ banners, active }: { banners: Feature[]; active: number }) {
  const t = useT();
  return banners.map((banner, index) => (
    // biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern's slide, not a form group
    <div
      key={banner._id}
      role="group"
      aria-roledescription={t('common.slide')}
      aria-label={t('shop-catalog.slideOf', {
        number: formatNumber(index + 1),
        total: formatNumber(banners.length),
      })}
      aria-hidden={index !== active}
      className={cn(
        'absolute inset-0 transition-opacity duration-700 motion-reduce:transition-none',
        index === active ? 'opacity-100' : 'pointer-events-none opacity-0',
      )}
    >
      <ResponsiveImg
        src={banner.image}
        sizes="100vw"
        alt=""
        width={1600}
        height={600}
        loading={index === 0 ? 'eager' : 'lazy'}
        decoding="async"
        className="size-full object-cover"
      />
      {banner.title && (
        // another language's words, drawn over the picture without words (docs/decisions/018-content-translations.md)
        <p
          lang={banner.language}
          className="absolute top-1/2 left-[4%] max-w-[48%] -translate-y-1/2 rounded-xl bg-foreground/75 px-3 py-2 font-bold text-background text-sm leading-snug sm:px-6 sm:py-4 sm:text-2xl lg:text-3xl"
        >
          {banner.title}
        </p>
      )}
    </div>
  ));
}

/** Previous and next, and a dot per slide. */
function Controls({ banners, active, go }: { banners: Feature[]; active: number; go: (index: number) => void }) {
  const t = useT();
  const arrow =
    'absolute size-8 rounded-full bg-background/80 sm:top-1/2 sm:bottom-auto sm:size-10 sm:-translate-y-1/2';
  return (
    <>
      <Button
        variant="outline"
        size="icon"
        aria-label={t('shop-catalog.previousSlide')}
        onClick={() => go(active - 1)}
        className={cn(arrow, 'bottom-1 left-2 sm:left-4')}
      >
        <ChevronLeftIcon aria-hidden="true" />
      </Button>
      <Button
        variant="outline"
        size="icon"
        aria-label={t('shop-catalog.nextSlide')}
        onClick={() => go(active + 1)}
        className={cn(arrow, 'right-2 bottom-1 sm:right-4')}
      >
        <ChevronRightIcon aria-hidden="true" />
      </Button>
      <div className="absolute inset-x-12 bottom-1 flex justify-center gap-1 sm:bottom-4">
        {banners.map((banner, index) => (
          <button
            key={banner._id}
            type="button"
            aria-label={t('shop-catalog.goToSlide', { number: formatNumber(index + 1) })}
            aria-current={index === active ? 'true' : undefined}
            onClick={() => go(index)}
            className="group flex size-6 items-center justify-center rounded-full outline-none focus-visible:ring-[3px] focus-visible:ring-ring/70"
          >
            <span
              className={cn(
                'block h-2 rounded-full border border-foreground/30 transition-all',
                index === active ? 'w-5 bg-background' : 'w-2 bg-background/60 group-hover:bg-background',
              )}
            />
          </button>
        ))}
      </div>
    </>
  );
}

/**
 * The marketplace banner carousel: the admin's feature images, advancing every 15 s and wrapping;
 * it pauses while the pointer is over it or focus is inside it.
 */
export function BannerCarousel() {
  const { data: banners = [], isLoading } = useGetShopBannersQuery();
  const carousel = useRotation(banners.length, BANNER_INTERVAL_MS);
  const t = useT();

  if (isLoading) return <Skeleton className={frame} />;
  if (banners.length === 0) {
    return (
      <div className={cn(frame, 'flex items-center justify-center bg-secondary px-6 text-center')}>
        <p className="font-bold text-2xl text-secondary-foreground sm:text-4xl">{t('shop-catalog.bannerFallback')}</p>
      </div>
    );
  }
  return (
    <section
      aria-roledescription={t('common.carousel')}
      aria-label={t('shop-catalog.bannerLabel')}
      className={frame}
      {...carousel.handlers}
    >
      <div aria-live={carousel.rotating ? 'off' : 'polite'}>
        <Slides banners={banners} active={carousel.index} />
      </div>
      {banners.length > 1 && <Controls banners={banners} active={carousel.index} go={carousel.go} />}
    </section>
  );
}
