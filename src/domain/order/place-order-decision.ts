import type { ProductType } from '@domain/catalog/catalog';
import { problemSentence, sellVerdict, type LineProblem } from '@domain/cart/cart-rules';
import { shopDay } from '@domain/shared/date-time';
import { ORDER_MESSAGES } from '@domain/shared/messages';
import { fromPesewas, toPesewas } from '@domain/shared/money';
import type { OrderItem } from './order-record';
import type { PlaceOrderInput } from './order-schemas';
import { orderSearchKeys } from './order-search';
import { initialPaymentStatus, MAX_PENDING_ORDERS, PLACE_ORDER_REFUSALS, type OrderStatus } from './order-status';
import { PLAN_REFUSAL_MESSAGES } from '@domain/plans/messages';
import type { PlanRefusal } from '@domain/plans/plan-rules';
import type { PlanSchedule } from '@domain/plans/plan-schedule';
import { confirmSchedule } from '@domain/plans/plan-template-terms';
import type { PriceChange } from './price-check';
import { calculateTotals, type Totals } from './pricing';
import type { ProductOnSale } from '@domain/catalog/product-record';
import type { ShopSettings } from '@domain/shop/settings';
import { stockState, type StockState } from '@domain/catalog/stock';
import type { UserProfile } from '@domain/users/user';

/**
 * placeOrder's decision (DESIGN.md section 3; functions/src/orders/place-order.ts reads and writes only): from the
 * documents read in its transaction, either a refusal with its words and details, or the writes to make. Pure,
 * so that every refusal and the money are unit tests (place-order-decision.test.ts).
 */

/** What placeOrder read, each document through its one reader. */
export interface PlaceOrderReads {
  uid: string;
  /** The caller's e-mail from their sign-in ('' when none) */
  email: string;
  input: PlaceOrderInput;
  /** orders/{input.orderId} when it exists (the order id is the client's idempotency key): its owner */
  existing: { userId: string } | null;
  /** users/{uid}; null when there is none */
  user: UserProfile | null;
  /** The customer's totalOrders as it was when their pending orders were counted (before the transaction) */
  totalOrdersBefore: number;
  /** The status of each of those orders, read again in the transaction */
  pendingStatuses: OrderStatus[];
  settings: ShopSettings;
  /** Each line's product as read now, in the order of input.items; null when there is none */
  products: (ProductOnSale | null)[];
  now: Date;
}

/** Why placeOrder says no: the callable's error code, the words for the shopper, and what the checkout needs. */
export interface PlaceOrderRefusal {
  kind: 'refused';
  code: 'permission-denied' | 'failed-precondition';
  message: string;
  details?: {
    reason?: string;
    problems?: LineProblem[];
    priceChange?: PriceChange;
    schedule?: PlanSchedule;
  };
}

/** One product's write: its stock after the sale, the sales to add, its stock level, withdrawn at 0. */
export interface StockWrite {
  productId: string;
  stock: number;
  sold: number;
  stockLevel: StockState['kind'];
  withdraw: boolean;
}

/** The order placed: the new order's fields (placeOrder adds its number and times), the stock, the counters. */
export interface PlaceOrderWrites {
  kind: 'place';
  order: {
    userId: string;
    customer: { email: string; displayName: string; phone: string; searchKeys: string[] };
    items: OrderItem[];
    currency: 'GHS';
    status: 'pending';
    paymentStatus: ReturnType<typeof initialPaymentStatus>;
    paymentMethod: PlaceOrderInput['paymentMethod'];
    delivery: PlaceOrderInput['delivery'];
  } & Totals;
  /** Paid now with Mobile Money: when the order expires unpaid (the shop's hold time from now); null otherwise */
  paymentDueBy: Date | null;
  /** Paid in instalments: the schedule confirmed, and whom the plan is for; null otherwise */
  plan: { schedule: PlanSchedule; customer: { name: string; email: string; phone: string } } | null;
  stock: StockWrite[];
  /** The customer's totalSpent once this order counts (GHS); totalOrders goes up by one */
  totalSpent: number;
}

export type PlaceOrderDecision =
  /** The same order id was placed already by this customer: answer it, write nothing */
  | { kind: 'already_placed' }
  /** The customer's orders changed since they were counted: count them again and try again */
  | { kind: 'recount' }
  | PlaceOrderRefusal
  | PlaceOrderWrites;

const refused = (
  code: PlaceOrderRefusal['code'],
  message: string,
  details?: PlaceOrderRefusal['details'],
): PlaceOrderRefusal => ({ kind: 'refused', code, message, ...(details ? { details } : {}) });

const refusePlan = (reason: PlanRefusal, schedule?: PlanSchedule): PlaceOrderRefusal =>
  refused('failed-precondition', PLAN_REFUSAL_MESSAGES[reason], { reason, ...(schedule ? { schedule } : {}) });

/**
 * What can be sold of a product as read now, or the problem with it. A refusal names only a product the
 * caller may read (firestore.rules: available, or any product for an admin); any other (missing, deleted,
 * withdrawn, sold out and hidden) is "A product in your cart", so that nobody learns a hidden product's name
 * by ordering its id. The checkout knows its own lines by `productId`.
 */
