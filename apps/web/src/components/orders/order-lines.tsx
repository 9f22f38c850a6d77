import type { Order } from '@farmai/contracts';
import { Table, TableBody, TableCell, TableFooter, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatNumber, formatPrice, formatTitle } from '@/lib/format';
import { useT } from '@/lib/i18n';

type Line = Order['cartItems'][number];

/**
 * A line's title: the one the buyer read when buying, in their language. The back office (`bothTitles`)
 * reads the shop's own title first and, when the buyer read another, that one under it.
 */
function LineTitle({ item, bothTitles }: { item: Line; bothTitles: boolean }) {
  const t = useT();
  if (!bothTitles || item.title === item.shopTitle) {
    return (
      <span className="block" lang={item.titleLanguage}>
        {formatTitle(item.title)}
      </span>
    );
  }
  return (
    <>
      <span className="block" lang="en">
        {formatTitle(item.shopTitle)}
      </span>
      <span className="block text-muted-foreground text-xs" data-bought-as>
        {t('order-tracking.boughtAs', { title: formatTitle(item.title) })}
      </span>
    </>
  );
}

/**
 * An order's lines: title, quantity, unit price and line total, and the order's total. On a phone the
 * quantity and unit price go under the title ("2 × $4.50"), so the table never scrolls sideways.
 */
export function OrderLines({
  order,
  headingId,
  bothTitles = false,
}: {
  order: Order;
  headingId: string;
  bothTitles?: boolean;
}) {
  const t = useT();
  return (
    <section aria-labelledby={headingId} className="grid min-w-0 gap-2">
      <h3 id={headingId} className="font-semibold">
        {t('order-tracking.items')}
      </h3>
      <Table aria-labelledby={headingId} className="table-fixed">
        <TableHeader>
          <TableRow>
            <TableHead className="w-auto whitespace-normal">{t('order-tracking.colItem')}</TableHead>
            <TableHead className="hidden w-14 text-right sm:table-cell">{t('order-tracking.colQuantity')}</TableHead>
            <TableHead className="hidden w-24 text-right sm:table-cell">{t('order-tracking.colUnitPrice')}</TableHead>
            <TableHead className="w-24 whitespace-normal text-right">{t('order-tracking.colLineTotal')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {order.cartItems.map((item) => (
            <TableRow key={`${item.productId}-${item.title}`} data-line={item.productId}>
              <TableCell className="whitespace-normal break-words">
                <LineTitle item={item} bothTitles={bothTitles} />
                <span className="block text-muted-foreground text-xs sm:hidden">
                  {t('order-tracking.lineMath', { quantity: item.quantity, price: formatPrice(item.price) })}
                </span>
              </TableCell>
              <TableCell className="hidden text-right sm:table-cell">{formatNumber(item.quantity)}</TableCell>
              <TableCell className="hidden text-right sm:table-cell">{formatPrice(item.price)}</TableCell>
              <TableCell className="text-right" data-line-total>
                {formatPrice(item.lineTotal)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          {order.paymentFee ? (
            <TableRow data-payment-fee>
              <TableCell className="whitespace-normal font-normal">{t('order-tracking.cashFee')}</TableCell>
              <TableCell className="hidden sm:table-cell" />
              <TableCell className="hidden sm:table-cell" />
              <TableCell className="text-right font-normal">{formatPrice(order.paymentFee)}</TableCell>
            </TableRow>
          ) : null}
          <TableRow>
            <TableCell className="font-semibold">{t('order-tracking.total')}</TableCell>
            <TableCell className="hidden sm:table-cell" />
            <TableCell className="hidden sm:table-cell" />
            <TableCell className="text-right font-semibold">{formatPrice(order.totalAmount)}</TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </section>
  );
}
