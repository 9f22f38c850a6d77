import { PackageIcon, Trash2Icon, XIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { useT } from '@/lib/i18n';

/** The stock typed in the dialog, as a whole number of units (or null while it is not one). */
const stockOf = (text: string) => (/^\d{1,8}$/.test(text.trim()) ? Number(text.trim()) : null);

function SetStockDialog({
  count,
  open,
  busy,
  onCancel,
  onApply,
}: {
  count: number;
  open: boolean;
  busy: boolean;
  onCancel: () => void;
  onApply: (totalStock: number) => void;
}) {
  const t = useT();
  const id = useId();
  const [text, setText] = useState('');
  const stock = stockOf(text);
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !busy && onCancel()}>
      <DialogContent>
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (stock !== null) onApply(stock);
          }}
        >
          <DialogHeader>
            <DialogTitle>{t('admin-table.bulkStockTitle', { count })}</DialogTitle>
            <DialogDescription>{t('admin-table.bulkStockDescription')}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-1.5">
            <Label htmlFor={id}>{t('admin-table.newStock')}</Label>
            <Input
              id={id}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              required
              value={text}
              aria-invalid={text !== '' && stock === null ? true : undefined}
              aria-describedby={stock === null ? `${id}-why` : undefined}
              onChange={(event) => setText(event.target.value)}
            />
            {stock === null && (
              <p id={`${id}-why`} className="text-muted-foreground text-sm">
                {t('common.reasonStock')}
              </p>
            )}
          </div>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={busy} disabledReason={t('common.busyReason')}>
                {t('common.cancel')}
              </Button>
            </DialogClose>
            <Button
              type="submit"
              disabled={busy || stock === null}
              disabledReason={busy ? t('common.busyReason') : t('common.reasonStock')}
            >
              {busy && <Spinner size="sm" className="text-current" label={t('admin-table.applying')} />}
              {t('admin-table.apply')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/**
 * What the admin can do with the rows ticked in the table: set their stock, or delete them (those
 * orders contain are archived), each after a dialog.
 */
export function BulkActions({
  count,
  busy,
  onClear,
  onDelete,
  onSetStock,
}: {
  count: number;
  busy: boolean;
  onClear: () => void;
  onDelete: () => Promise<boolean>;
  onSetStock: (totalStock: number) => Promise<boolean>;
}) {
  const t = useT();
  const [asking, setAsking] = useState<'delete' | 'stock' | null>(null);
  if (count === 0) return null;
  const run = async (action: () => Promise<boolean>) => {
    if (await action()) setAsking(null);
  };
  return (
    <section
      aria-label={t('admin-table.bulkActions')}
      className="flex flex-wrap items-center gap-3 rounded-lg border bg-muted/50 px-3 py-2"
    >
      <p className="font-medium text-sm" aria-live="polite">
        {t('admin-table.selected', { count })}
      </p>
      <Button type="button" size="sm" variant="outline" onClick={() => setAsking('stock')}>
        <PackageIcon aria-hidden="true" />
        {t('admin-table.bulkStock')}
      </Button>
      <Button type="button" size="sm" variant="destructive" onClick={() => setAsking('delete')}>
        <Trash2Icon aria-hidden="true" />
        {t('admin-table.bulkDelete')}
      </Button>
      <Button type="button" size="sm" variant="ghost" onClick={onClear}>
        <XIcon aria-hidden="true" />
        {t('admin-table.clearSelection')}
      </Button>
      {asking === 'stock' && (
        <SetStockDialog
          open
          count={count}
          busy={busy}
          onCancel={() => setAsking(null)}
          onApply={(stock) => run(() => onSetStock(stock))}
        />
      )}
      <ConfirmDialog
        open={asking === 'delete'}
        title={t('admin-table.bulkDeleteTitle', { count })}
        description={t('admin-table.bulkDeleteDescription')}
        confirmLabel={t('admin-table.bulkDelete')}
        busy={busy}
        onCancel={() => setAsking(null)}
        onConfirm={() => run(onDelete)}
      />
    </section>
  );
}
