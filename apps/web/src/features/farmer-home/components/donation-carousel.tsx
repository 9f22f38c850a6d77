import { ChevronLeftIcon, ChevronRightIcon, HeartHandshakeIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { formatNumber } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { donationSlides } from '../data/home-content';

/** Farmer home: the donation image carousel; previous and next wrap around (docs/product/screens.md#farmer-pages). */
export function DonationCarousel() {
  const [index, setIndex] = useState(0);
  const t = useT();
  const count = donationSlides.length;
  const slide = donationSlides[index] ?? donationSlides[0];
  if (!slide) return null;
  const go = (step: number) => setIndex((i) => (i + step + count) % count);
  const position = { number: formatNumber(index + 1), total: formatNumber(count) };

  return (
    <section
      aria-roledescription={t('common.carousel')}
      aria-labelledby="donation-title"
      className="relative isolate overflow-hidden rounded-2xl bg-primary text-white shadow-sm"
    >
      <div
        className="flex transition-transform duration-500 ease-out motion-reduce:transition-none"
        style={{ transform: `translateX(-${index * 100}%)` }}
      >
        {donationSlides.map((s, i) => (
          <img
            key={s.id}
            src={s.url}
            alt={t(s.alt)}
            aria-hidden={i === index ? undefined : true}
            width={1200}
            height={400}
            loading="lazy"
            className="h-80 w-full shrink-0 object-cover sm:h-96"
          />
        ))}
      </div>
      <div className="absolute inset-0 bg-linear-to-t from-black/80 via-black/45 to-black/10" />

      <div className="absolute inset-x-0 bottom-0 space-y-3 p-5 pb-16 sm:p-8 sm:pb-20">
        <HeartHandshakeIcon aria-hidden="true" className="size-8" />
        <h2 id="donation-title" className="font-extrabold text-2xl tracking-tight drop-shadow sm:text-3xl">
          {t(slide.text)}
        </h2>
        <p className="max-w-2xl text-white/90 drop-shadow sm:text-lg">{t(slide.description)}</p>
      </div>

      <div className="absolute inset-x-0 bottom-4 flex items-center justify-between gap-3 px-5 sm:px-8">
        <p aria-live="polite" aria-atomic="true" className="font-medium text-sm">
          <span className="sr-only">{t('farmer-home.slideOf', position)}</span>
          <span aria-hidden="true">{t('farmer-home.slideCounter', position)}</span>
        </p>
        <div className="flex items-center gap-2">
          <span aria-hidden="true" className="mr-1 hidden gap-1.5 sm:flex">
            {donationSlides.map((s, i) => (
              <span key={s.id} className={cn('size-2 rounded-full bg-white/50', i === index && 'bg-white')} />
            ))}
          </span>
          <Button
            type="button"
            size="icon"
            variant="secondary"
            aria-label={t('farmer-home.previousSlide')}
            onClick={() => go(-1)}
          >
            <ChevronLeftIcon aria-hidden="true" />
          </Button>
          <Button
            type="button"
            size="icon"
            variant="secondary"
            aria-label={t('farmer-home.nextSlide')}
            onClick={() => go(1)}
          >
            <ChevronRightIcon aria-hidden="true" />
          </Button>
        </div>
      </div>
    </section>
  );
}
