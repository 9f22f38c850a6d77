import { PauseIcon, PlayIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { formatNumber } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { useRotation } from '@/lib/use-rotation';
import { cn } from '@/lib/utils';
import { type HeroSlide, heroSlides } from '../data/home-content';
import { useReducedMotion } from '../lib/use-reduced-motion';

/** docs/product/rules.md#constants-and-limits: the hero slide changes every 5 seconds. */
export const HERO_INTERVAL_MS = 5000;

function Backgrounds({ index }: { index: number }) {
  return (
    <>
      {heroSlides.map((s, i) => (
        <img
          key={s.id}
          src={s.url}
          alt=""
          width={1600}
          height={500}
          loading={i === 0 ? 'eager' : 'lazy'}
          className={cn(
            'absolute inset-0 -z-10 h-full w-full object-cover transition-opacity duration-1000 motion-reduce:transition-none',
            i === index ? 'opacity-100' : 'opacity-0',
          )}
        />
      ))}
      <div className="absolute inset-0 -z-10 bg-black/55 md:bg-transparent md:bg-linear-to-r md:from-black/75 md:via-black/45 md:to-black/5" />
    </>
  );
}

/**
 * Every slide's words are laid in the same grid cell and only the current one is shown, so the
 * banner is as tall as its longest slide and nothing moves when the slide changes.
 */
function SlideText({ index, rotating }: { index: number; rotating: boolean }) {
  const t = useT();
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-1 flex-col justify-center px-4 pt-8 pb-4 sm:px-6">
      <h1 className="sr-only">{t('farmer-home.pageTitle')}</h1>
      <div className="grid max-w-xl">
        {heroSlides.map((slide, i) =>
          i === index ? (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern labels each slide as a group
            <div
              key={slide.id}
              role="group"
              aria-roledescription={t('common.slide')}
              aria-label={t('farmer-home.slidePosition', {
                number: formatNumber(index + 1),
                total: formatNumber(heroSlides.length),
              })}
              aria-live={rotating ? 'off' : 'polite'}
              className="col-start-1 row-start-1 space-y-4"
            >
              <SlideWords slide={slide} />
            </div>
          ) : (
            <div key={slide.id} aria-hidden="true" className="invisible col-start-1 row-start-1 space-y-4">
              <SlideWords slide={slide} />
            </div>
          ),
        )}
      </div>
      <div className="mt-8">
        <Button asChild size="lg" className="h-auto min-h-12 max-w-full whitespace-normal px-7 py-3 text-base">
          <Link to={paths.farmAI.diagnosis}>{t('farmer-home.diagnoseButton')}</Link>
        </Button>
      </div>
    </div>
  );
}

function SlideWords({ slide }: { slide: HeroSlide }) {
  const t = useT();
  return (
    <>
      <h2 className="font-extrabold text-3xl leading-tight tracking-tight drop-shadow sm:text-5xl">{t(slide.title)}</h2>
      <p className="text-lg text-white/90 drop-shadow">{t(slide.description)}</p>
    </>
  );
}

/** Pause / play, and a dot per slide. */
function HeroControls({
  index,
  paused,
  onPause,
  go,
}: {
  index: number;
  paused: boolean;
  onPause: (paused: boolean) => void;
  go: (index: number) => void;
}) {
  const t = useT();
  return (
    <div className="mx-auto flex w-full max-w-7xl items-center gap-2 px-4 pb-4 sm:px-6">
      <Button
        type="button"
        size="icon"
        variant="ghost"
        className="size-9 text-white hover:bg-white/20 hover:text-white"
        aria-label={t(paused ? 'farmer-home.playSlides' : 'farmer-home.pauseSlides')}
        onClick={() => onPause(!paused)}
      >
        {paused ? <PlayIcon aria-hidden="true" /> : <PauseIcon aria-hidden="true" />}
      </Button>
      {heroSlides.map((s, i) => (
        <button
          key={s.id}
          type="button"
          aria-label={t('farmer-home.showSlide', { number: formatNumber(i + 1), title: t(s.title) })}
          aria-current={i === index ? 'true' : undefined}
          onClick={() => go(i)}
          className="grid size-6 place-items-center rounded-full outline-none focus-visible:ring-[3px] focus-visible:ring-white/70"
        >
          <span
            className={cn(
              'block h-2.5 rounded-full bg-white/60 transition-all motion-reduce:transition-none',
              i === index ? 'w-6 bg-white' : 'w-2.5',
            )}
          />
        </button>
      ))}
    </div>
  );
}

/**
 * Farmer home (1): a 500px banner whose background picture, title and description rotate.
 * Rotation pauses while the pointer or focus is inside, can be paused with a button, and does
 * not start on its own for visitors who prefer reduced motion.
 */
export function HeroBanner() {
  const reducedMotion = useReducedMotion();
  const [userPaused, setUserPaused] = useState<boolean | null>(null);
  const paused = userPaused ?? reducedMotion;
  const t = useT();
  const { index, rotating, go, handlers } = useRotation(heroSlides.length, HERO_INTERVAL_MS, { paused });
  if (heroSlides.length === 0) return null;

  return (
    <section
      aria-roledescription={t('common.carousel')}
      aria-label={t('farmer-home.heroLabel')}
      className="relative isolate flex min-h-[500px] flex-col overflow-hidden bg-primary text-white"
      {...handlers}
    >
      <Backgrounds index={index} />
      <SlideText index={index} rotating={rotating} />
      <HeroControls index={index} paused={paused} onPause={setUserPaused} go={go} />
    </section>
  );
}
