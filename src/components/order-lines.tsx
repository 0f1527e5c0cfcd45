import { fromPesewas, toPesewas } from '@domain/shared/money';
import { formatGhs } from '@/lib/money';

export interface OrderLineView {
  productId: string;
  name: string;
  /** GHS, the unit price */
  price: number;
  quantity: number;
}

/**
 * The lines of an order (or of the cart at checkout): name, quantity × unit price, line total (in pesewas, and
 * without the pricing function's checks: a stored order is shown as it is).
 */
export function OrderLines({ items, label = 'Items' }: { items: readonly OrderLineView[]; label?: string }) {
  return (
    <ul aria-label={label} className="divide-y divide-slate-200">
      {items.map((item) => (
        <li key={item.productId} className="flex items-start justify-between gap-3 py-2 text-sm">
          <span className="min-w-0">
            <span className="block font-medium wrap-anywhere text-slate-900">{item.name}</span>
            <span className="block text-slate-700">
              {item.quantity} × {formatGhs(item.price)}
            </span>
          </span>
          <span className="font-medium whitespace-nowrap text-slate-900">
            {formatGhs(fromPesewas(toPesewas(item.price) * item.quantity))}
          </span>
        </li>
      ))}
    </ul>
  );
}
