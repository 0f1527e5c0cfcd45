import type { DeliveryAddress } from './delivery-address';
import {
  DELIVERY_SLOTS,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  RECEIVED_PAYMENT_METHODS,
  REFUND_METHODS,
  type OrderDispatch,
  type OrderStatus,
  type PaymentMethod,
  type PaymentStatus,
  type ReceivedPaymentMethod,
  type RefundMethod,
} from './order-status';
import { paymentAttemptsFromRecord, type PaymentAttempt } from '@domain/payments/order-payment';
import type { DeliveryMethod } from './pricing';
import { PLAN_STATUSES, type PlanStatus } from '@domain/plans/plan-record';
import { PLAN_RELEASES, type PlanRelease } from '@domain/plans/plan-template-terms';
import {
  amountOf,
  asRecord,
  dateOrNull,
  entryStampOf,
  fieldsOf,
  oneOf,
  staffNoteStampOf,
  textOf,
  type StaffNoteStamp,
} from '@domain/shared/stored-values';

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
  /** A staff member's name (their account's display name, else its email) when staff did it. */
  byName?: string;
  note: string;
  paymentStatus?: PaymentStatus;
}

/** Money staff recorded on an order, paid in or paid back: how, how much (GHS), its reference, when and who. */
export interface MoneyRecord<Method extends string, D> {
  method: Method;
  /** GHS */
  amount: number;
  /** The Mobile Money transaction id, the bank reference or the cash receipt number ('' for cash without one). */
  reference: string;
  at: D;
  /** uid of the admin who recorded it */
  by: string;
}

/** The refund staff recorded for a cancelled paid order. */
export type RefundRecord<D> = MoneyRecord<RefundMethod, D>;

/** The payment staff recorded with "Mark as paid" (or on delivery). */
export type PaymentRecord<D> = MoneyRecord<ReceivedPaymentMethod, D>;

/** An internal staff note (orders/{id}/staffNotes): admins only; `at` is its timeline entry's time. */
export interface StaffNote<D> extends StaffNoteStamp<D> {
  status: OrderStatus;
}

/**
 * An order paid in instalments: its plan (plans/{id}, the same id as the order) and when the plan released its
 * goods (the order moves on from pending only then) and made the customer their owner (docs/plans.md).
 */
export interface OrderPlanLink<D> {
  id: string;
  templateId: string;
  releasedAt: D | null;
  ownedAt: D | null;
  /**
   * The plan's status and what was paid on it (pesewas), kept with every change of the plan in the same transaction
   * (functions/src/plans/lib/plans.ts writePlanChange), so that every reader of the order (My orders, staff's list, the
   * order's messages) knows where its payment stands without reading the plan. null on orders written before
   * (the functions read the plan itself: orders/lib/order-plan.ts orderWithItsPlan).
   */
  status: PlanStatus | null;
  paid: number;
  /** The schedule's figures, fixed when the order was placed (pesewas), and when its goods may be handed over. */
  figures: OrderPlanFigures | null;
}

/** What an order keeps of its plan's schedule (pesewas): the words of its payment quote these. */
export interface OrderPlanFigures {
  name: string;
  total: number;
  deposit: number;
  count: number;
  release: PlanRelease;
}

/** An order with its dates as D: Date in the app, an ISO string over the wire. */
export interface OrderOf<D> {
  id: string;
  userId: string;
  /**
   * The short number shoppers and staff read to each other (`SS-2611-0042`, domain/order/order-number.ts); null for
   * an order placed before numbers existed.
   */
  number: string | null;
  /**
   * Who ordered, for the admin's search: the account's email and name when ordered, and the contact phone of
   * the order (the delivery address's, normalised +233XXXXXXXXX by domain/shared/phone.ts; '' when none was given).
   */
  customer: { email: string; displayName: string; phone: string };
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
  /** Set when staff recorded the refund of a cancelled paid order, or Paystack confirmed it. */
  refund: RefundRecord<D> | null;
  /** Set when staff recorded the payment received; null for orders paid online or before. */
  paymentRecord: PaymentRecord<D> | null;
  /** Paid now with Mobile Money: the charge attempts, oldest first (empty otherwise). */
  paymentAttempts: PaymentAttempt<D>[];
  /** Awaiting an online payment: when the order is cancelled if still unpaid; null otherwise. */
  paymentDueBy: D | null;
  /** The rider and delivery day/time staff recorded when sending it out; null when none was recorded. */
  dispatch: OrderDispatch | null;
  /** Paid in instalments: its plan; null otherwise. */
  plan: OrderPlanLink<D> | null;
}

export type Order = OrderOf<Date>;
/** An order as the callables return it (dates as ISO 8601 strings). */
export type OrderDto = OrderOf<string>;

export interface PlaceOrderResponse {
  order: OrderDto;
  /** True when this order id had been placed already: the first order is returned, nothing new written. */
  alreadyPlaced: boolean;
}

