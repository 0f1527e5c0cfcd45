import { z } from 'zod';
import { ORDER_MESSAGES } from '@/domain/messages';
import {
  deliveryAddressSchema,
  GHANA_REGIONS,
  PAYMENT_METHODS,
  type DeliveryAddress,
  type PaymentMethod,
} from '@/domain/order';
import type { DeliveryMethod } from '@/domain/pricing';

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
}

/** What the form gives placeOrder: the address normalised (phone +233…, GPS upper case), none for pickup. */
export type CheckoutFormOutput =
  | { method: 'delivery'; paymentMethod: PaymentMethod; address: DeliveryAddress }
  | { method: 'pickup'; paymentMethod: PaymentMethod; address: null };

const paymentMethod = z.enum(PAYMENT_METHODS, { error: ORDER_MESSAGES.choosePaymentMethod });

/** Delivery needs the Ghana address of DESIGN.md section 2; pickup at the Tamale shop needs none. */
export const checkoutFormSchema = z.discriminatedUnion(
  'method',
  [
    z.object({ method: z.literal('delivery'), paymentMethod, address: deliveryAddressSchema }),
    z.object({ method: z.literal('pickup'), paymentMethod, address: z.unknown().transform((): null => null) }),
  ],
  { error: ORDER_MESSAGES.chooseDeliveryMethod },
);

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
  };
}
