import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { pastSuggestions } from '../data/suggestions';
import { truncate } from '../lib/truncate';
import { suggestionTexts } from '../texts';

const CARD_TEXT_LENGTH = 80;

/** Diagnosis page: the three fixed past suggestions; a card opens its detail page. */
export function PastSuggestions() {
  return (
    <section aria-labelledby="past-suggestions-title" className="space-y-4">
      <h2 id="past-suggestions-title" className="font-bold text-2xl tracking-tight">
        {suggestionTexts.pastTitle}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {pastSuggestions.map((suggestion) => (
          <li key={suggestion.id}>
            <Link
              to={paths.suggestion(suggestion.id)}
              className="group flex h-full flex-row overflow-hidden sm:flex-col rounded-xl border bg-card shadow-sm outline-none transition-shadow hover:shadow-md focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <img
                src={suggestion.image}
                alt=""
                width={400}
                height={260}
                loading="lazy"
                className="aspect-square w-28 shrink-0 bg-muted object-cover sm:aspect-[20/13] sm:w-full"
              />
              <div className="flex min-w-0 flex-1 flex-col gap-2 p-4">
                <h3 className="font-semibold text-lg group-hover:underline">{suggestion.title}</h3>
                <p className="flex-1 text-muted-foreground text-sm">
                  {truncate(suggestion.description, CARD_TEXT_LENGTH)}
                </p>
                <p className="font-medium text-sm">
                  {suggestionTexts.suggestedOn} <time dateTime={suggestion.date}>{suggestion.date}</time>
                </p>
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
