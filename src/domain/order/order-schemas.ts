import { z } from 'zod';
import { boundedText, optionalText } from '@domain/shared/text-schemas';
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from '@domain/cart/cart-rules';
import { deliveryAddressSchema } from './delivery-address';
import { ORDER_MESSAGES } from '@domain/shared/messages';
import { PAYMENT_MESSAGES } from '@domain/payments/messages';
import { MOBILE_MONEY_NETWORKS } from '@domain/payments/order-payment';
import {
  DELIVERY_SLOTS,
  NOTE_VISIBILITIES,
  ON_DELIVERY_PAYMENT_METHODS,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  RECEIVED_PAYMENT_METHODS,
  REFUND_METHODS,
} from './order-status';
import { isGhanaPhone, normaliseGhanaPhone } from '@domain/shared/phone';

/** The order callables' inputs (zod): placeOrder validates with these, and so does every other order callable. */

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

/** An amount a callable's caller confirms, in integer pesewas (a total, a deposit, an instalment): 0 to GHS 1 billion. */
export const pesewasSchema = z
  .number({ error: ORDER_MESSAGES.invalidRequest })
  .int({ error: ORDER_MESSAGES.invalidRequest })
  .min(0, { error: ORDER_MESSAGES.invalidRequest })
  .max(100_000_000_000, { error: ORDER_MESSAGES.invalidRequest });

/**
 * The payment plan's schedule the shopper saw and confirmed (ConfirmedSchedule, docs/plans.md): placeOrder
 * computes it again and refuses `schedule_changed` when anything differs.
 */
export const confirmedScheduleSchema = z.object(
  {
    templateId: z.string({ error: ORDER_MESSAGES.invalidRequest }).regex(/^[a-z0-9-]{1,40}$/, {
      error: ORDER_MESSAGES.invalidRequest,
    }),
    total: pesewasSchema,
    deposit: pesewasSchema,
    instalments: z
      .array(
        z.object({
          dueOn: z.string({ error: ORDER_MESSAGES.invalidRequest }).regex(/^\d{4}-\d{2}-\d{2}$/, {
            error: ORDER_MESSAGES.invalidRequest,
          }),
          amount: pesewasSchema,
        }),
        { error: ORDER_MESSAGES.invalidRequest },
      )
      .min(1, { error: ORDER_MESSAGES.invalidRequest })
      .max(52, { error: ORDER_MESSAGES.invalidRequest }),
  },
  { error: ORDER_MESSAGES.invalidRequest },
);

/**
 * placeOrder's input. Only ids and quantities are taken from the client: anything else it sends (prices,
 * names, totals) is stripped, and the server prices the order itself.
 */
export const placeOrderInputSchema = z
  .object(
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
      confirmedTotal: pesewasSchema,
      /** Paying in instalments: the plan's schedule as the shopper saw it (needed then, and only then). */
      plan: confirmedScheduleSchema.nullish().transform((plan) => plan ?? null),
    },
    { error: ORDER_MESSAGES.invalidRequest },
  )
  .refine((input) => (input.paymentMethod === 'instalments') === (input.plan !== null), {
    error: ORDER_MESSAGES.invalidRequest,
    path: ['plan'],
  });

export const cancelMyOrderInputSchema = z.object({ orderId: orderIdSchema }, { error: ORDER_MESSAGES.invalidRequest });

/** Who reads the note: internal unless staff say the customer should. */
const noteVisibilitySchema = z
  .enum(NOTE_VISIBILITIES, { error: ORDER_MESSAGES.invalidRequest })
  .nullish()
  .transform((visibility) => visibility ?? 'internal');

