import { z } from 'zod';
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from './cart-rules';
import { ORDER_MESSAGES } from './messages';
import { isGhanaPhone, normaliseGhanaPhone } from './phone';
import type { DeliveryMethod } from './pricing';

/**
 * Orders (DESIGN.md sections 2 and 3): statuses and their transitions, payment, the Ghana delivery address,
 * the placeOrder input schema, and the request/response types of the order callables, shared by
 * functions/ and the app.
 *
 * This module loads zod (about 25 KB gzip): import it only from lazily loaded code (checkout, order and
 * admin screens), never from the home route's modules; `import type` is always free.
 */

// ---------------------------------------------------------------------------------------------------------
// Statuses
// ---------------------------------------------------------------------------------------------------------

export const ORDER_STATUSES = [
  'pending',
  'confirmed',
  'processing',
  'out_for_delivery',
  'ready_for_pickup',
  'delivered',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  processing: 'Processing',
  out_for_delivery: 'Out for delivery',
  ready_for_pickup: 'Ready for pickup',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

const NEXT_STATUSES: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['processing', 'cancelled'],
  processing: ['out_for_delivery', 'ready_for_pickup', 'cancelled'],
  out_for_delivery: ['delivered'],
  ready_for_pickup: ['delivered'],
  delivered: [],
  cancelled: [],
};

/** Statuses from which an order may be cancelled (by an admin); the stock is then put back. */
export const CANCELLABLE_STATUSES: readonly OrderStatus[] = ['pending', 'confirmed', 'processing'];

/** The statuses an order may move to next: out_for_delivery only for delivery, ready_for_pickup only for pickup. */
export function nextStatuses(status: OrderStatus, method: DeliveryMethod): OrderStatus[] {
  return NEXT_STATUSES[status].filter(
    (next) =>
      !(next === 'out_for_delivery' && method !== 'delivery') && !(next === 'ready_for_pickup' && method !== 'pickup'),
  );
}

export function canTransition(from: OrderStatus, to: OrderStatus, method: DeliveryMethod): boolean {
  return nextStatuses(from, method).includes(to);
}

/** A customer may cancel their own order only while it is pending. */
export function canCustomerCancel(status: OrderStatus): boolean {
  return status === 'pending';
}

export const isOrderStatus = (value: unknown): value is OrderStatus =>
  typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);

// ---------------------------------------------------------------------------------------------------------
// Payment and delivery
// ---------------------------------------------------------------------------------------------------------

/**
 * unpaid → paid (staff record a payment); a paid order that is cancelled becomes refund_due, and staff
 * record the refund (amount, Mobile Money or cash, reference) to make it refunded.
 */
export const PAYMENT_STATUSES = ['unpaid', 'paid', 'refund_due', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  unpaid: 'Unpaid',
  paid: 'Paid',
  refund_due: 'Refund due',
  refunded: 'Refunded',
};

/** How staff paid a refund back. */
export const REFUND_METHODS = ['mobile_money', 'cash'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];
export const REFUND_METHOD_LABELS: Record<RefundMethod, string> = {
  mobile_money: 'Mobile Money',
  cash: 'Cash',
};

/**
 * A customer may have at most this many orders waiting for the shop's confirmation (status pending);
 * placeOrder refuses another (hoarding stock with unconfirmed cash-on-delivery orders).
 */
export const MAX_PENDING_ORDERS = 3;

export const PAYMENT_METHODS = ['cash_on_delivery', 'mobile_money_on_delivery'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cash_on_delivery: 'Cash on delivery',
  mobile_money_on_delivery: 'Mobile Money on delivery',
};

export const DELIVERY_METHOD_LABELS: Record<DeliveryMethod, string> = {
  delivery: 'Delivery',
  pickup: 'Pickup at our Tamale shop',
};

/** The 16 regions of Ghana. */
export const GHANA_REGIONS = [
  'Ahafo',
  'Ashanti',
  'Bono',
  'Bono East',
  'Central',
  'Eastern',
  'Greater Accra',
  'North East',
  'Northern',
  'Oti',
  'Savannah',
  'Upper East',
  'Upper West',
  'Volta',
  'Western',
  'Western North',
] as const;
export type GhanaRegion = (typeof GHANA_REGIONS)[number];

/**
 * A GhanaPost GPS digital address: two letters, then two groups of 3 or 4 digits (NT-0123-4567,
 * GA-183-8164), separated by dashes or spaces; normalised to upper case with dashes; null when it is not one.
 */
export function normaliseGpsAddress(input: string): string | null {
  const compact = input
    .trim()
    .toUpperCase()
    .replace(/\s*-\s*|\s+/g, '-');
  return /^[A-Z]{2}-\d{3,4}-\d{3,4}$/.test(compact) ? compact : null;
}

