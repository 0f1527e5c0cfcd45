import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { lineProblemsFrom, type LineProblem } from '@domain/cart/cart-rules';
import { ORDER_MESSAGES } from '@domain/shared/messages';
import { CART_MESSAGES } from '@domain/cart/messages';
import { toPesewas } from '@domain/shared/money';
import type { OrderItem } from '@domain/order/order';
import {
  describePricingDifferences,
  priceChangeFrom,
  type PriceChange,
  type ShownPricing,
} from '@domain/order/price-check';
import { calculateTotals } from '@domain/order/pricing';
import { PLAN_REFUSAL_MESSAGES } from '@domain/plans/messages';
import { scheduleFromRecord } from '@domain/plans/plan-record';
import { planPath, planPayPath, type PlanRefusal } from '@domain/plans/plan-rules';
import { confirmedScheduleOf, type PlanSchedule } from '@domain/plans/plan-schedule';
import type { PlanTemplate } from '@domain/plans/plan-template-terms';
import type { BusinessSettings } from '@domain/shop/settings';
import { CallableError, refusalReasonOf } from '@/lib/firebase/callable';
import { queryKeys } from '@/lib/query-keys';
import { notify } from '@/lib/toast';
import { useLastDeliveryAddress } from '../api/get-last-delivery-address';
import { startMobileMoneyPayment } from '../api/mobile-money';
import { usePlaceOrder } from '../api/place-order';
import { checkoutFailureFrom, type CheckoutFailure } from '../checkout-failure';
import { checkoutValuesFrom, type CheckoutFormOutput } from '@/features/checkout/components/checkout-form-schema';
import { CHECKOUT_MESSAGES } from '@domain/order/messages';
import { planOffers } from '../plan-offers';
import {
  clearCheckoutDraft,
  clearPendingOrderId,
  pendingOrderId,
  readCheckoutDraft,
  writeCheckoutDraft,
} from '../stores/checkout-storage';

type Line = Pick<OrderItem, 'productId' | 'name' | 'price' | 'quantity'>;

/** What the checkout asks of the cart; the app hands the cart's own over (features do not import each other). */
export interface CheckoutCart {
  /** The lines as they are now (read when Place order is pressed). */
  lines: () => readonly Line[];
  /** placeOrder refused some lines: each is corrected in the cart; returns what was said, per line. */
  correct: (problems: readonly LineProblem[]) => string[];
  /** placeOrder priced differently: its prices and settings are shown from now on. */
  applyPriceChange: (change: PriceChange) => void;
  /** The order is placed: placeOrder emptied the saved cart in its transaction, and that is the cart now. */
  placed: () => void;
}

/** placeOrder's refusals of a plan that send the shopper back to the plans as the shop now offers them. */
const PLAN_REFUSALS: readonly PlanRefusal[] = ['schedule_changed', 'no_plan', 'below_minimum'];

const sameLines = (a: readonly Pick<OrderItem, 'productId' | 'quantity'>[], b: typeof a) =>
  a.length === b.length && a.every((x) => b.some((y) => y.productId === x.productId && y.quantity === x.quantity));

/**
 * Placing an order, the one owner: the order id (the idempotency key, kept until placed), the form's draft, the
 * placeOrder mutation, what a failure says (through the callable client's error type) and the cart's
 * reconciliation (corrected lines, new prices, the server's emptied cart).
 */