function checkLine(
  productId: string,
  read: ProductOnSale | null,
  requested: number,
  callerIsAdmin: boolean,
): LineProblem | { price: number; name: string; stock: number; lowStockThreshold: number; type: ProductType } {
  const name = read?.product.name || ORDER_MESSAGES.productInCart;
  const readable = read !== null && (read.product.available || callerIsAdmin);
  // A product without a valid price cannot be sold either.
  const product = read && { ...read.product, name, available: read.product.available && read.priced };
  const verdict = sellVerdict(product ?? undefined, requested);
  if (!verdict && read) {
    const { stock, lowStockThreshold, type, price } = read.product;
    return { price: fromPesewas(toPesewas(price)), name, stock, lowStockThreshold, type };
  }
  const { kind, available } = verdict ?? { kind: 'unavailable' as const, available: 0 };
  return { productId, name: readable ? name : ORDER_MESSAGES.productInCart, kind, requested, available };
}

/** The schedule of the plan the shopper chose, computed again on the shop's day of `now`; null when none. */
function planScheduleOf(
  reads: PlaceOrderReads,
  totalGhs: number,
): PlaceOrderRefusal | { schedule: PlanSchedule | null } {
  const { input, settings, now } = reads;
  if (input.paymentMethod !== 'instalments' || !input.plan) return { schedule: null };
  const decided = confirmSchedule(settings.planTemplates, input.plan, totalGhs, 'order', shopDay(now));
  if (decided.ok) return { schedule: decided.schedule };
  return refusePlan(decided.reason, decided.reason === 'schedule_changed' ? decided.schedule : undefined);
}

/**
 * placeOrder's rules in the order it applies them: the same order id again answers the first order (checked
 * first: even if prices changed or the limit was reached since); the account must exist and be active; at most
 * MAX_PENDING_ORDERS orders pending; every line sellable (each problem listed, naming only what the caller may
 * read); the total computed now by the shop's one pricing function must be the one the shopper confirmed
 * (DESIGN.md section 4, invariant 8); paid in instalments, the schedule confirmed must be the one computed now.
 */
export function decidePlaceOrder(reads: PlaceOrderReads): PlaceOrderDecision {
  const { uid, email, input, existing, user, settings } = reads;
  if (existing) {
    return existing.userId === uid
      ? { kind: 'already_placed' }
      : refused('permission-denied', ORDER_MESSAGES.orderIdTaken);
  }
  if (!user) return refused('permission-denied', ORDER_MESSAGES.accountNotFound);
  if (!user.isActive) return refused('permission-denied', ORDER_MESSAGES.accountDisabled);
  if (user.totalOrders !== reads.totalOrdersBefore) return { kind: 'recount' };
  if (reads.pendingStatuses.filter((s) => s === 'pending').length >= MAX_PENDING_ORDERS) {
    return refused('failed-precondition', ORDER_MESSAGES.tooManyPending(MAX_PENDING_ORDERS), {
      reason: PLACE_ORDER_REFUSALS.tooManyPending,
    });
  }
  const callerIsAdmin = user.role === 'admin';

  const problems: LineProblem[] = [];
  const lines: (OrderItem & { stock: number; lowStockThreshold: number; type: ProductType })[] = [];
  input.items.forEach((item, i) => {
    const checked = checkLine(item.productId, reads.products[i] ?? null, item.quantity, callerIsAdmin);
    if ('kind' in checked) problems.push(checked);
    else lines.push({ productId: item.productId, quantity: item.quantity, ...checked });
  });
  if (problems.length > 0) {
    return refused('failed-precondition', problems.map(problemSentence).join(' '), { problems });
  }

  // Delivery priced by the address's region (docs/delivery-fees.md), by the checkout's own rule.
  const business = settings.business;
  const totals = calculateTotals(lines, business, input.delivery.method, input.delivery.address?.region);
  // Never charge a total the shopper did not see: any difference (a price, the tax rate, the region's delivery
  // fee or threshold) refuses the order with the new figures; the checkout shows what changed.
  if (toPesewas(totals.total) !== input.confirmedTotal) {
    const priceChange: PriceChange = {
      confirmedTotal: input.confirmedTotal,
      totals,
      settings: business,
      prices: lines.map(({ productId, price }) => ({ productId, price })),
    };
    return refused('failed-precondition', ORDER_MESSAGES.totalChanged, { priceChange });
  }
  const plan = planScheduleOf(reads, totals.total);
  if ('kind' in plan) return plan;

  const displayName = user.displayName;
  const phone = input.delivery.address?.phone ?? '';
  return {
    kind: 'place',
    order: {
      userId: uid,
      // For the staff's search (domain/order/order-search.ts): the phone as the address schema normalised it.
      customer: { email, displayName, phone, searchKeys: orderSearchKeys({ email, displayName, phone }) },
      items: lines.map(({ productId, name, price, quantity }) => ({ productId, name, price, quantity })),
      ...totals,
      currency: 'GHS',
      status: 'pending',
      paymentStatus: initialPaymentStatus(input.paymentMethod),
      paymentMethod: input.paymentMethod,
      delivery: input.delivery,
    },
    // Paid now with Mobile Money (README, "Paying now with Mobile Money"): the stock is held until then.
    paymentDueBy:
      input.paymentMethod === 'mobile_money_now'
        ? new Date(reads.now.getTime() + settings.payment.holdMinutes * 60_000)
        : null,
    plan: plan.schedule
      ? {
          schedule: plan.schedule,
          customer: { name: input.delivery.address?.fullName || displayName, email, phone },
        }
      : null,
    stock: lines.map((line) => {
      const stock = line.stock - line.quantity;
      return {
        productId: line.productId,
        stock,
        sold: line.quantity,
        stockLevel: stockState({ type: line.type, stock, lowStockThreshold: line.lowStockThreshold }).kind,
        withdraw: stock <= 0,
      };
    }),
    totalSpent: fromPesewas(toPesewas(user.totalSpent) + toPesewas(totals.total)),
  };
}
