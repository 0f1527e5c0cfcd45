import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { formatGhs } from '../../../lib/money';
import { useCartStore } from '../stores/cart-store';

/** The cart dialog opened from the header (SPEC.md section 2). */
export function CartDialog() {
  const { items, isOpen, setOpen } = useCartStore();
  return (
    <Dialog open={isOpen} onOpenChange={setOpen}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Your Shopping Cart</DialogTitle>
          <DialogDescription>Review items in your cart and proceed to checkout.</DialogDescription>
        </DialogHeader>
        {items.length === 0 ? (
          <p className="py-6 text-center text-slate-600">Your cart is empty.</p>
        ) : (
          <ul className="max-h-80 divide-y divide-slate-100 overflow-y-auto">
            {items.map((item) => (
              <li key={item.productId} className="flex justify-between gap-3 py-3">
                <span className="font-medium">{item.name}</span>
                <span>
                  {item.quantity} × {formatGhs(item.price)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