export function useCheckout({
  uid,
  displayName,
  cart,
  settings,
  planTemplates = [],
}: {
  uid: string;
  displayName: string;
  cart: CheckoutCart;
  /** The settings the totals on screen are priced with. */
  settings: BusinessSettings;
  /** The payment plans the shop offers (settings/global.planTemplates). */
  planTemplates?: readonly PlanTemplate[];
}) {
  const placeOrder = usePlaceOrder(uid);
  const lastAddress = useLastDeliveryAddress(uid);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [initialValues] = useState(() => checkoutValuesFrom(readCheckoutDraft(uid), displayName));
  // An address typed earlier (kept as a draft) wins over the last order's.
  const typedAddress = Object.entries(initialValues.address).some(([key, value]) => key !== 'fullName' && value);
  const [failure, setFailure] = useState<CheckoutFailure | null>(null);
  /** The order placed, and whether its Mobile Money prompt is being sent (the page says so until it opens). */
  const [placed, setPlaced] = useState<{ id: string; sendingPayment: boolean } | null>(null);
  const [slow, setSlow] = useState(false);
  /** The schedule placeOrder answered `schedule_changed` with: shown, and confirmed by the next Place order. */
  const [changedSchedule, setChangedSchedule] = useState<PlanSchedule | null>(null);
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

  const submit = async (values: CheckoutFormOutput) => {
    setFailure(null);
    const lines = cart.lines();
    if (lines.length === 0) {
      notify.error(CART_MESSAGES.emptyCheckoutTitle, CART_MESSAGES.emptyCheckoutDescription);
      return;
    }
    const requested = lines.map(({ productId, quantity }) => ({ productId, quantity }));
    // What the shopper sees now, and confirms: placeOrder refuses any other total.
    // Delivery is priced by the address's region, as the summary showed it (domain/order/pricing, deliveryTerms).
    const region = values.method === 'delivery' ? values.address.region : null;
    const shown: ShownPricing = {
      settings,
      region,
      lines,
      totals: calculateTotals(lines, settings, values.method, region),
    };
    // Paying in instalments: the schedule shown for the plan chosen is the one confirmed (docs/plans.md).
    const offers = planOffers({
      templates: planTemplates,
      lines,
      settings,
      method: values.method,
      region,
      changed: changedSchedule,
    });
    const schedule =
      values.paymentMethod === 'instalments' ? (offers.find((o) => o.templateId === values.planId) ?? null) : null;
    if (values.paymentMethod === 'instalments' && !schedule) {
      setFailure({ message: PLAN_REFUSAL_MESSAGES.no_plan, changes: [], retrySafe: false });
      return;
    }
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
        plan: schedule ? confirmedScheduleOf(schedule) : null,
      });
      clearPendingOrderId(uid);
      clearCheckoutDraft(uid);
      const sendingPayment = Boolean(
        values.wallet && order.paymentStatus === 'awaiting_payment' && order.paymentAttempts.length === 0,
      );
      // Said before the cart empties, so that the page never shows an empty cart while the prompt is sent.
      setPlaced({ id: order.id, sendingPayment });
      // This order (or a retry of it) emptied the saved cart; an older order found under this id leaves the
      // cart as it is (nothing in it was ordered).
      if (!alreadyPlaced || sameLines(order.items, requested)) cart.placed();
      if (alreadyPlaced) notify.success(CHECKOUT_MESSAGES.alreadyPlaced);
      // Paying now: the prompt goes to the wallet's phone; the confirmation page follows the payment,
      // and offers Try again if this could not start it. The wallet typed goes along (nothing typed is lost).
      if (sendingPayment && values.wallet) {
        try {
          await startMobileMoneyPayment({ orderId: order.id, ...values.wallet });
        } catch (error) {
          console.error('startMobileMoneyPayment failed', error);
        }
        await queryClient.invalidateQueries({ queryKey: queryKeys.orders.detail(uid, order.id) });
      }
      // Paying in instalments: the plan's page, its Mobile Money form open for the deposit.
      if (order.plan && schedule) {
        void navigate(schedule.deposit > 0 ? planPayPath(order.id, schedule.deposit) : planPath(order.id), {
          replace: true,
        });
        return;
      }
      void navigate(`/order-confirmation/${order.id}`, {
        replace: true,
        ...(values.wallet ? { state: { wallet: values.wallet } } : {}),
      });
    } catch (error) {
      console.error('placeOrder failed', error);
      const refusal = error instanceof CallableError && error.code === 'failed-precondition' ? error : null;
      const change = refusal ? priceChangeFrom(refusal.details) : null;
      if (refusal && change) {
        // The new prices and settings are shown from now on; the next Place order confirms the new total.
        cart.applyPriceChange(change);
        setFailure({
          message: refusal.message || ORDER_MESSAGES.totalChanged,
          changes: [],
          retrySafe: false,
          priceChange: { differences: describePricingDifferences(shown, change), newTotal: change.totals.total },
        });
        return;
      }
      const planRefusal = PLAN_REFUSALS.find((reason) => reason === refusalReasonOf(error));
      if (refusal && planRefusal) {
        // The plans as the shop offers them now are read again; a changed schedule is shown to confirm again.
        void queryClient.invalidateQueries({ queryKey: queryKeys.settings() });
        const details = (refusal.details ?? {}) as { schedule?: unknown };
        const changed =
          planRefusal === 'schedule_changed' && details.schedule ? scheduleFromRecord(details.schedule) : null;
        setChangedSchedule(changed);
        setFailure({
          message: refusal.message || PLAN_REFUSAL_MESSAGES[planRefusal],
          changes: [],
          retrySafe: false,
          ...(changed ? { planChange: changed } : {}),
        });
        return;
      }
      const changes = refusal ? cart.correct(lineProblemsFrom(refusal.details)) : [];
      if (error instanceof CallableError && error.code === 'permission-denied') clearPendingOrderId(uid);
      setFailure(checkoutFailureFrom(error, changes));
    }
  };

  return {
    initialValues,
    accountName: displayName,
    lastAddress: typedAddress ? null : lastAddress.data,
    saveDraft: (values: unknown) => writeCheckoutDraft(uid, values),
    submit,
    failure,
    slow,
    placed,
    changedSchedule,
  };
}
