/** settings/global: business constants (SPEC.md sections 3 and 9) and the shop's contact details. */
export interface BusinessSettings {
  /** Percent, e.g. 12.5 */
  taxRate: number;
  /** GHS */
  deliveryFee: number;
  /** GHS: orders at or above this subtotal ship free */
  freeDeliveryThreshold: number;
}

export interface ContactSettings {
  phones: string[];
  email: string;
  /** WhatsApp number in international form, e.g. +233200000000 */
  whatsapp: string;
  address: string;
  hours: string;
}

export interface ShopSettings {
  business: BusinessSettings;
  contact: ContactSettings;
  payment: PaymentSettings;
  display: DisplaySettings;
}

/**
 * How prices are shown (issue 14 item 5). The spec's pricing keeps shelf prices before tax and adds the tax in
 * the cart; a shop may show them with the tax in instead. Either way the totals are the same and every price
 * says which it is.
 */
export interface DisplaySettings {
  pricesIncludeTax: boolean;
}

export const DEFAULT_DISPLAY_SETTINGS: DisplaySettings = { pricesIncludeTax: false };

/** settings/global.display read defensively: the spec's pricing unless it says otherwise. */
export function resolveDisplaySettings(raw: unknown): DisplaySettings {
  return { pricesIncludeTax: (raw as { pricesIncludeTax?: unknown } | null | undefined)?.pricesIncludeTax === true };
}

export const DEFAULT_BUSINESS_SETTINGS: BusinessSettings = {
  taxRate: 0,
  deliveryFee: 0,
  freeDeliveryThreshold: 5,
};

/** Shown until settings/global is read, or if it cannot be: plainly placeholders, never real details. */
export const PLACEHOLDER_CONTACT: ContactSettings = {
  phones: ['+233 20 000 0000', '+233 24 000 0000'],
  email: 'support@example.com',
  whatsapp: '+233200000000',
  address: 'Shop address not set yet, Tamale, Northern Region',
  hours: 'Monday to Friday, 8:00 AM to 6:00 PM GMT',
};

/** wa.me link for a phone number written in any common form. */
export function whatsappLink(phone: string, text?: string): string {
  const digits = phone.replace(/\D/g, '');
  const base = `https://wa.me/${digits}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}

/** Paying online (issue 13): how long an order awaiting its Mobile Money payment holds its stock. */
export interface PaymentSettings {
  /** Minutes; unpaid after that, the order is cancelled and its stock returned. */
  holdMinutes: number;
}

export const DEFAULT_PAYMENT_SETTINGS: PaymentSettings = { holdMinutes: 30 };

export const DEFAULT_SETTINGS: ShopSettings = {
  business: DEFAULT_BUSINESS_SETTINGS,
  contact: PLACEHOLDER_CONTACT,
  payment: DEFAULT_PAYMENT_SETTINGS,
  display: DEFAULT_DISPLAY_SETTINGS,
};

/** settings/global.payment read defensively: a whole number of minutes from 1 to 24 hours, else the default. */
export function resolvePaymentSettings(raw: unknown): PaymentSettings {
  const hold = (raw as { holdMinutes?: unknown } | null | undefined)?.holdMinutes;
  return typeof hold === 'number' && Number.isInteger(hold) && hold >= 1 && hold <= 1440
    ? { holdMinutes: hold }
    : DEFAULT_PAYMENT_SETTINGS;
}
