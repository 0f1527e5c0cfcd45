import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ShoppingCart, TriangleAlert, WifiOff } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageMeta } from '../../components/page-meta';
import { TotalsList } from '../../components/totals-list';
import { Button, buttonVariants } from '../../components/ui/button';
import { CART_MESSAGES, ORDER_MESSAGES } from '../../domain/messages';
import { CHECKOUT_MESSAGES } from '../../features/orders/messages';
import { toPesewas } from '../../domain/money';
import { lineProblemsFrom } from '../../domain/cart-rules';
import { MAX_PENDING_ORDERS, type OrderItem } from '../../domain/order';
import {
  describePricingDifferences,
  priceChangeFrom,
  type PricingDifference,
  type ShownPricing,
} from '../../domain/price-check';
import { calculateTotals } from '../../domain/pricing';
import { PLACEHOLDER_CONTACT, whatsappLink, type ContactSettings } from '../../domain/settings';
import { useSessionStore } from '../../features/auth/stores/session-store';
import { settingsQueryOptions } from '../../features/settings/api/get-settings';
import { CartNotices } from '../../features/cart/components/cart-notices';
import { applyPricingSettings, useFreshPricingSettings } from '../../features/cart/api/get-pricing-settings';
import { applyNewPrices } from '../../features/cart/stores/apply-new-prices';
import {
  applyOrderProblems,
  dismissNotices,
  refreshCart,
  removeOrderedItems,
  retryCartLoad,
} from '../../features/cart/stores/cart-actions';
import { useCartStore } from '../../features/cart/stores/cart-store';
import { useLastDeliveryAddress } from '../../features/orders/api/get-last-delivery-address';
import { NoAnswerError, OfflineError, usePlaceOrder } from '../../features/orders/api/place-order';
import { CheckoutForm } from '../../features/orders/components/checkout-form';
import { PriceChangeNotice } from '../../features/orders/components/price-change-notice';
import { checkoutValuesFrom, type CheckoutFormOutput } from '../../features/orders/components/checkout-form-schema';
import { OrderLines } from '../../features/orders/components/order-lines';
import {
  clearCheckoutDraft,
  clearPendingOrderId,
  pendingOrderId,
  readCheckoutDraft,
  writeCheckoutDraft,
} from '../../features/orders/stores/checkout-storage';
import { isTransientError } from '../../lib/firebase/transient';
import { notify } from '../../lib/toast';

const TITLE = 'Checkout';
const DESCRIPTION = 'Choose delivery or pickup in Tamale and pay cash or Mobile Money on delivery.';

function Page({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <PageMeta title={TITLE} description={DESCRIPTION} />
      <h1 className="mb-6 text-2xl font-bold text-brand-900 sm:text-3xl">Checkout</h1>
      {children}
    </div>
  );
}

interface Failure {
  message: string;
  /** What was corrected in the cart (placeOrder refused some lines). */
  changes: string[];
  /** A network or server failure: the same order id is kept, so trying again is safe. */
  retrySafe: boolean;
  /** Offline, or the connection was lost: said with the offline icon. */
  offline?: boolean;
  /** The shopper should call or WhatsApp the shop (too many orders waiting for confirmation). */
  contactShop?: boolean;
  /** The total changed since the shopper saw it: what changed and the new total, to confirm again. */
  priceChange?: { differences: PricingDifference[]; newTotal: number };
}

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

function failureFrom(error: unknown, changes: string[]): Failure {
  const { code = 'unknown', message = '' } = (error ?? {}) as { code?: string; message?: string };
  if (changes.length > 0) return { message, changes, retrySafe: false };
  if (error instanceof OfflineError)
    return { message: CHECKOUT_MESSAGES.offline, changes, retrySafe: false, offline: true };
  if (error instanceof NoAnswerError) {
    return {
      message: error.absent ? CHECKOUT_MESSAGES.noAnswerAbsent : CHECKOUT_MESSAGES.noAnswer,
      changes,
      retrySafe: false,
    };
  }
  if (code === 'unauthenticated') return { message: ORDER_MESSAGES.signInRequired, changes, retrySafe: false };
  if (message === ORDER_MESSAGES.tooManyPending(MAX_PENDING_ORDERS)) {
    return { message, changes, retrySafe: false, contactShop: true };
  }
  if (isTransientError(error)) {
    // The connection went while the order was on its way: it may or may not have arrived.
    if (isOffline()) return { message: CHECKOUT_MESSAGES.connectionLost, changes, retrySafe: false, offline: true };
    // The server's own words when it gave some (e.g. "Many people are ordering right now"), else ours.
    const said = code === 'aborted' || code === 'resource-exhausted' ? message : '';
    return { message: said || ORDER_MESSAGES.placeFailed, changes, retrySafe: true };
  }
  return { message: message || ORDER_MESSAGES.placeFailed, changes, retrySafe: false };
}

