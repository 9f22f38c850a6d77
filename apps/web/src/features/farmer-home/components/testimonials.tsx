import { StarIcon } from 'lucide-react';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { cn } from '@/lib/utils';
import { testimonials } from '../data/home-content';
import { relativeDate } from '../lib/text';
import { homeTexts } from '../texts';
import { SectionHeading } from './section-heading';

const STARS = [1, 2, 3, 4, 5] as const;

function Rating({ value }: { value: number }) {
  return (
    <div role="img" aria-label={`Rated ${value} out of 5 stars`} className="flex gap-0.5">
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
  return (
    <section aria-labelledby="testimonials-title" className="space-y-4">
      <SectionHeading id="testimonials-title" title={homeTexts.testimonialsTitle} intro={homeTexts.testimonialsIntro} />
      <ul className="grid gap-4 md:grid-cols-3">
        {testimonials.map((t) => (
          <li key={t.name}>
            <figure className="flex h-full flex-col gap-4 rounded-xl border bg-card p-5 shadow-sm">
              <figcaption className="flex items-center gap-3">
                <Avatar className="size-12">
                  <AvatarImage src={t.url} alt="" width={48} height={48} loading="lazy" />
                  <AvatarFallback>{initials(t.name)}</AvatarFallback>
                </Avatar>
                <div className="min-w-0">
                  <p className="font-semibold">{t.name}</p>
                  <p className="text-muted-foreground text-xs">
                    {t.role} · <time dateTime={t.date}>{relativeDate(t.date)}</time>
                  </p>
                </div>
              </figcaption>
              <Rating value={t.rating} />
              <blockquote className="flex-1 text-sm leading-relaxed">“{t.comment}”</blockquote>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
