import { type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { ResponsiveImg } from '@/components/ui/responsive-img';
import { Skeleton } from '@/components/ui/skeleton';
import { type MessageId, useT } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import placeholderUrl from '../assets/content-placeholder.svg';
import type { SavedKind } from '../offline/saved-articles';
import { NumberedText } from './numbered-text';
import { SaveForOffline } from './save-for-offline';
import { SavedArticlesList } from './saved-articles-list';

export interface ReaderItem {
  id: string;
  title: string;
  /** Image address; empty when the entry has no picture. */
  image: string;
  description: string;
  /** A line under the title of the open article (e.g. the date). */
  meta?: ReactNode;
}

/** The texts of one reader page (docs/product/screens.md#farmer-pages), as message ids. */
export interface ReaderPageTexts {
  title: MessageId;
  intro: MessageId;
  placeholder: MessageId;
  empty: MessageId;
  listLabel: MessageId;
}

interface ContentReaderProps {
  /** What the entries are, for "Save for offline". */
  kind: SavedKind;
  texts: ReaderPageTexts;
  items: ReaderItem[];
  isLoading: boolean;
}

const SELECTED_PARAM = 'id';

/**
 * The open entry, kept in `?id=` so it can be shared and survives a reload; the first entry
 * when none is named. Opening one moves focus to its heading (and, on one-column layouts where
 * the article sits below the list, brings it into view).
 */
function useOpenEntry(items: ReaderItem[]) {
  const [params, setParams] = useSearchParams();
  const requested = params.get(SELECTED_PARAM);
  const selected = requested ? items.find((item) => item.id === requested) : items[0];
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusPending = useRef(false);

  useEffect(() => {
    if (!focusPending.current || !selected) return;
    focusPending.current = false;
    const heading = headingRef.current;
    if (!heading) return;
    heading.focus({ preventScroll: true });
    if (window.matchMedia('(max-width: 1023px)').matches) {
      const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      (heading.closest('article') ?? heading).scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
    }
  }, [selected]);

  const open = (id: string) => {
    focusPending.current = true;
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set(SELECTED_PARAM, id);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  return { selected, open, headingRef };
}

function ReaderList({
  label,
  items,
  selectedId,
  onOpen,
}: {
  label: string;
  items: ReaderItem[];
  selectedId: string | undefined;
  onOpen: (id: string) => void;
}) {
  const t = useT();
  return (
    <nav
      aria-label={label}
      className="max-h-80 overflow-y-auto rounded-xl border bg-card p-2 lg:sticky lg:top-24 lg:max-h-[calc(100svh-8rem)]"
    >
      <ul className="space-y-1">
        {items.map((item) => {
          const isOpen = item.id === selectedId;
          return (
            <li
              key={item.id}
              aria-current={isOpen ? 'true' : undefined}
              className={cn(
                'flex items-center gap-3 rounded-lg border border-transparent p-2',
                isOpen && 'border-primary/40 bg-secondary',
              )}
            >
              <ResponsiveImg
                src={item.image || placeholderUrl}
                sizes="80px"
                alt=""
                width={80}
                height={56}
                loading="lazy"
                className="h-14 w-20 shrink-0 rounded-md bg-muted object-cover"
              />
              <p className="line-clamp-2 min-w-0 flex-1 font-medium text-sm leading-snug">{item.title}</p>
              <Button
                size="sm"
                variant={isOpen ? 'default' : 'outline'}
                aria-label={t('content-reader.readItem', { title: item.title })}
                onClick={() => onOpen(item.id)}
              >
                {t('content-reader.read')}
              </Button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function ReaderArticle({
  kind,
  item,
  headingRef,
}: {
  kind: SavedKind;
  item: ReaderItem;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  return (
    <article aria-labelledby="reader-article-title" className="scroll-mt-24">
      <ResponsiveImg
        src={item.image || placeholderUrl}
        sizes="(min-width: 1024px) 66vw, 100vw"
        alt={item.title}
        width={1600}
        height={600}
        loading="lazy"
        className="aspect-[8/3] w-full rounded-t-xl bg-muted object-cover"
      />
      <div className="space-y-4 p-5 sm:p-8">
        <div className="space-y-1">
          <h2
            id="reader-article-title"
            ref={headingRef}
            tabIndex={-1}
            className="scroll-mt-24 font-bold text-2xl tracking-tight outline-none sm:text-3xl"
          >
            {item.title}
          </h2>
          {item.meta && <p className="text-muted-foreground text-sm">{item.meta}</p>}
        </div>
        <SaveForOffline kind={kind} id={item.id} />
        <NumberedText text={item.description} />
      </div>
    </article>
  );
}

/**
 * A list of entries on the left and the open one on the right (on phones: the list above, the
 * entry below). The first entry opens by default; the open entry is kept in `?id=` so it can be
 * shared and survives a reload. An unknown id shows the placeholder. Above them, the articles saved on
 * this phone, which open with no connection.
 */
export function ContentReader({ kind, texts, items, isLoading }: ContentReaderProps) {
  const { selected, open, headingRef } = useOpenEntry(items);
  const t = useT();
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:py-10">
      <header className="mb-6 space-y-2">
        <h1 className="font-extrabold text-3xl tracking-tight">{t(texts.title)}</h1>
        <p className="max-w-3xl text-muted-foreground">{t(texts.intro)}</p>
      </header>
      <div className="mb-6 empty:hidden">
        <SavedArticlesList />
      </div>
      {isLoading ? (
        <ReaderSkeleton />
      ) : items.length === 0 ? (
        <p className="rounded-xl border border-dashed bg-card p-10 text-center text-muted-foreground">
          {t(texts.empty)}
        </p>
      ) : (
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
          <ReaderList label={t(texts.listLabel)} items={items} selectedId={selected?.id} onOpen={open} />
          <div className="min-w-0 rounded-xl border bg-card">
            {selected ? (
              <ReaderArticle key={selected.id} kind={kind} item={selected} headingRef={headingRef} />
            ) : (
              <p className="p-10 text-center text-muted-foreground">{t(texts.placeholder)}</p>
            )}
          </div>
        </div>
      )}
    </div>
  );
}

function ReaderSkeleton() {
  const t = useT();
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
      <p role="status" className="sr-only">
        {t('common.loading')}
      </p>
      <div className="space-y-2 rounded-xl border bg-card p-2">
        {['a', 'b', 'c', 'd'].map((key) => (
          <div key={key} className="flex items-center gap-3 p-2">
            <Skeleton className="h-14 w-20" />
            <Skeleton className="h-4 flex-1" />
          </div>
        ))}
      </div>
      <div className="space-y-4 rounded-xl border bg-card p-5">
        <Skeleton className="aspect-[8/3] w-full" />
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
      </div>
    </div>
  );
}