const twoDecimals = (n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;

/**
 * The payment staff received: how, how much (GHS; the function checks it is the order's
 * total) and its reference, which only cash may leave empty.
 */
export const receivedPaymentSchema = z
  .object(
    {
      method: z.enum(RECEIVED_PAYMENT_METHODS, { error: ORDER_MESSAGES.paymentMethodReceived }),
      amount: z
        .number({ error: ORDER_MESSAGES.paymentAmount })
        .positive({ error: ORDER_MESSAGES.paymentAmount })
        .max(10_000_000, { error: ORDER_MESSAGES.paymentAmount })
        .refine(twoDecimals, { error: ORDER_MESSAGES.paymentAmount }),
      reference: optionalText(ORDER_MESSAGES.paymentReference, 100),
    },
    { error: ORDER_MESSAGES.invalidRequest },
  )
  .refine((payment) => payment.method === 'cash' || payment.reference.length > 0, {
    error: ORDER_MESSAGES.paymentReference,
    path: ['reference'],
  });

/**
 * The rider and delivery time staff record when an order goes out (each part may be left empty): the phone is
 * a Ghana number (domain/shared/phone.ts, stored normalised), the day a date, the time one of DELIVERY_SLOTS.
 */
export const dispatchSchema = z.object(
  {
    riderName: optionalText(ORDER_MESSAGES.riderName, 100),
    riderPhone: optionalText(ORDER_MESSAGES.riderPhone, 30)
      .refine((phone) => phone === '' || isGhanaPhone(phone), { error: ORDER_MESSAGES.riderPhone })
      .transform((phone) => (phone === '' ? '' : (normaliseGhanaPhone(phone) ?? phone))),
    day: optionalText(ORDER_MESSAGES.deliveryDay, 10).refine(
      (day) => day === '' || (/^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(Date.parse(`${day}T00:00:00Z`))),
      { error: ORDER_MESSAGES.deliveryDay },
    ),
    slot: z
      .union([z.enum(DELIVERY_SLOTS), z.literal('')], { error: ORDER_MESSAGES.deliverySlot })
      .nullish()
      .transform((slot) => slot ?? ''),
  },
  { error: ORDER_MESSAGES.invalidRequest },
);

export const updateOrderStatusInputSchema = z.object(
  {
    orderId: orderIdSchema,
    status: z.enum(ORDER_STATUSES, { error: ORDER_MESSAGES.chooseStatus }),
    note: noteSchema,
    noteVisibility: noteVisibilitySchema,
    /** Marking an unpaid order delivered: the payment collected on delivery, recorded with it (none: still unpaid). */
    payment: receivedPaymentSchema.nullish().transform((payment) => payment ?? undefined),
    /** Marking an order out for delivery: the rider and the delivery day and time (each optional). */
    dispatch: dispatchSchema.nullish().transform((dispatch) => dispatch ?? undefined),
  },
  { error: ORDER_MESSAGES.invalidRequest },
);

export const markOrderPaidInputSchema = z.object(
  { orderId: orderIdSchema, payment: receivedPaymentSchema, note: noteSchema, noteVisibility: noteVisibilitySchema },
  { error: ORDER_MESSAGES.invalidRequest },
);

/**
 * What a refund records (recordRefund, recordProjectRefund): the amount in GHS, 2 decimals (at most what was
 * paid: the function checks), how it was refunded and its reference.
 */
export const refundShape = {
  amount: z
    .number({ error: ORDER_MESSAGES.refundAmount })
    .positive({ error: ORDER_MESSAGES.refundAmount })
    .max(10_000_000, { error: ORDER_MESSAGES.refundAmount })
    .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, { error: ORDER_MESSAGES.refundAmount }),
  method: z.enum(REFUND_METHODS, { error: ORDER_MESSAGES.refundMethod }),
  reference: boundedText(ORDER_MESSAGES.refundReference, 1, 100),
};

/** recordRefund (admin): the refund of a cancelled paid order (refund_due → refunded). */
export const recordRefundInputSchema = z.object(
  {
    orderId: orderIdSchema,
    ...refundShape,
    note: noteSchema,
  },
  { error: ORDER_MESSAGES.invalidRequest },
);

const walletPhoneSchema = z
  .string({ error: PAYMENT_MESSAGES.walletPhone })
  .trim()
  .refine(isGhanaPhone, { error: PAYMENT_MESSAGES.walletPhone });

/** The wallet a Mobile Money payment is asked from: its phone and network, at checkout and on Try again. */
export const walletSchema = z.object({
  phone: walletPhoneSchema,
  network: z.enum(MOBILE_MONEY_NETWORKS, { error: PAYMENT_MESSAGES.network }),
});

export type Wallet = z.output<typeof walletSchema>;

/** The code the network sent for the latest attempt (an order's or a project's). */
export const otpCodeSchema = z
  .string({ error: PAYMENT_MESSAGES.otp })
  .trim()
  .regex(/^\d{4,8}$/, { error: PAYMENT_MESSAGES.otp });

/**
 * The two inputs of paying one thing by Mobile Money (an order, a project; a plan adds its amount): a new charge
 * attempt from a wallet, and the code the network sent for its latest attempt. The thing is named by `key`.
 */
export function mobileMoneyInputSchemas<K extends string, Id extends z.ZodType>(key: K, id: Id) {
  const named = <S extends z.ZodRawShape>(shape: S) =>
    z.object({ [key]: id, ...shape } as { [P in K]: Id } & S, { error: ORDER_MESSAGES.invalidRequest });
  return { start: named(walletSchema.shape), otp: named({ otp: otpCodeSchema }) };
}

const orderMobileMoney = mobileMoneyInputSchemas('orderId', orderIdSchema);

/** startMobileMoneyPayment: a new charge attempt for the caller's order awaiting payment. */
export const startMobileMoneyPaymentInputSchema = orderMobileMoney.start;

/** submitMobileMoneyOtp: the code the network sent, for the order's latest attempt. */
export const submitMobileMoneyOtpInputSchema = orderMobileMoney.otp;

/** switchToPayOnDelivery: the order awaiting payment is paid on delivery instead. */
export const switchToPayOnDeliveryInputSchema = z.object(
  {
    orderId: orderIdSchema,
    paymentMethod: z.enum(ON_DELIVERY_PAYMENT_METHODS, { error: ORDER_MESSAGES.choosePaymentMethod }),
  },
  { error: ORDER_MESSAGES.invalidRequest },
);

export type StartMobileMoneyPaymentRequest = z.input<typeof startMobileMoneyPaymentInputSchema>;
export type SubmitMobileMoneyOtpRequest = z.input<typeof submitMobileMoneyOtpInputSchema>;
export type SwitchToPayOnDeliveryRequest = z.input<typeof switchToPayOnDeliveryInputSchema>;

/** What the checkout sends: the client-generated order id makes a retry safe. */
export type PlaceOrderRequest = z.input<typeof placeOrderInputSchema>;
export type PlaceOrderInput = z.output<typeof placeOrderInputSchema>;
export type CancelMyOrderRequest = z.input<typeof cancelMyOrderInputSchema>;
export type UpdateOrderStatusRequest = z.input<typeof updateOrderStatusInputSchema>;
export type MarkOrderPaidRequest = z.input<typeof markOrderPaidInputSchema>;
export type RecordRefundRequest = z.input<typeof recordRefundInputSchema>;
