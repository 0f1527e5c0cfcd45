/**
 * Demo orders for the seed: one of every kind the shop sees (every order status and payment status, Mobile Money
 * attempts, refunds), then as many as asked of what usually happens, with their numbers. The orders have the
 * fields placeOrder writes, with their numbers (domain/order/order-number.ts), phones and search keys
 * (domain/order/order-search.ts), totals from the shop's pricing. Pure and seeded: the same arguments give the same
 * orders.
 */
import { ORDER_MESSAGES } from '@domain/shared/messages';
import type { OrderStatus, PaymentMethod, PaymentStatus } from '@domain/order/order';
import { drawOrderNumbers } from '@domain/order/order-number';
import { PAYMENT_MESSAGES } from '@domain/payments/messages';
import { MOBILE_MONEY_NETWORK_LABELS, paymentReference, type MobileMoneyNetwork } from '@domain/payments/order-payment';
import { orderSearchKeys } from '@domain/order/order-search';
import { maskGhanaPhone } from '@domain/shared/phone';
import { calculateTotals, type DeliveryMethod } from '@domain/order/pricing';
import { rng, type Rng } from '../seed-catalogue/bulk';
import { SEED_PRODUCTS, type SeedProduct } from '@domain/demo/catalogue';
import { DEMO_USERS, SEED_SETTINGS } from '../seed-data';
import { DAY_MS, MINUTE_MS, PLACES, type SeedCustomer, type SeedDoc } from './customers';

/** What became of an order: its status, payment, how it was paid and whether it was picked up. */
interface Scenario {
  status: OrderStatus;
  payment: PaymentStatus;
  method: PaymentMethod;
  delivery: DeliveryMethod;
}

/**
 * One order of each kind the shop sees, so that every status and payment status is on screen in the demo:
 * the newest first (pending) to the oldest (delivered, cancelled).
 */
const EVERY_KIND: (Scenario & { ageDays: number })[] = [
  { ageDays: 0.004, status: 'pending', payment: 'awaiting_payment', method: 'mobile_money_now', delivery: 'delivery' },
  { ageDays: 0.1, status: 'pending', payment: 'unpaid', method: 'cash_on_delivery', delivery: 'delivery' },
  { ageDays: 0.3, status: 'pending', payment: 'paid', method: 'mobile_money_now', delivery: 'pickup' },
  { ageDays: 0.8, status: 'cancelled', payment: 'expired', method: 'mobile_money_now', delivery: 'delivery' },
  { ageDays: 1.2, status: 'confirmed', payment: 'unpaid', method: 'mobile_money_on_delivery', delivery: 'delivery' },
  { ageDays: 2.5, status: 'processing', payment: 'paid', method: 'mobile_money_now', delivery: 'delivery' },
  { ageDays: 3.2, status: 'out_for_delivery', payment: 'unpaid', method: 'cash_on_delivery', delivery: 'delivery' },
  { ageDays: 3.6, status: 'ready_for_pickup', payment: 'unpaid', method: 'cash_on_delivery', delivery: 'pickup' },
  { ageDays: 6, status: 'delivered', payment: 'paid', method: 'cash_on_delivery', delivery: 'delivery' },
  { ageDays: 8, status: 'cancelled', payment: 'not_needed', method: 'cash_on_delivery', delivery: 'delivery' },
  { ageDays: 9, status: 'cancelled', payment: 'refund_due', method: 'mobile_money_now', delivery: 'delivery' },
  { ageDays: 15, status: 'cancelled', payment: 'refunded', method: 'mobile_money_now', delivery: 'pickup' },
];

export const EVERY_KIND_OF_ORDER = EVERY_KIND.length;

