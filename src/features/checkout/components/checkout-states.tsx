import { ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import { ErrorState } from '@/components/ui/panel';
import { buttonVariants } from '@/components/ui/button';
import { CART_MESSAGES } from '@domain/cart/messages';

/** Until the signed-in user's cart is theirs and loaded; "Try again" when it could not be. */
export function CartLoadState({
  failed,
  error,
  onRetry,
}: {
  failed: boolean;
  error: string | null;
  onRetry: () => void;
}) {
  return failed ? (
    <ErrorState layout="block" onRetry={onRetry}>
      {error ?? CART_MESSAGES.loadFailed}
    </ErrorState>
  ) : (
    <p role="status" className="text-slate-700">
      Loading your cart...
    </p>
  );
}

/** Nothing to order (what the shop changed in the cart, if anything, is said). */
export function EmptyCheckout({ notices }: { notices: readonly string[] }) {
  return (
    <section className="flex flex-col items-center gap-4 rounded-lg border border-dashed border-slate-300 px-4 py-12 text-center">
      <ShoppingCart className="size-10 text-slate-500" aria-hidden="true" />
      <h2 className="text-xl font-semibold text-slate-900">{CART_MESSAGES.emptyCheckoutTitle}</h2>
      <p className="text-slate-700">{CART_MESSAGES.emptyCheckoutDescription}</p>
      {notices.length > 0 && (
        <ul className="list-disc pl-6 text-left text-sm text-slate-800">
          {notices.map((notice, i) => (
            <li key={`${i}-${notice}`}>{notice}</li>
          ))}
        </ul>
      )}
      <Link to="/products" className={buttonVariants()}>
        Browse products
      </Link>
    </section>
  );
}

/** Between "Place order" and the confirmation page: never the empty cart the order has just emptied. */
export function OrderPlacedNotice({ sendingPayment }: { sendingPayment: boolean }) {
  return (
    <p role="status" className="text-slate-700">
      {sendingPayment
        ? 'Your order is placed. Sending the payment request to your phone...'
        : 'Your order is placed. Opening your confirmation...'}
    </p>
  );
}
