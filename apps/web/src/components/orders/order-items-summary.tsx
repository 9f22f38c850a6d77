import type { Order } from '@farmai/contracts';
import { formatTitle } from '@/lib/format';

/** What an order holds: its lines' titles as the buyer read them, in the language they bought in. */
export function OrderItemsSummary({ order, className }: { order: Order; className?: string }) {
  return (
    <span className={className} data-order-items>
      {order.cartItems.map((item, index) => (
        <span key={`${item.productId}-${item.title}`} lang={item.titleLanguage}>
          {index > 0 ? ', ' : ''}
          {formatTitle(item.title)}
        </span>
      ))}
    </span>
  );
}