export const isGpsAddress = (input: string): boolean => normaliseGpsAddress(input) !== null;

// ---------------------------------------------------------------------------------------------------------
// Schemas (zod): the checkout form and every order callable validate with these
// ---------------------------------------------------------------------------------------------------------

/** A Firestore document id: no slash, not "." or "..", not __reserved__. */
export function isDocumentId(value: string): boolean {
  return (
    value.length > 0 &&
    value.length <= 128 &&
    !value.includes('/') &&
    value !== '.' &&
    value !== '..' &&
    !/^__.*__$/.test(value)
  );
}

/** Client-generated order ids (a UUID or an auto id): letters, digits, dashes and underscores. */
export const ORDER_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{15,127}$/;

const text = (message: string, min: number, max: number) =>
  z.string({ error: message }).trim().min(min, { error: message }).max(max, { error: message });

export const deliveryAddressSchema = z.object(
  {
    fullName: text(ORDER_MESSAGES.fullName, 2, 100),
    phone: z
      .string({ error: ORDER_MESSAGES.phone })
      .max(30, { error: ORDER_MESSAGES.phone })
      .refine(isGhanaPhone, { error: ORDER_MESSAGES.phone })
      .transform((phone) => normaliseGhanaPhone(phone) ?? phone),
    region: z.enum(GHANA_REGIONS, { error: ORDER_MESSAGES.region }),
    town: text(ORDER_MESSAGES.town, 2, 80),
    gpsAddress: z
      .string({ error: ORDER_MESSAGES.gpsAddress })
      .max(20, { error: ORDER_MESSAGES.gpsAddress })
      .nullish()
      .refine((gps) => !gps?.trim() || isGpsAddress(gps), { error: ORDER_MESSAGES.gpsAddress })
      .transform((gps) => (gps?.trim() ? normaliseGpsAddress(gps) : null)),
    streetOrLandmark: text(ORDER_MESSAGES.streetOrLandmark, 3, 200),
  },
  { error: ORDER_MESSAGES.addressRequired },
);

/** What the checkout form holds (before normalising) and what an order stores (after). */
export type DeliveryAddressInput = z.input<typeof deliveryAddressSchema>;
export type DeliveryAddress = z.output<typeof deliveryAddressSchema>;

export const orderIdSchema = z
  .string({ error: ORDER_MESSAGES.invalidOrderId })
  .regex(ORDER_ID_PATTERN, { error: ORDER_MESSAGES.invalidOrderId });

/** An optional note; the callable protocol sends an undefined field as null, so null means none too. */
const noteSchema = z
  .string({ error: ORDER_MESSAGES.note })
  .trim()
  .max(500, { error: ORDER_MESSAGES.note })
  .nullish()
  .transform((note) => note || undefined);

export const orderItemInputSchema = z.object({
  productId: z
    .string({ error: ORDER_MESSAGES.invalidProductId })
    .refine(isDocumentId, { error: ORDER_MESSAGES.invalidProductId }),
  quantity: z
    .number({ error: ORDER_MESSAGES.invalidQuantity(MAX_LINE_QUANTITY) })
    .int({ error: ORDER_MESSAGES.invalidQuantity(MAX_LINE_QUANTITY) })
    .min(1, { error: ORDER_MESSAGES.invalidQuantity(MAX_LINE_QUANTITY) })
    .max(MAX_LINE_QUANTITY, { error: ORDER_MESSAGES.invalidQuantity(MAX_LINE_QUANTITY) }),
});

/**
 * placeOrder's input. Only ids and quantities are taken from the client: anything else it sends (prices,
 * names, totals) is stripped, and the server prices the order itself.
 */
export const placeOrderInputSchema = z.object(
  {
    orderId: orderIdSchema,
    items: z
      .array(orderItemInputSchema, { error: ORDER_MESSAGES.emptyOrder })
      .min(1, { error: ORDER_MESSAGES.emptyOrder })
      .max(MAX_CART_LINES, { error: ORDER_MESSAGES.tooManyLines(MAX_CART_LINES) })
      .refine((items) => new Set(items.map((i) => i.productId)).size === items.length, {
        error: ORDER_MESSAGES.duplicateLine,
      }),
    delivery: z.discriminatedUnion(
      'method',
      [
        z.object({ method: z.literal('delivery'), address: deliveryAddressSchema }),
        z.object({
          method: z.literal('pickup'),
          address: deliveryAddressSchema.nullish().transform((address) => address ?? null),
        }),
      ],
      { error: ORDER_MESSAGES.chooseDeliveryMethod },
    ),
    paymentMethod: z.enum(PAYMENT_METHODS, { error: ORDER_MESSAGES.choosePaymentMethod }),
    /**
     * The total the shopper saw and confirmed, in integer pesewas. placeOrder refuses (failed-precondition,
     * `details.priceChange`) when its own total differs, so that nobody is charged a total they did not see.
     */
    confirmedTotal: z
      .number({ error: ORDER_MESSAGES.invalidRequest })
      .int({ error: ORDER_MESSAGES.invalidRequest })
      .min(0, { error: ORDER_MESSAGES.invalidRequest })
      .max(100_000_000_000, { error: ORDER_MESSAGES.invalidRequest }),
  },
  { error: ORDER_MESSAGES.invalidRequest },
);

