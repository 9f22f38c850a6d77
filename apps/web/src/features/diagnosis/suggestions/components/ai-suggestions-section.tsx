import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n';
import { aiSuggestions } from '../data/suggestions';
import { useSuggestions } from '../lib/localized-suggestions';
import { truncate } from '../lib/truncate';

const CARD_TEXT_LENGTH = 80;

/** Farmer home (2): a horizontally scrolling row of the four static suggestion cards. */
export function AiSuggestionsSection() {
  const t = useT();
  const suggestions = useSuggestions(aiSuggestions);
  return (
    <section aria-labelledby="ai-suggestions-title" className="space-y-4">
      <div className="space-y-1">
        <h2 id="ai-suggestions-title" className="font-bold text-2xl tracking-tight">
          {t('suggestions.aiTitle')}
        </h2>
        <p className="text-muted-foreground">{t('suggestions.aiIntro')}</p>
      </div>
      {/* Tabbing through the cards' links scrolls the row; arrow keys scroll it from a focused link. */}
      <ul className="-mx-4 flex snap-x snap-mandatory gap-4 overflow-x-auto scroll-px-4 px-4 pb-3 sm:mx-0 sm:scroll-px-0 sm:px-0">
        {suggestions.map((suggestion) => (
          <li
            key={suggestion.id}
            className="flex w-72 shrink-0 snap-start flex-col lg:w-auto lg:min-w-0 lg:flex-1 lg:shrink overflow-hidden rounded-xl border bg-card shadow-sm"
          >
            <img
              src={suggestion.image}
              alt={suggestion.imageAlt}
              width={400}
              height={260}
              loading="lazy"
              className="aspect-[20/13] w-full bg-muted object-cover"
            />
            <div className="flex flex-1 flex-col gap-2 p-4">
              <h3 id={`ai-suggestion-${suggestion.id}`} className="font-semibold text-lg">
                {suggestion.title}
              </h3>
              <p className="flex-1 text-muted-foreground text-sm">
                {truncate(suggestion.description, CARD_TEXT_LENGTH)}
              </p>
              <Button asChild className="mt-2 self-start">
                <Link to={paths.suggestion(suggestion.id)} aria-describedby={`ai-suggestion-${suggestion.id}`}>
                  {t('suggestions.viewSuggestion')}
                </Link>
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