/** cancelMyOrder, updateOrderStatus, markOrderPaid and recordRefund answer with the order as it now is. */
export interface OrderUpdateResponse {
  order: OrderDto;
}

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
    number: textOf(d.number) || null,
    customer: {
      email: textOf(customer.email),
      displayName: textOf(customer.displayName),
      phone: textOf(customer.phone),
    },
    items: (Array.isArray(d.items) ? d.items : []).map((raw): OrderItem => {
      const item = asRecord(raw);
      return { ...fieldsOf(item, ['productId', 'name'], textOf), ...fieldsOf(item, ['price', 'quantity'], amountOf) };
    }),
    ...fieldsOf(d, ['subtotal', 'taxRate', 'tax', 'shipping', 'total'], amountOf),
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
        ...entryStampOf(entry, date),
        ...(entry.paymentStatus ? { paymentStatus: oneOf(PAYMENT_STATUSES, entry.paymentStatus, 'paid') } : {}),
      };
    }),
    createdAt: date(d.createdAt),
    updatedAt: date(d.updatedAt),
    paidAt: dateOrNull(d.paidAt, date),
    refund: moneyRecordFrom(d.refund, date, REFUND_METHODS, 'mobile_money'),
    paymentRecord: moneyRecordFrom(d.paymentRecord, date, RECEIVED_PAYMENT_METHODS, 'cash'),
    paymentAttempts: paymentAttemptsFromRecord(d.paymentAttempts, date),
    paymentDueBy: dateOrNull(d.paymentDueBy, date),
    dispatch: dispatchFrom(d.dispatch),
    plan: planLinkFrom(d.plan, date),
  };
}

/**
 * The order as the functions keep it: what every reader sees (orderFromRecord) and the fields only the functions
 * use: the Paystack reference that paid it online, and when its refund was asked of Paystack.
 */
export type StoredOrder<D> = OrderOf<D> & { paidReference: string | null; refundRequestedAt: D | null };

/** The one reader of orders/{id} in the functions (orderFromRecord and the functions' own fields). */
export function storedOrderFromRecord<D>(id: string, data: unknown, date: (value: unknown) => D): StoredOrder<D> {
  const d = asRecord(data);
  return {
    ...orderFromRecord(id, d, date),
    paidReference: typeof d.paidReference === 'string' ? d.paidReference : null,
    refundRequestedAt: dateOrNull(d.refundRequestedAt, date),
  };
}

function planLinkFrom<D>(raw: unknown, date: (value: unknown) => D): OrderPlanLink<D> | null {
  if (raw == null) return null;
  const r = asRecord(raw);
  return {
    id: textOf(r.id),
    templateId: textOf(r.templateId),
    releasedAt: dateOrNull(r.releasedAt, date),
    ownedAt: dateOrNull(r.ownedAt, date),
    status: r.status == null ? null : oneOf(PLAN_STATUSES, r.status, 'awaiting_deposit'),
    paid: amountOf(r.paid),
    figures: r.figures == null ? null : planFiguresFrom(asRecord(r.figures)),
  };
}

function planFiguresFrom(f: Record<string, unknown>): OrderPlanFigures {
  return {
    name: textOf(f.name),
    ...fieldsOf(f, ['total', 'deposit', 'count'], amountOf),
    release: oneOf(PLAN_RELEASES, f.release, 'paid'),
  };
}

function dispatchFrom(raw: unknown): OrderDispatch | null {
  if (raw == null) return null;
  const r = asRecord(raw);
  return {
    riderName: textOf(r.riderName),
    riderPhone: textOf(r.riderPhone),
    day: textOf(r.day),
    slot: oneOf([...DELIVERY_SLOTS, ''] as const, r.slot, ''),
  };
}

function moneyRecordFrom<Method extends string, D>(
  raw: unknown,
  date: (value: unknown) => D,
  methods: readonly Method[],
  fallback: Method,
): MoneyRecord<Method, D> | null {
  if (raw == null) return null;
  const r = asRecord(raw);
  return {
    method: oneOf(methods, r.method, fallback),
    amount: amountOf(r.amount),
    reference: textOf(r.reference),
    at: date(r.at),
    by: textOf(r.by),
  };
}

/** A staff note document read defensively. */
export function staffNoteFromRecord<D>(id: string, data: unknown, date: (value: unknown) => D): StaffNote<D> {
  return { ...staffNoteStampOf(id, data, date), status: oneOf(ORDER_STATUSES, asRecord(data).status, 'pending') };
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
    paymentRecord: dto.paymentRecord ? { ...dto.paymentRecord, at: new Date(dto.paymentRecord.at) } : null,
    paymentAttempts: (dto.paymentAttempts ?? []).map((a) => ({
      ...a,
      createdAt: new Date(a.createdAt),
      updatedAt: new Date(a.updatedAt),
    })),
    paymentDueBy: dto.paymentDueBy ? new Date(dto.paymentDueBy) : null,
    dispatch: dto.dispatch ?? null,
    plan: dto.plan
      ? {
          ...dto.plan,
          releasedAt: dto.plan.releasedAt ? new Date(dto.plan.releasedAt) : null,
          ownedAt: dto.plan.ownedAt ? new Date(dto.plan.ownedAt) : null,
        }
      : null,
  };
}