const sameLines = (a: readonly Pick<OrderItem, 'productId' | 'quantity'>[], b: typeof a) =>
  a.length === b.length && a.every((x) => b.some((y) => y.productId === x.productId && y.quantity === x.quantity));

function ContactShop({ contact }: { contact: ContactSettings }) {
  return (
    <p className="mt-2 flex flex-wrap gap-x-3 gap-y-1">
      <span>{CHECKOUT_MESSAGES.callOrWhatsApp}</span>
      {contact.phones.map((phone) => (
        <a key={phone} href={`tel:${phone.replace(/\s/g, '')}`} className="font-medium underline">
          {phone}
        </a>
      ))}
      <a
        href={whatsappLink(contact.whatsapp)}
        target="_blank"
        rel="noopener noreferrer"
        className="font-medium underline"
      >
        WhatsApp
      </a>
    </p>
  );
}

function FailureNotice({ failure, contact }: { failure: Failure; contact: ContactSettings }) {
  if (failure.priceChange) {
    return (
      <PriceChangeNotice
        message={failure.message}
        differences={failure.priceChange.differences}
        newTotal={failure.priceChange.newTotal}
      />
    );
  }
  const Icon = failure.offline ? WifiOff : TriangleAlert;
  return (
    <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
      <p className="flex gap-2 font-medium">
        <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {failure.message}
      </p>
      {failure.changes.length > 0 && (
        <>
          <p className="mt-2">{CHECKOUT_MESSAGES.cartCorrected}</p>
          <ul className="mt-1 list-disc pl-6">
            {failure.changes.map((change) => (
              <li key={change}>{change}</li>
            ))}
          </ul>
        </>
      )}
      {failure.retrySafe && <p className="mt-2">{CHECKOUT_MESSAGES.retrySafe}</p>}
      {failure.contactShop && <ContactShop contact={contact} />}
    </div>
  );
}