/** What usually becomes of an order placed `ageDays` ago. */
function likelyScenario(r: Rng, ageDays: number): Scenario {
  const method: PaymentMethod =
    r.next() < 0.45 ? 'cash_on_delivery' : r.next() < 0.55 ? 'mobile_money_on_delivery' : 'mobile_money_now';
  const delivery: DeliveryMethod = r.next() < 0.25 ? 'pickup' : 'delivery';
  const paidNow = method === 'mobile_money_now';
  if (ageDays > 5 || r.next() < 0.1) {
    if (r.next() < 0.12) {
      const payment: PaymentStatus = paidNow ? r.pick(['expired', 'refunded', 'refund_due'] as const) : 'not_needed';
      return { status: 'cancelled', payment, method, delivery };
    }
    if (ageDays > 5) return { status: 'delivered', payment: 'paid', method, delivery };
  }
  const status: OrderStatus =
    ageDays < 1
      ? 'pending'
      : ageDays < 2
        ? r.pick(['pending', 'confirmed'] as const)
        : ageDays < 3.5
          ? r.pick(['confirmed', 'processing'] as const)
          : delivery === 'pickup'
            ? 'ready_for_pickup'
            : 'out_for_delivery';
  return { status, payment: paidNow || r.next() < 0.1 ? 'paid' : 'unpaid', method, delivery };
}

/** The statuses an order went through to reach `status`. */
function pathTo(status: OrderStatus, delivery: DeliveryMethod): OrderStatus[] {
  const last = delivery === 'pickup' ? 'ready_for_pickup' : 'out_for_delivery';
  const full: OrderStatus[] = ['pending', 'confirmed', 'processing', last, 'delivered'];
  if (status === 'cancelled') return ['pending', 'cancelled'];
  return full.slice(0, full.indexOf(status) + 1);
}

/** The products an order may hold: on sale, not services (the demo's awaiting order holds one of its own). */
const SELLABLE = SEED_PRODUCTS.filter((p) => p.type === 'product' && p.available && p.stock > 0);
/**
 * The product of the demo's order awaiting its Mobile Money payment: the expiry sweep may cancel that order
 * (and put its stock back) while tests run, so it holds a product no test counts the stock of, and none the
 * calculator recommends (a panel's stock decides which alternatives it offers).
 */
const AWAITING_PRODUCT = SEED_PRODUCTS.find((p) => p.id === 'ups-mercury-elite-1000-pro') ?? SELLABLE[0]!;

interface OrderInput extends Scenario {
  id: string;
  customer: SeedCustomer;
  createdAt: Date;
  lines: { product: SeedProduct; quantity: number }[];
}

function attempt(orderId: string, n: number, status: 'pending' | 'success' | 'failed', phone: string, at: Date) {
  const network: MobileMoneyNetwork = phone.startsWith('+23320') || phone.startsWith('+23350') ? 'vod' : 'mtn';
  return {
    reference: paymentReference(orderId, n),
    network,
    wallet: maskGhanaPhone(phone),
    status,
    message: status === 'failed' ? 'The payment was declined: not enough money in the wallet.' : '',
    displayText: '',
    createdAt: at,
    updatedAt: new Date(at.getTime() + 2 * MINUTE_MS),
  };
}

