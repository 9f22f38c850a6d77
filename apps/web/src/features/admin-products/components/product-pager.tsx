import { Button } from '@/components/ui/button';

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
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="Product pages" className="flex items-center justify-center gap-3">
      <Button
        type="button"
        variant="outline"
        disabled={page <= 1 || busy}
        onClick={() => onPage(Math.max(1, page - 1))}
      >
        Previous
      </Button>
      <span className="text-sm" aria-live="polite">
        Page {page} of {totalPages}
      </span>
      <Button type="button" variant="outline" disabled={page >= totalPages || busy} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
