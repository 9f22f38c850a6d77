import type { Suggestion } from '@farmai/contracts';
import { FIELD_LIMITS } from '@farmai/contracts';
import { SearchIcon } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useMemo, useState } from 'react';
import { Input } from '@/components/ui/input';
import { labelOf } from '@/lib/catalog-labels';
import { type Translate, useT } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { useSuggestShopProductsQuery } from '../api/catalog-api';
import { BRAND_LABELS, CATEGORY_LABELS } from '../lib/catalog';

/** Suggestions are asked this long after the last key press. */
export const SUGGEST_DELAY_MS = 250;
/** Suggestions start at this many characters. */
export const SUGGEST_MIN_LENGTH = 2;
/** At most this many suggestions are shown. */
const SUGGESTIONS_SHOWN = 8;

const LABELS = { category: CATEGORY_LABELS, brand: BRAND_LABELS } as const;

/** Whether a label has a word that starts with what was typed (letter case set aside). */
const startsAWord = (label: string, typed: string) =>
  label
    .toLocaleLowerCase()
    .split(/[\s\-–—,.·/]+/u)
    .some((word) => word.startsWith(typed));

/**
 * The categories and brands whose label in the reader's language matches (the API matches the
 * English ones), then the API's suggestions, without repeats.
 */
export function mergeSuggestions(t: Translate, typed: string, fromApi: Suggestion[]): Suggestion[] {
  const folded = typed.trim().toLocaleLowerCase();
  const local: Suggestion[] = (['category', 'brand'] as const).flatMap((kind) =>
    Object.keys(LABELS[kind])
      .map((value) => ({ kind, value, label: labelOf(t, LABELS[kind], value) }))
      .filter((s) => folded.length > 0 && startsAWord(s.label, folded)),
  );
  const seen = new Set<string>();
  const out: Suggestion[] = [];
  for (const s of [...local, ...fromApi]) {
    const key = `${s.kind}:${s.value}`;
    if (seen.has(key)) continue;
    seen.add(key);
    // categories and brands are shown with the reader's label
    out.push(s.kind === 'product' ? s : { ...s, label: labelOf(t, LABELS[s.kind], s.value) });
  }
  return out.slice(0, SUGGESTIONS_SHOWN);
}

function useDebounced(value: string, delay: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

const KIND_LABELS = {
  category: 'catalog-search.suggestionCategory',
  brand: 'catalog-search.suggestionBrand',
  product: 'catalog-search.suggestionProduct',
} as const;

/** The list box of suggestions under the search box. */
function SuggestionList({
  id,
  suggestions,
  active,
  hidden,
  optionId,
  onPick,
}: {
  id: string;
  suggestions: Suggestion[];
  active: number;
  hidden: boolean;
  optionId: (index: number) => string;
  onPick: (suggestion: Suggestion) => void;
}) {
  const t = useT();
  const pick = onPick;
  return (
    <div
      id={id}
      role="listbox"
      aria-label={t('catalog-search.suggestions')}
      hidden={hidden}
      className="absolute inset-x-0 top-full z-20 mt-1 max-h-80 overflow-y-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
    >
      {suggestions.map((s, index) => (
        <div
          key={`${s.kind}:${s.value}`}
          id={optionId(index)}
          role="option"
          // chosen from the box with the arrow keys (aria-activedescendant), never focused itself
          tabIndex={-1}
          aria-selected={index === active}
          // keeps the focus in the box, so the list is not closed before the click
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => pick(s)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') pick(s);
          }}
          className={cn(
            'flex cursor-pointer items-center justify-between gap-3 rounded-sm px-3 py-2 text-sm',
            index === active ? 'bg-accent text-accent-foreground' : 'hover:bg-muted',
          )}
        >
          <span className="min-w-0 truncate">{s.label}</span>
          <span className="shrink-0 text-muted-foreground text-xs">{t(KIND_LABELS[s.kind])}</span>
        </div>
      ))}
    </div>
  );
}

/** The next suggestion chosen with ↓ or ↑, round the list. */
const stepped = (current: number, step: number, count: number) => {
  const next = current + step;
  return next >= count ? 0 : next < 0 ? count - 1 : next;
};

