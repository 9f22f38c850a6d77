import type { StatusChange } from '@farmai/contracts';
import { orderStatusLabel as statusLabel } from '@/components/orders/order-status';
import { formatDate } from '@/lib/format';
import { useT } from '@/lib/i18n';

/**
 * The status changes made in the back office, oldest first: from and to, who and when, and for a
 * correction its reason (admins only; the buyer's timeline shows the corrected state alone).
 */
export function StatusChanges({ changes }: { changes: StatusChange[] }) {
  const t = useT();
  return (
    <section aria-labelledby="order-status-changes-title" className="grid min-w-0 gap-2">
      <h3 id="order-status-changes-title" className="font-semibold">
        {t('admin-orders.statusChanges')}
      </h3>
      {changes.length === 0 ? (
        <p className="text-muted-foreground">{t('admin-orders.statusChangesEmpty')}</p>
      ) : (
        <ol className="grid gap-2" data-testid="status-changes">
          {changes.map((change) => (
            <li
              key={`${change.at}-${change.to}`}
              data-correction={change.reason !== null}
              className={
                change.reason !== null
                  ? 'grid min-w-0 gap-0.5 rounded-md border border-amber-300 bg-amber-50 p-2 dark:bg-amber-950/30'
                  : 'grid min-w-0 gap-0.5'
              }
            >
              <p className="font-medium">
                {change.reason !== null && (
                  <span className="me-2 rounded bg-amber-200 px-1.5 py-0.5 text-amber-950 text-xs">
                    {t('admin-orders.changeCorrection')}
                  </span>
                )}
                {statusLabel(change.from)} → {statusLabel(change.to)}
              </p>
              <p className="text-muted-foreground text-xs">
                {t('admin-orders.changeBy', {
                  name: change.by,
                  date: formatDate(change.at, { dateStyle: 'medium', timeStyle: 'short' }),
                })}
              </p>
              {change.reason !== null && (
                <p className="break-words">{t('admin-orders.changeReason', { reason: change.reason })}</p>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