/** /checkout: the cart's lines, checked again against stock, then delivery, payment and Place order. */
export function Component() {
  const user = useSessionStore((s) => s.user);
  const displayName = useSessionStore((s) => s.profile?.displayName || s.user?.displayName || '');
  const uid = user?.uid ?? '';
  const items = useCartStore((s) => s.items);
  const phase = useCartStore((s) => s.phase);
  const owner = useCartStore((s) => s.owner);
  const loadError = useCartStore((s) => s.loadError);
  const notices = useCartStore((s) => s.notices);
  // Read again now (issue 10 item 1): the stored settings may show first, Place order waits for these.
  const { settings, isPending: settingsPending, fresh: settingsFresh } = useFreshPricingSettings();
  const { data: shop } = useQuery(settingsQueryOptions());
  const queryClient = useQueryClient();
  const lastAddress = useLastDeliveryAddress(uid);
  const placeOrder = usePlaceOrder(uid);
  const navigate = useNavigate();
  const [initialValues] = useState(() => checkoutValuesFrom(readCheckoutDraft(uid), displayName));
  // An address typed earlier (kept as a draft) wins over the last order's.
  const typedAddress = Object.entries(initialValues.address).some(([key, value]) => key !== 'fullName' && value);
  const [check, setCheck] = useState<'checking' | 'checked' | 'unverified'>('checking');
  const [failure, setFailure] = useState<Failure | null>(null);
  const [placedId, setPlacedId] = useState<string | null>(null);
  const [slow, setSlow] = useState(false);
  const placing = placeOrder.isPending;

  // No answer after 15 s: say so (the call itself waits up to 70 s, then the order is looked for).
  useEffect(() => {
    if (!placing) return;
    const timer = setTimeout(() => setSlow(true), 15_000);
    return () => {
      clearTimeout(timer);
      setSlow(false);
    };
  }, [placing]);

  // The cart this page shows is the signed-in user's: wait until it is theirs and loaded.
  const ready = phase === 'ready' && owner === uid;
  const hasItems = items.length > 0;

  // Stock, names and prices are read again once on arrival; anything that changed is said (notices).
  useEffect(() => {
    if (!ready || !hasItems || check !== 'checking') return;
    let live = true;
    refreshCart().then(
      () => live && setCheck('checked'),
      (error: unknown) => {
        console.error(CART_MESSAGES.stockCheckFailed, error);
        if (live) setCheck('unverified');
      },
    );
    return () => {
      live = false;
    };
  }, [ready, hasItems, check]);

  if (placedId) {
    return (
      <Page>
        <p role="status" className="text-slate-700">
          Your order is placed. Opening your confirmation...
        </p>
      </Page>
    );
  }

  if (!ready) {
    return (
      <Page>
        {phase === 'error' ? (
          <div role="alert" className="flex flex-col items-start gap-3 rounded-md bg-red-50 p-4 text-red-800">
            <p>{loadError ?? CART_MESSAGES.loadFailed}</p>
            <Button variant="outline" onClick={() => void retryCartLoad()}>
              Try again
            </Button>
          </div>
        ) : (
          <p role="status" className="text-slate-700">
            Loading your cart...
          </p>
        )}
      </Page>
    );
  }

  if (!hasItems) {
    return (
      <Page>
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
      </Page>
    );
  }

  const submit = async (values: CheckoutFormOutput) => {
    setFailure(null);
    const lines = useCartStore.getState().items;
    if (lines.length === 0) {
      notify.error(CART_MESSAGES.emptyCheckoutTitle, CART_MESSAGES.emptyCheckoutDescription);
      return;
    }
    const requested = lines.map(({ productId, quantity }) => ({ productId, quantity }));
    // What the shopper sees now, and confirms: placeOrder refuses any other total (issue 10 item 1).
    const shown: ShownPricing = { settings, lines, totals: calculateTotals(lines, settings, values.method) };
    try {
      const { order, alreadyPlaced } = await placeOrder.mutateAsync({
        orderId: pendingOrderId(uid),
        items: requested,
        delivery:
          values.method === 'delivery'
            ? { method: 'delivery', address: values.address }
            : { method: 'pickup', address: null },
        paymentMethod: values.paymentMethod,
        confirmedTotal: toPesewas(shown.totals.total),
      });
      clearPendingOrderId(uid);
      clearCheckoutDraft(uid);
      // A retry of the very order placed before takes its lines out of the cart; an older order found under
      // this id leaves the cart as it is (nothing in it was ordered).
      if (!alreadyPlaced || sameLines(order.items, requested)) removeOrderedItems(order.items);
      if (alreadyPlaced) notify.success(CHECKOUT_MESSAGES.alreadyPlaced);
      setPlacedId(order.id);
      void navigate(`/order-confirmation/${order.id}`, { replace: true });
    } catch (error) {
      console.error('placeOrder failed', error);
      const { code, message = '', details } = (error ?? {}) as { code?: unknown; message?: string; details?: unknown };
      const change = code === 'failed-precondition' ? priceChangeFrom(details) : null;
      if (change) {
        // The new prices and settings are shown from now on; the next Place order confirms the new total.
        applyNewPrices(change.prices);
        applyPricingSettings(queryClient, change.settings);
        setFailure({
          message: message || ORDER_MESSAGES.totalChanged,
          changes: [],
          retrySafe: false,
          priceChange: { differences: describePricingDifferences(shown, change), newTotal: change.totals.total },
        });
        return;
      }
      const changes = applyOrderProblems(lineProblemsFrom(details));
      if (code === 'permission-denied') clearPendingOrderId(uid);
      setFailure(failureFrom(error, changes));
    }
  };

  const summary = (method: 'delivery' | 'pickup') => {
    const totals = calculateTotals(items, settings, method);
    return (
      <>
        <h2 className="mb-2 text-lg font-semibold text-brand-900">Order summary</h2>
        <OrderLines items={items} label="Items in your order" />
        <TotalsList
          totals={totals}
          pending={settingsPending}
          pickup={method === 'pickup'}
          className="mt-3 border-t border-slate-200 pt-3"
        />
        <p className="mt-3 text-sm text-slate-700" role="status">
          {check === 'checking' || !settingsFresh
            ? 'Checking stock and prices...'
            : check === 'unverified'
              ? CART_MESSAGES.stockCheckFailed
              : 'Stock and prices checked just now.'}
        </p>
      </>
    );
  };

  return (
    <Page>
      <CartNotices notices={notices} onDismiss={dismissNotices} className="mb-6 p-4 text-sm" />
      <CheckoutForm
        initialValues={initialValues}
        lastAddress={typedAddress ? null : lastAddress.data}
        onDraft={(values) => writeCheckoutDraft(uid, values)}
        onSubmit={submit}
        pickupAddress={shop?.contact.address ?? PLACEHOLDER_CONTACT.address}
        summary={summary}
        failure={
          <>
            {failure && <FailureNotice failure={failure} contact={shop?.contact ?? PLACEHOLDER_CONTACT} />}
            {slow && (
              <p role="status" className="text-sm text-slate-700">
                {CHECKOUT_MESSAGES.stillWaiting}
              </p>
            )}
          </>
        }
        waiting={settingsFresh ? undefined : CHECKOUT_MESSAGES.checkingPrices}
      />
    </Page>
  );
}
