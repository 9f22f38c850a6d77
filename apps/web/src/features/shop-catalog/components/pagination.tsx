import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { formatNumber } from '@/lib/format';
import { useT } from '@/lib/i18n';

/** Page numbers to show: all when few, else the first, the last and the neighbours of the current one. */
function pageList(page: number, totalPages: number): (number | 'gap')[] {
  if (totalPages <= 7) return Array.from({ length: totalPages }, (_, i) => i + 1);
  const pages = new Set([1, totalPages, page - 1, page, page + 1].filter((p) => p >= 1 && p <= totalPages));
  const sorted = [...pages].sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  for (const p of sorted) {
    const last = out.at(-1);
    if (typeof last === 'number' && p - last > 1) out.push('gap');
    out.push(p);
  }
  return out;
}

export function Pagination({
  page,
  totalPages,
  onPage,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}) {
  const t = useT();
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={t('shop-catalog.pagination')} className="flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          <Button
            variant="ghost"
            size="sm"
            disabled={page <= 1}
            disabledReason={t('common.reasonFirstPage')}
            aria-label={t('shop-catalog.previousPage')}
            onClick={() => onPage(page - 1)}
          >
            <ChevronLeftIcon aria-hidden="true" />
            {t('shop-catalog.previous')}
          </Button>
        </li>
        {pageList(page, totalPages).map((p, i) =>
          p === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps are positional
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-muted-foreground">
              …
            </li>
          ) : (
            <li key={p}>
              <Button
                variant={p === page ? 'default' : 'ghost'}
                size="icon"
                className="size-8"
                aria-current={p === page ? 'page' : undefined}
                aria-label={t('shop-catalog.page', { number: formatNumber(p) })}
                onClick={() => onPage(p)}
              >
                {formatNumber(p)}
              </Button>
            </li>
          ),
        )}
        <li>
          <Button
            variant="ghost"
            size="sm"
            disabled={page >= totalPages}
            disabledReason={t('common.reasonLastPage')}
            aria-label={t('shop-catalog.nextPage')}
            onClick={() => onPage(page + 1)}
          >
            {t('shop-catalog.next')}
            <ChevronRightIcon aria-hidden="true" />
          </Button>
        </li>
      </ul>
    </nav>
  );
}
