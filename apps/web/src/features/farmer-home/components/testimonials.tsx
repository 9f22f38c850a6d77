import { StarIcon } from 'lucide-react';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { formatNumber } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { testimonials } from '../data/home-content';
import { relativeDate } from '../lib/text';
import { SectionHeading } from './section-heading';

const STARS = [1, 2, 3, 4, 5] as const;

function Rating({ value }: { value: number }) {
  const t = useT();
  return (
    <div
      role="img"
      aria-label={t('farmer-home.rated', { rating: formatNumber(value), max: formatNumber(STARS.length) })}
      className="flex gap-0.5"
    >
      {STARS.map((star) => (
        <StarIcon
          key={star}
          aria-hidden="true"
          className={cn('size-4', star <= value ? 'fill-chart-2 text-chart-2' : 'text-muted-foreground/40')}
        />
      ))}
    </div>
  );
}

const initials = (name: string) =>
  name
    .split(' ')
    .map((part) => part[0])
    .join('')
    .slice(0, 2);

/** Farmer home (5): three static testimonials. */
export function Testimonials() {
  const t = useT();
  return (
    <section aria-labelledby="testimonials-title" className="space-y-4">
      <SectionHeading
        id="testimonials-title"
        title={t('farmer-home.testimonialsTitle')}
        intro={t('farmer-home.testimonialsIntro')}
      />
      <ul className="grid gap-4 md:grid-cols-3">
        {testimonials.map((item) => (
          <li key={item.name}>
            <figure className="flex h-full flex-col gap-4 rounded-xl border bg-card p-5 shadow-sm">
              <figcaption className="flex items-center gap-3">
                <Avatar className="size-12">
                  <AvatarImage src={item.url} alt="" width={48} height={48} loading="lazy" />
                  <AvatarFallback>{initials(item.name)}</AvatarFallback>
                </Avatar>
                <div className="min-w-0">
                  <p className="font-semibold">{item.name}</p>
                  <p className="text-muted-foreground text-xs">
                    {t(item.role)} · <time dateTime={item.date}>{relativeDate(item.date)}</time>
                  </p>
                </div>
              </figcaption>
              <Rating value={item.rating} />
              <blockquote className="flex-1 text-sm leading-relaxed">“{t(item.comment)}”</blockquote>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
