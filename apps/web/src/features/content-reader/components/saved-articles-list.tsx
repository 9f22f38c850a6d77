import { BookmarkIcon } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n';
import type { SavedArticle } from '../offline/saved-articles';
import { useSavedArticles } from '../offline/use-saved-articles';

/** Where a saved article opens: a guide's own page, or the advice page with the article open. */
export const savedArticlePath = (article: SavedArticle) =>
  article.kind === 'guide'
    ? paths.scientificCultivationDetail(article.id)
    : `${paths.farmAI.expertAdvice}?id=${encodeURIComponent(article.id)}`;

/**
 * "Saved on this phone": the guides and articles kept for reading with no connection, each a link to
 * its page, which opens from the saved copy when offline. Nothing shows while none is saved.
 */
export function SavedArticlesList() {
  const t = useT();
  const articles = useSavedArticles();
  if (!articles?.length) return null;
  return (
    <section aria-labelledby="saved-articles-title" className="rounded-xl border bg-card p-4">
      <h2 id="saved-articles-title" className="flex items-center gap-2 font-bold text-lg">
        <BookmarkIcon aria-hidden="true" className="size-5 text-primary" />
        {t('content-reader.savedOnPhone')}
      </h2>
      <p className="mt-1 text-muted-foreground text-sm">{t('content-reader.savedListIntro')}</p>
      <ul className="mt-3 flex flex-wrap gap-2">
        {articles.map((article) => (
          <li key={`${article.kind}/${article.id}`} className="min-w-0 max-w-full">
            <Link
              to={savedArticlePath(article)}
              className="flex min-w-0 flex-col rounded-lg border px-3 py-2 hover:bg-secondary focus-visible:outline-2 focus-visible:outline-ring"
            >
              <span lang={article.language} className="truncate font-medium text-sm">
                {article.title}
              </span>
              <span className="text-muted-foreground text-xs">
                {t(article.kind === 'guide' ? 'common.scientificCultivation' : 'common.expertAdvice')}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