/** The suggestions for what is typed, asked a moment after typing stops. */
function useSuggestions(value: string) {
  const t = useT();
  const typed = value.trim();
  const asked = useDebounced(typed, SUGGEST_DELAY_MS);
  const { currentData, isFetching } = useSuggestShopProductsQuery(asked, {
    skip: asked.length < SUGGEST_MIN_LENGTH,
  });
  const suggestions = useMemo(
    () => (typed.length < SUGGEST_MIN_LENGTH ? [] : mergeSuggestions(t, asked, currentData ?? [])),
    [t, typed, asked, currentData],
  );
  return { typed, suggestions, isFetching };
}

/** What the live region says of the list. */
function statusOf(t: Translate, typed: string, count: number, isFetching: boolean): string {
  if (typed.length < SUGGEST_MIN_LENGTH) return '';
  if (isFetching && count === 0) return t('catalog-search.loadingSuggestions');
  return t('catalog-search.suggestionsCount', { count });
}

/**
 * Whether the list is open and which suggestion is chosen: ↓ and ↑ move through the suggestions,
 * Enter picks the one chosen (or searches what was typed), Escape closes the list.
 */
function useChoice(
  suggestions: Suggestion[],
  value: string,
  onPick: (suggestion: Suggestion) => void,
  onSearch: (value: string) => void,
) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const expanded = open && suggestions.length > 0;

  // a new list starts with nothing chosen
  // biome-ignore lint/correctness/useExhaustiveDependencies: the suggestions are what changed
  useEffect(() => setActive(-1), [suggestions]);

  const pick = (suggestion: Suggestion) => {
    setOpen(false);
    setActive(-1);
    onPick(suggestion);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (suggestions.length === 0) return;
      event.preventDefault();
      if (!expanded) {
        setOpen(true);
        setActive(event.key === 'ArrowDown' ? 0 : suggestions.length - 1);
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => stepped(current, step, suggestions.length));
      return;
    }
    if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = expanded && active >= 0 ? suggestions[active] : undefined;
      if (chosen) pick(chosen);
      else {
        setOpen(false);
        onSearch(value);
      }
      return;
    }
    if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };
  return { open, setOpen, active, expanded, pick, onKeyDown };
}

/**
 * The search box with suggestions as one types (the WAI-ARIA combobox pattern with a list box):
 * ↓ and ↑ move through the suggestions, Enter picks the one chosen (or searches what was typed),
 * Escape closes the list. Suggestions are asked a moment after typing stops.
 */
export function SearchCombobox({
  value,
  onType,
  onSearch,
  onPick,
  describedBy,
  labelId,
}: {
  value: string;
  onType: (value: string) => void;
  /** Enter with no suggestion chosen: search what was typed now. */
  onSearch: (value: string) => void;
  onPick: (suggestion: Suggestion) => void;
  describedBy?: string;
  labelId: string;
}) {
  const t = useT();
  const inputId = useId();
  const listId = useId();
  const { typed, suggestions, isFetching } = useSuggestions(value);
  const { open, setOpen, active, expanded, pick, onKeyDown } = useChoice(suggestions, value, onPick, onSearch);
  const optionId = (index: number) => `${listId}-option-${index}`;

  const status = !open ? '' : statusOf(t, typed, suggestions.length, isFetching);

  return (
    <div className="relative">
      <SearchIcon
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        id={inputId}
        type="search"
        role="combobox"
        aria-labelledby={labelId}
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && active >= 0 && active < suggestions.length ? optionId(active) : undefined}
        aria-describedby={describedBy}
        value={value}
        onChange={(event) => {
          onType(event.target.value);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        onFocus={() => setOpen(true)}
        placeholder={t('shop-catalog.searchPlaceholder')}
        autoComplete="off"
        maxLength={FIELD_LIMITS.searchKeyword}
        className="h-12 pl-10 text-base"
      />
      <SuggestionList
        id={listId}
        suggestions={suggestions}
        active={active}
        hidden={!expanded}
        optionId={optionId}
        onPick={pick}
      />
      <p className="sr-only" aria-live="polite">
        {status}
      </p>
    </div>
  );
}
