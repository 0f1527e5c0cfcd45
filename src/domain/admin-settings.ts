import { z } from 'zod';
import { formatGhanaPhone, isGhanaPhone } from './phone';
import { DEFAULT_BUSINESS_SETTINGS, type ShopSettings } from './settings';

/**
 * The admin's settings form (issue 6): business constants with the spec's defaults (SPEC.md sections 3, 9) and
 * the contact details the footer, the error screen and the chat button show. Limits as in firestore.rules'
 * validSettings. Loads zod: import only from the lazily loaded admin screens.
 */
export const SETTINGS_MESSAGES = {
  taxRate: 'Please enter a tax rate from 0 to 100 percent, with at most 2 decimals.',
  deliveryFee: 'Please enter a delivery fee in GHS from 0 to 100,000, with at most 2 decimals.',
  freeDeliveryThreshold: 'Please enter an amount in GHS from 0 to 10,000,000, with at most 2 decimals.',
  phone: 'Please enter a Ghana phone number, e.g. 024 123 4567 or +233 24 123 4567.',
  phonesRequired: 'Please enter at least one phone number (at most 5).',
  email: 'Please enter a valid email address',
  address: 'Please enter the shop address (at most 300 characters).',
  hours: 'Please enter the opening hours (at most 200 characters).',
  holdMinutes: 'Please enter a whole number of minutes from 5 to 1,440 (24 hours).',
  saved: 'Settings saved ✅',
  savedText: 'The shop uses the new values from now on.',
  saveFailed: 'Settings not saved',
  saveFailedText: 'We could not save the settings. Check your connection and try again.',
} as const;

const twoDecimals = (n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;
const amount = (max: number, message: string) =>
  z
    .number({ error: message })
    .min(0, { error: message })
    .max(max, { error: message })
    .refine(twoDecimals, { error: message });

const phone = z.string().trim().refine(isGhanaPhone, { error: SETTINGS_MESSAGES.phone }).transform(formatGhanaPhone);

export const settingsFormSchema = z.object({
  business: z.object({
    taxRate: amount(100, SETTINGS_MESSAGES.taxRate),
    deliveryFee: amount(100_000, SETTINGS_MESSAGES.deliveryFee),
    freeDeliveryThreshold: amount(10_000_000, SETTINGS_MESSAGES.freeDeliveryThreshold),
  }),
  payment: z.object({
    holdMinutes: z
      .number({ error: SETTINGS_MESSAGES.holdMinutes })
      .int({ error: SETTINGS_MESSAGES.holdMinutes })
      .min(5, { error: SETTINGS_MESSAGES.holdMinutes })
      .max(1440, { error: SETTINGS_MESSAGES.holdMinutes }),
  }),
  display: z.object({ pricesIncludeTax: z.boolean() }),
  contact: z.object({
    phones: z
      .array(z.object({ value: phone }))
      .min(1, { error: SETTINGS_MESSAGES.phonesRequired })
      .max(5, { error: SETTINGS_MESSAGES.phonesRequired }),
    email: z
      .string()
      .trim()
      .max(254, { error: SETTINGS_MESSAGES.email })
      .regex(/^[^@\s]+@[^@\s]+\.[^@\s]+$/, { error: SETTINGS_MESSAGES.email }),
    whatsapp: phone.transform((v) => v.replace(/\s/g, '')),
    address: z
      .string()
      .trim()
      .min(3, { error: SETTINGS_MESSAGES.address })
      .max(300, { error: SETTINGS_MESSAGES.address }),
    hours: z.string().trim().min(3, { error: SETTINGS_MESSAGES.hours }).max(200, { error: SETTINGS_MESSAGES.hours }),
  }),
});

export type SettingsFormInput = z.input<typeof settingsFormSchema>;
export type SettingsFormValues = z.output<typeof settingsFormSchema>;

/** The form's values for the current settings (phones as rows). */
export function settingsFormFrom(settings: ShopSettings): SettingsFormInput {
  return {
    business: { ...settings.business },
    payment: { ...settings.payment },
    display: { ...settings.display },
    contact: { ...settings.contact, phones: settings.contact.phones.map((value) => ({ value })) },
  };
}

/** The settings a validated form stores. */
export function settingsFrom(values: SettingsFormValues): ShopSettings {
  return {
    business: values.business,
    payment: values.payment,
    display: values.display,
    contact: { ...values.contact, phones: values.contact.phones.map((p) => p.value) },
  };
}

/** The spec's defaults (SPEC.md section 9), shown beside each field. */
export const SPEC_DEFAULTS = DEFAULT_BUSINESS_SETTINGS;