/** An order document as placeOrder and the later steps (staff, payments, refunds) leave it. */
function orderDoc(input: OrderInput, now: number): Record<string, unknown> {
  const { id, customer, createdAt, status, payment, method, delivery } = input;
  const admin = DEMO_USERS.admin.uid;
  const items = input.lines.map(({ product, quantity }) => ({
    productId: product.id,
    name: product.name,
    price: product.price,
    quantity,
  }));
  // Priced as placeOrder prices them: delivery by the customer's region (docs/delivery-fees.md).
  const totals = calculateTotals(items, SEED_SETTINGS.business, delivery, customer.region);
  const place = PLACES.find(([, town]) => town === customer.town) ?? PLACES[0];
  const address = {
    fullName: customer.displayName,
    phone: customer.phone,
    region: customer.region,
    town: customer.town,
    gpsAddress: null,
    streetOrLandmark: place[2],
  };
  // Each step a few hours after the one before, never in the future.
  const step = (n: number) => new Date(Math.min(now - MINUTE_MS, createdAt.getTime() + n * 5 * 60 * MINUTE_MS));
  const history: Record<string, unknown>[] = pathTo(status, delivery).map((s, i) => ({
    status: s,
    at: step(i),
    by: i === 0 || (s === 'cancelled' && payment === 'not_needed') ? customer.uid : admin,
    note:
      i === 0
        ? ORDER_MESSAGES.placed
        : s === 'cancelled' && payment === 'not_needed'
          ? ORDER_MESSAGES.cancelledByCustomer
          : '',
  }));
  const attempts: Record<string, unknown>[] = [];
  let paidAt: Date | null = null;
  const paidOnline = method === 'mobile_money_now';
  if (paidOnline) {
    const first = new Date(createdAt.getTime() + MINUTE_MS);
    if (payment === 'awaiting_payment') attempts.push(attempt(id, 1, 'pending', customer.phone, first));
    else if (payment === 'expired') attempts.push(attempt(id, 1, 'failed', customer.phone, first));
    else if (payment !== 'unpaid' && payment !== 'not_needed') {
      // Some shoppers need a second try (a declined first prompt).
      if (id.endsWith('3') || id.endsWith('7')) attempts.push(attempt(id, 1, 'failed', customer.phone, first));
      const success = attempt(
        id,
        attempts.length + 1,
        'success',
        customer.phone,
        new Date(first.getTime() + MINUTE_MS),
      );
      attempts.push(success);
      paidAt = success.updatedAt;
      history.splice(1, 0, {
        status: 'pending',
        at: paidAt,
        by: 'paystack',
        note: PAYMENT_MESSAGES.paidOnline(MOBILE_MONEY_NETWORK_LABELS[success.network], success.reference),
        paymentStatus: 'paid',
      });
    }
    if (payment === 'expired') {
      history.push({
        status: 'cancelled',
        at: step(1),
        by: 'system',
        note: PAYMENT_MESSAGES.expired,
        paymentStatus: 'expired',
      });
      history.splice(1, 1);
    }
  } else if (payment !== 'unpaid' && payment !== 'not_needed') {
    // Paid on delivery (or early): staff record it.
    paidAt = status === 'delivered' ? (history.at(-1)?.at as Date) : step(1);
    history.push({
      status: status === 'cancelled' ? 'pending' : status,
      at: paidAt,
      by: admin,
      note: ORDER_MESSAGES.paymentReceived,
      paymentStatus: 'paid',
    });
  }
  history.sort((a, b) => (a.at as Date).getTime() - (b.at as Date).getTime());
  let refund: Record<string, unknown> | null = null;
  if (payment === 'refund_due' || payment === 'refunded') {
    const cancelledAt = history.at(-1)?.at as Date;
    history.push({
      status: 'cancelled',
      at: cancelledAt,
      by: admin,
      note: ORDER_MESSAGES.refundDue,
      paymentStatus: 'refund_due',
    });
    if (payment === 'refunded') {
      const at = new Date(Math.min(now - MINUTE_MS, cancelledAt.getTime() + DAY_MS));
      refund = {
        amount: totals.total,
        method: 'mobile_money',
        reference: `MM-${id.slice(-6)}${createdAt.getUTCDate()}`,
        at,
        by: admin,
      };
      history.push({
        status: 'cancelled',
        at,
        by: admin,
        note: ORDER_MESSAGES.refundRecorded,
        paymentStatus: 'refunded',
      });
    }
  }
  const updatedAt = history.reduce((latest, e) => Math.max(latest, (e.at as Date).getTime()), createdAt.getTime());
  return {
    userId: customer.uid,
    customer: {
      email: customer.email,
      displayName: customer.displayName,
      phone: customer.phone,
      searchKeys: orderSearchKeys(customer),
    },
    items,
    ...totals,
    currency: 'GHS',
    status,
    paymentStatus: payment,
    paymentMethod: method,
    ...(paidOnline
      ? {
          paymentAttempts: attempts,
          paymentDueBy:
            payment === 'awaiting_payment'
              ? new Date(createdAt.getTime() + SEED_SETTINGS.payment.holdMinutes * MINUTE_MS)
              : null,
        }
      : {}),
    delivery: { method: delivery, address: delivery === 'delivery' ? address : null },
    statusHistory: history,
    createdAt,
    updatedAt: new Date(updatedAt),
    paidAt,
    ...(refund ? { refund } : {}),
  };
}

