import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n';

/** Previous / "Page n of m" / Next under the product grid; both wait while a page is loading. */
export function ProductPager({
  page,
  totalPages,
  busy,
  onPage,
}: {
  page: number;
  totalPages: number;
  busy: boolean;
  onPage: (page: number) => void;
}) {
  const t = useT();
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={t('admin-products.pages')} className="flex items-center justify-center gap-3">
      <Button
        type="button"
        variant="outline"
        disabled={page <= 1 || busy}
        disabledReason={busy ? t('common.busyReason') : t('common.reasonFirstPage')}
        onClick={() => onPage(Math.max(1, page - 1))}
      >
        {t('admin-products.previous')}
      </Button>
      <span className="text-sm" aria-live="polite">
        {t('admin-products.pageOf', { page, totalPages })}
      </span>
      <Button
        type="button"
        variant="outline"
        disabled={page >= totalPages || busy}
        disabledReason={busy ? t('common.busyReason') : t('common.reasonLastPage')}
        onClick={() => onPage(page + 1)}
      >
        {t('admin-products.next')}
      </Button>
    </nav>
  );
}