export const cancelMyOrderInputSchema = z.object({ orderId: orderIdSchema }, { error: ORDER_MESSAGES.invalidRequest });

export const updateOrderStatusInputSchema = z.object(
  {
    orderId: orderIdSchema,
    status: z.enum(ORDER_STATUSES, { error: ORDER_MESSAGES.chooseStatus }),
    note: noteSchema,
  },
  { error: ORDER_MESSAGES.invalidRequest },
);

export const markOrderPaidInputSchema = z.object(
  { orderId: orderIdSchema, note: noteSchema },
  { error: ORDER_MESSAGES.invalidRequest },
);

/** recordRefund (admin): the refund of a cancelled paid order (refund_due → refunded). */
export const recordRefundInputSchema = z.object(
  {
    orderId: orderIdSchema,
    /** GHS, at most the order's total (the function checks); 2 decimals */
    amount: z
      .number({ error: ORDER_MESSAGES.refundAmount })
      .positive({ error: ORDER_MESSAGES.refundAmount })
      .max(10_000_000, { error: ORDER_MESSAGES.refundAmount })
      .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, { error: ORDER_MESSAGES.refundAmount }),
    method: z.enum(REFUND_METHODS, { error: ORDER_MESSAGES.refundMethod }),
    reference: text(ORDER_MESSAGES.refundReference, 1, 100),
    note: noteSchema,
  },
  { error: ORDER_MESSAGES.invalidRequest },
);

// ---------------------------------------------------------------------------------------------------------
// The order document and the callables' requests and responses
// ---------------------------------------------------------------------------------------------------------

export interface OrderItem {
  productId: string;
  name: string;
  /** GHS, the unit price when ordered */
  price: number;
  quantity: number;
}

export interface OrderDelivery {
  method: DeliveryMethod;
  /** Always set for delivery; for pickup only when the customer gave one. */
  address: DeliveryAddress | null;
}

/** One entry of the order's timeline; a payment entry carries `paymentStatus`. */
export interface StatusHistoryEntry<D> {
  status: OrderStatus;
  at: D;
  /** uid of who did it: the customer, an admin */
  by: string;
  note: string;
  paymentStatus?: PaymentStatus;
}

/** The refund staff recorded for a cancelled paid order. */
export interface RefundRecord<D> {
  /** GHS */
  amount: number;
  method: RefundMethod;
  reference: string;
  at: D;
  /** uid of the admin who recorded it */
  by: string;
}

/** An order with its dates as D: Date in the app, an ISO string over the wire. */
export interface OrderOf<D> {
  id: string;
  userId: string;
  /** Who ordered, for the admin's search: the account's email and name when ordered. */
  customer: { email: string; displayName: string };
  items: OrderItem[];
  subtotal: number;
  taxRate: number;
  tax: number;
  shipping: number;
  total: number;
  currency: 'GHS';
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  paymentMethod: PaymentMethod;
  delivery: OrderDelivery;
  statusHistory: StatusHistoryEntry<D>[];
  createdAt: D;
  updatedAt: D;
  paidAt: D | null;
  /** Set when staff recorded the refund of a cancelled paid order. */
  refund: RefundRecord<D> | null;
}

export type Order = OrderOf<Date>;
/** An order as the callables return it (dates as ISO 8601 strings). */
export type OrderDto = OrderOf<string>;

/** What the checkout sends: the client-generated order id makes a retry safe. */
export type PlaceOrderRequest = z.input<typeof placeOrderInputSchema>;
export type PlaceOrderInput = z.output<typeof placeOrderInputSchema>;
export interface PlaceOrderResponse {
  order: OrderDto;
  /** True when this order id had been placed already: the first order is returned, nothing new written. */
  alreadyPlaced: boolean;
}

export type CancelMyOrderRequest = z.input<typeof cancelMyOrderInputSchema>;
export type UpdateOrderStatusRequest = z.input<typeof updateOrderStatusInputSchema>;
export type MarkOrderPaidRequest = z.input<typeof markOrderPaidInputSchema>;
export type RecordRefundRequest = z.input<typeof recordRefundInputSchema>;
/** cancelMyOrder, updateOrderStatus, markOrderPaid and recordRefund answer with the order as it now is. */
export interface OrderUpdateResponse {
  order: OrderDto;
}

