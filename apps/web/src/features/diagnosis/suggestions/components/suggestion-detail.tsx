import { isId } from '@farmai/contracts';
import { ArrowLeftIcon, ScanSearchIcon } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { usePageTitle } from '@/components/layout/page-title';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n';
import type { ProductsFor } from '../../components/diagnosis-result';
import { useSuggestion } from '../lib/localized-suggestions';
import { SavedDiagnosis } from './saved-diagnosis-detail';
import { SuggestionDate } from './suggestion-date';
import { SuggestionNotFound } from './suggestion-not-found';

function BulletList({ items }: { items: readonly string[] }) {
  return (
    <ul className="list-disc space-y-1.5 pl-5 marker:text-primary">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/**
 * /suggestion/{id}: one static suggestion (cause, symptoms, what to do), or one of the farmer's
 * kept diagnoses (a uuid). The `d-…` ids of the history older versions kept in the browser are gone.
 */
export function SuggestionDetail({ id, productsFor }: { id: string | undefined; productsFor?: ProductsFor }) {
  const t = useT();
  const navigate = useNavigate();
  const suggestion = useSuggestion(/^\d+$/.test(id ?? '') ? Number(id) : undefined);
  usePageTitle(suggestion?.title);
  // Go back where the farmer came from (home or diagnosis); a direct visit goes home.
  const goBack = () => (window.history.state?.idx > 0 ? navigate(-1) : navigate(paths.farmAI.home));

  if (id && isId(id)) return <SavedDiagnosis id={id} onBack={goBack} productsFor={productsFor} />;
  if (id?.startsWith('d-')) return <SuggestionNotFound text={t('suggestions.savedNotFoundText')} />;
  if (!suggestion) return <SuggestionNotFound text={t('suggestions.notFoundText')} />;

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 lg:py-10">
      <Button variant="ghost" size="sm" className="-ml-2 mb-4" onClick={goBack}>
        <ArrowLeftIcon aria-hidden="true" />
        {t('suggestions.back')}
      </Button>
      <article className="overflow-hidden rounded-xl border bg-card">
        <div className="grid gap-0 md:grid-cols-[2fr_3fr]">
          <img
            src={suggestion.image}
            alt={suggestion.imageAlt}
            width={400}
            height={260}
            className="aspect-[20/13] w-full bg-muted object-cover md:aspect-auto md:h-full"
          />
          <header className="flex flex-col justify-center gap-3 p-5 sm:p-8">
            <h1 className="font-extrabold text-3xl tracking-tight">{suggestion.title}</h1>
            <p className="text-muted-foreground">{suggestion.description}</p>
            <p className="text-sm">
              <span className="font-semibold">{t('suggestions.crops')}:</span> {suggestion.crops}
            </p>
            {suggestion.date && (
              <Badge variant="secondary">
                {t('suggestions.suggestedOn')} <SuggestionDate date={suggestion.date} />
              </Badge>
            )}
          </header>
        </div>
        <div className="space-y-8 border-t p-5 sm:p-8">
          <section className="space-y-2">
            <h2 className="font-bold text-xl">{t('suggestions.cause')}</h2>
            <p className="leading-relaxed">{suggestion.cause}</p>
          </section>
          <section className="space-y-2">
            <h2 className="font-bold text-xl">{t('suggestions.symptoms')}</h2>
            <BulletList items={suggestion.symptoms} />
          </section>
          <section className="space-y-2 rounded-lg bg-secondary p-4 text-secondary-foreground sm:p-5">
            <h2 className="font-bold text-xl">{t('suggestions.actions')}</h2>
            <ol className="list-decimal space-y-1.5 pl-5 marker:font-semibold">
              {suggestion.actions.map((action) => (
                <li key={action}>{action}</li>
              ))}
            </ol>
          </section>
          <section className="space-y-2">
            <h2 className="font-bold text-xl">{t('suggestions.prevention')}</h2>
            <BulletList items={suggestion.prevention} />
          </section>
          <p className="border-l-4 border-accent pl-4 text-muted-foreground text-sm">{t('suggestions.disclaimer')}</p>
          <div className="flex flex-col items-start gap-3 rounded-lg border p-4 sm:flex-row sm:items-center sm:justify-between">
            <p className="font-medium">{t('suggestions.diagnoseCta')}</p>
            <Button asChild>
              <Link to={paths.farmAI.diagnosis}>
                <ScanSearchIcon aria-hidden="true" />
                {t('suggestions.diagnoseButton')}
              </Link>
            </Button>
          </div>
        </div>
      </article>
    </div>
  );
}