export interface GeneratedOrders {
  /** Without their numbers: numberOrders gives them once every order of the run is known. */
  orders: SeedDoc[];
  /** Per customer uid: orders not cancelled and their total (users/{uid} totalOrders and totalSpent) */
  totals: Map<string, { orders: number; spent: number }>;
  /** Per product id: units sold in orders not cancelled */
  sales: Map<string, number>;
}

/**
 * Orders by `customers`: `every kind` first when asked (one of each status and payment, see EVERY_KIND), then
 * `count` orders of what usually happens, placed over the last `spanDays` (more of them lately).
 */
export function generateOrders(options: {
  count: number;
  customers: SeedCustomer[];
  now: number;
  spanDays: number;
  everyKind: boolean;
  idPrefix: string;
  seed?: number;
}): GeneratedOrders {
  const { customers, now, spanDays, idPrefix } = options;
  const r = rng(options.seed ?? 26_11);
  const inputs: OrderInput[] = [];
  const customerAt = (i: number) => customers[i % customers.length]!;
  const linesFor = (): OrderInput['lines'] =>
    Array.from({ length: r.int(1, 3) }, () => r.pick(SELLABLE))
      .filter((p, i, all) => all.indexOf(p) === i)
      .map((product) => ({ product, quantity: product.price > 3000 ? 1 : r.int(1, 4) }));
  const total = (options.everyKind ? EVERY_KIND.length : 0) + options.count;
  const id = (i: number) => `${idPrefix}-order-${String(i + 1).padStart(6, '0')}`;
  if (options.everyKind) {
    EVERY_KIND.forEach((kind, i) => {
      const createdAt = new Date(now - kind.ageDays * DAY_MS);
      const lines = kind.payment === 'awaiting_payment' ? [{ product: AWAITING_PRODUCT, quantity: 1 }] : linesFor();
      inputs.push({ ...kind, id: id(i), customer: customerAt(i), createdAt, lines });
    });
  }
  for (let i = inputs.length; i < total; i++) {
    // More orders lately: the age is skewed towards now; at least an hour old (nothing awaits payment).
    const ageDays = Math.max(1 / 24, spanDays * r.next() ** 1.6);
    const scenario = likelyScenario(r, ageDays);
    const createdAt = new Date(now - ageDays * DAY_MS);
    inputs.push({
      ...scenario,
      id: id(i),
      customer: customerAt(r.int(0, customers.length - 1)),
      createdAt,
      lines: linesFor(),
    });
  }
  inputs.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());

  const totals = new Map<string, { orders: number; spent: number }>();
  const sales = new Map<string, number>();
  const orders = inputs.map((input) => {
    const data = orderDoc(input, now);
    if (input.status !== 'cancelled') {
      const t = totals.get(input.customer.uid) ?? { orders: 0, spent: 0 };
      t.orders += 1;
      t.spent = Math.round((t.spent + (data.total as number)) * 100) / 100;
      totals.set(input.customer.uid, t);
      for (const { product, quantity } of input.lines) sales.set(product.id, (sales.get(product.id) ?? 0) + quantity);
    }
    return { path: `orders/${input.id}`, data };
  });
  return { orders, totals, sales };
}

/**
 * Gives the orders their short numbers as placeOrder does (domain/order/order-number.ts): drawn at random in the month
 * each was placed, here from a seeded generator, so that the same orders get the same numbers. A number in
 * `taken` (claimed in orderNumbers by another order) or already given to one of these orders is drawn again.
 * Returns each number's order id: the claims (orderNumbers/{number}) to write with the orders.
 */
export function numberOrders(
  orders: SeedDoc[],
  taken: ReadonlySet<string> = new Set(),
  seed = 25_01,
): Map<string, string> {
  const r = rng(seed);
  const claims = new Map<string, string>();
  for (const order of orders) {
    const at = order.data.createdAt as Date;
    let number: string | undefined;
    while (!number || taken.has(number) || claims.has(number)) [number] = drawOrderNumbers(at, 1, r.int);
    claims.set(number, order.path.split('/')[1] ?? order.path);
    order.data.number = number;
  }
  return claims;
}
