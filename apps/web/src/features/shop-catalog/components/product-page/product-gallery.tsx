import { type KeyboardEvent, useRef, useState } from 'react';
import { ResponsiveImg } from '@/components/ui/responsive-img';
import { useT } from '@/lib/i18n';
import { cn } from '@/lib/utils';

/**
 * The product's pictures: the chosen one large, and a row of thumbnails to choose from (buttons;
 * the arrow keys, Home and End move along the row, as in a tab list). One picture shows no row.
 */
export function ProductGallery({ title, images }: { title: string; images: string[] }) {
  const t = useT();
  const [index, setIndex] = useState(0);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const pictures = images.length > 0 ? images : [''];
  const current = Math.min(index, pictures.length - 1);
  const total = pictures.length;

  const choose = (next: number) => {
    const wrapped = (next + total) % total;
    setIndex(wrapped);
    thumbs.current[wrapped]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowDown: current + 1,
      ArrowLeft: current - 1,
      ArrowUp: current - 1,
      Home: 0,
      End: total - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    choose(next);
  };

  return (
    <section aria-label={t('product-page.pictures', { title })} className="space-y-3">
      <div className="overflow-hidden rounded-xl border bg-muted">
        <ResponsiveImg
          src={pictures[current] ?? ''}
          sizes="(min-width: 768px) 50vw, 100vw"
          alt={t('product-page.pictureAlt', { title, number: current + 1, total })}
          width={800}
          height={800}
          decoding="async"
          className="aspect-square w-full object-cover"
        />
      </div>
      {total > 1 && (
        // biome-ignore lint/a11y/noStaticElementInteractions: the arrow keys move between the thumbnail buttons
        <div className="flex flex-wrap gap-2" onKeyDown={onKeyDown}>
          {pictures.map((src, i) => (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: the pictures keep their places; one may appear twice
              key={`${src}-${i}`}
              ref={(element) => {
                thumbs.current[i] = element;
              }}
              type="button"
              aria-label={t('product-page.showPicture', { number: i + 1, total })}
              aria-pressed={i === current}
              tabIndex={i === current ? 0 : -1}
              onClick={() => setIndex(i)}
              className={cn(
                'size-16 overflow-hidden rounded-md border-2 bg-muted outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:size-20',
                i === current ? 'border-primary' : 'border-transparent hover:border-border',
              )}
            >
              <ResponsiveImg
                src={src}
                sizes="80px"
                alt=""
                width={80}
                height={80}
                loading="lazy"
                className="size-full object-cover"
              />
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
