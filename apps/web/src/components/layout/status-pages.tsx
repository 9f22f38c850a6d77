import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n';
import { Button } from '../ui/button';
import { usePageTitle } from './page-title';

export function UnauthPage() {
  const t = useT();
  usePageTitle(t('common.titleUnauth'));
  return (
    <main className="flex min-h-svh flex-col items-center justify-center gap-3 p-6 text-center">
      <h1 className="text-2xl font-bold">{t('common.unauthTitle')}</h1>
      <p className="text-muted-foreground">{t('common.unauthHint')}</p>
    </main>
  );
}

export function NotFoundPage() {
  const t = useT();
  usePageTitle(t('common.titleNotFound'));
  return (
    <main className="flex min-h-svh flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-5xl font-extrabold text-primary">{t('common.notFoundTitle')}</h1>
      <p className="text-lg text-muted-foreground">{t('common.notFoundText')}</p>
      <Button asChild>
        <Link to={paths.root}>{t('common.goHome')}</Link>
      </Button>
    </main>
  );
}

/** Shown when a route fails to load or render. */
export function RouteErrorPage({ error }: { error: unknown }) {
  const t = useT();
  usePageTitle(t('common.titleError'));
  const response = error as { status?: unknown; statusText?: unknown } | null;
  const detail =
    typeof response?.status === 'number'
      ? `${response.status} ${String(response.statusText ?? '')}`.trim()
      : error instanceof Error
        ? error.message
        : String(error);
  return (
    <main className="flex min-h-svh flex-col items-center justify-center gap-3 p-6 text-center" role="alert">
      <h1 className="text-2xl font-bold">{t('common.routingError')}</h1>
      <p className="text-muted-foreground">{detail}</p>
      <Button asChild variant="outline">
        <a href={paths.root}>{t('common.goHome')}</a>
      </Button>
    </main>
  );
}