/**
 * Why placeOrder refused a line (HttpsError failed-precondition, `details.problems`), so that the checkout
 * can correct the cart: `available` is the stock there is now (0 for a product that cannot be ordered).
 */
export interface OrderProblem {
  productId: string;
  name: string;
  kind: 'not_found' | 'service' | 'unavailable' | 'short_stock';
  requested: number;
  available: number;
}

const PROBLEM_KINDS: ReadonlySet<string> = new Set(['not_found', 'service', 'unavailable', 'short_stock']);

/** The problems in a placeOrder error's details, or [] when there are none. */
export function orderProblemsFrom(details: unknown): OrderProblem[] {
  if (typeof details !== 'object' || details === null) return [];
  const problems = (details as { problems?: unknown }).problems;
  if (!Array.isArray(problems)) return [];
  return problems.filter(
    (p): p is OrderProblem =>
      typeof p === 'object' &&
      p !== null &&
      typeof p.productId === 'string' &&
      typeof p.name === 'string' &&
      PROBLEM_KINDS.has(p.kind) &&
      typeof p.requested === 'number' &&
      typeof p.available === 'number',
  );
}

const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');
const amountOf = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
const oneOf = <T extends string>(values: readonly T[], value: unknown, fallback: T): T =>
  (values as readonly unknown[]).includes(value) ? (value as T) : fallback;

/**
 * An order document (as functions write it) read defensively, its timestamps turned into D by `date`:
 * Dates in the app (lib/firebase/converters), ISO strings in the functions' answers.
 */
export function orderFromRecord<D>(id: string, data: unknown, date: (value: unknown) => D): OrderOf<D> {
  const d = asRecord(data);
  const customer = asRecord(d.customer);
  const delivery = asRecord(d.delivery);
  return {
    id,
    userId: textOf(d.userId),
    customer: { email: textOf(customer.email), displayName: textOf(customer.displayName) },
    items: (Array.isArray(d.items) ? d.items : []).map((raw): OrderItem => {
      const item = asRecord(raw);
      return {
        productId: textOf(item.productId),
        name: textOf(item.name),
        price: amountOf(item.price),
        quantity: amountOf(item.quantity),
      };
    }),
    subtotal: amountOf(d.subtotal),
    taxRate: amountOf(d.taxRate),
    tax: amountOf(d.tax),
    shipping: amountOf(d.shipping),
    total: amountOf(d.total),
    currency: 'GHS',
    status: oneOf(ORDER_STATUSES, d.status, 'pending'),
    paymentStatus: oneOf(PAYMENT_STATUSES, d.paymentStatus, 'unpaid'),
    paymentMethod: oneOf(PAYMENT_METHODS, d.paymentMethod, 'cash_on_delivery'),
    delivery: {
      method: delivery.method === 'pickup' ? 'pickup' : 'delivery',
      address: delivery.address ? (delivery.address as DeliveryAddress) : null,
    },
    statusHistory: (Array.isArray(d.statusHistory) ? d.statusHistory : []).map((raw): StatusHistoryEntry<D> => {
      const entry = asRecord(raw);
      return {
        status: oneOf(ORDER_STATUSES, entry.status, 'pending'),
        at: date(entry.at),
        by: textOf(entry.by),
        note: textOf(entry.note),
        ...(entry.paymentStatus ? { paymentStatus: oneOf(PAYMENT_STATUSES, entry.paymentStatus, 'paid') } : {}),
      };
    }),
    createdAt: date(d.createdAt),
    updatedAt: date(d.updatedAt),
    paidAt: d.paidAt == null ? null : date(d.paidAt),
    refund: refundFromRecord(d.refund, date),
  };
}

function refundFromRecord<D>(raw: unknown, date: (value: unknown) => D): RefundRecord<D> | null {
  if (raw == null) return null;
  const r = asRecord(raw);
  return {
    amount: amountOf(r.amount),
    method: oneOf(REFUND_METHODS, r.method, 'mobile_money'),
    reference: textOf(r.reference),
    at: date(r.at),
    by: textOf(r.by),
  };
}

/** An order from the wire with its dates as Dates. */
export function orderFromDto(dto: OrderDto): Order {
  return {
    ...dto,
    statusHistory: dto.statusHistory.map((entry) => ({ ...entry, at: new Date(entry.at) })),
    createdAt: new Date(dto.createdAt),
    updatedAt: new Date(dto.updatedAt),
    paidAt: dto.paidAt === null ? null : new Date(dto.paidAt),
    // An order answered before refunds existed has no `refund` at all.
    refund: dto.refund ? { ...dto.refund, at: new Date(dto.refund.at) } : null,
  };
}
