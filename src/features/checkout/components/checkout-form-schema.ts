import { z } from 'zod';
import { ORDER_MESSAGES } from '@domain/shared/messages';
import { PLAN_CHECKOUT_MESSAGES } from '@domain/plans/messages';
import {
  deliveryAddressSchema,
  GHANA_REGIONS,
  MOBILE_MONEY_NETWORKS,
  PAYMENT_METHODS,
  type DeliveryAddress,
  type MobileMoneyNetwork,
  type PaymentMethod,
  walletSchema,
  type Wallet,
} from '@domain/order/order';
import type { DeliveryMethod } from '@domain/order/pricing';

/** The checkout form as typed: every address field a string (an empty region until one is chosen). */
export interface CheckoutFormValues {
  method: DeliveryMethod;
  paymentMethod: PaymentMethod;
  address: {
    fullName: string;
    phone: string;
    region: string;
    town: string;
    gpsAddress: string;
    streetOrLandmark: string;
  };
  /** Paying now with Mobile Money: the wallet to charge (its phone, prefilled from the delivery phone) and network. */
  wallet: { phone: string; network: MobileMoneyNetwork | '' };
  /** Paying in instalments: the plan (template id) chosen; '' until one is. */
  planId: string;
}

/** What the form gives placeOrder: the address normalised (phone +233…, GPS upper case), none for pickup. */
export type CheckoutFormOutput = (
  | { method: 'delivery'; paymentMethod: PaymentMethod; address: DeliveryAddress }
  | { method: 'pickup'; paymentMethod: PaymentMethod; address: null }
) & {
  /** Only when paying now with Mobile Money. */
  wallet: Wallet | null;
  /** Only when paying in instalments: the plan chosen. */
  planId: string | null;
};

const paymentMethod = z.enum(PAYMENT_METHODS, { error: ORDER_MESSAGES.choosePaymentMethod });

/** Checked only when paying now; otherwise whatever is typed there is kept and not sent. */
const wallet = z.unknown();
/** Checked only when paying in instalments. */
const planId = z.unknown();

/**
 * Delivery needs the Ghana address of DESIGN.md section 2; pickup at the Tamale shop needs none. Paying now
 * with Mobile Money needs the wallet (walletSchema); paying in instalments, a plan chosen.
 */
export const checkoutFormSchema = z
  .discriminatedUnion(
    'method',
    [
      z.object({ method: z.literal('delivery'), paymentMethod, address: deliveryAddressSchema, wallet, planId }),
      z.object({
        method: z.literal('pickup'),
        paymentMethod,
        address: z.unknown().transform((): null => null),
        wallet,
        planId,
      }),
    ],
    { error: ORDER_MESSAGES.chooseDeliveryMethod },
  )
  .transform((values, ctx) => {
    if (values.paymentMethod === 'instalments') {
      if (typeof values.planId === 'string' && values.planId) return { ...values, wallet: null, planId: values.planId };
      ctx.addIssue({ code: 'custom', message: PLAN_CHECKOUT_MESSAGES.choosePlan, path: ['planId'] });
      return z.NEVER;
    }
    if (values.paymentMethod !== 'mobile_money_now') return { ...values, wallet: null, planId: null };
    const parsed = walletSchema.safeParse(values.wallet);
    if (parsed.success) return { ...values, wallet: parsed.data, planId: null };
    for (const issue of parsed.error.issues) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: ['wallet', ...issue.path] });
    }
    return z.NEVER;
  });

export const EMPTY_ADDRESS: CheckoutFormValues['address'] = {
  fullName: '',
  phone: '',
  region: '',
  town: '',
  gpsAddress: '',
  streetOrLandmark: '',
};

const text = (value: unknown, max: number): string => (typeof value === 'string' ? value.slice(0, max) : '');

/** Form values from anything (a saved draft, a past order's address): unknown parts fall back to empty. */
export function checkoutValuesFrom(value: unknown, fallbackName = ''): CheckoutFormValues {
  const v = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const a = (typeof v.address === 'object' && v.address !== null ? v.address : {}) as Record<string, unknown>;
  const w = (typeof v.wallet === 'object' && v.wallet !== null ? v.wallet : {}) as Record<string, unknown>;
  const region = text(a.region, 40);
  return {
    method: v.method === 'pickup' ? 'pickup' : 'delivery',
    paymentMethod: (PAYMENT_METHODS as readonly unknown[]).includes(v.paymentMethod)
      ? (v.paymentMethod as PaymentMethod)
      : 'cash_on_delivery',
    address: {
      fullName: text(a.fullName, 100) || fallbackName,
      phone: text(a.phone, 30),
      region: (GHANA_REGIONS as readonly string[]).includes(region) ? region : '',
      town: text(a.town, 80),
      gpsAddress: text(a.gpsAddress, 20),
      streetOrLandmark: text(a.streetOrLandmark, 200),
    },
    wallet: {
      phone: text(w.phone, 30),
      network: (MOBILE_MONEY_NETWORKS as readonly unknown[]).includes(w.network)
        ? (w.network as MobileMoneyNetwork)
        : '',
    },
    planId: typeof v.planId === 'string' ? v.planId.slice(0, 40) : '',
  };
}
