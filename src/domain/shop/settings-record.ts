import { resolveBusinessSettings } from '@domain/order/pricing';
import { planTemplatesOf } from '@domain/plans/plan-template-terms';
import {
  mapPositionFrom,
  resolveDisplaySettings,
  resolvePaymentSettings,
  resolveProjectSettings,
  type ShopSettings,
} from './settings';
import { asRecord, textOf } from '@domain/shared/stored-values';

/**
 * The one reader of settings/global, for the app, the REST reader and the functions: the defaults for
 * anything missing; the business settings as the prices are computed with them (domain/order/pricing: a negative or
 * senseless amount reads as the default).
 */
export function settingsFromRecord(data: unknown): ShopSettings {
  const d = asRecord(data);
  const contact = asRecord(d.contact);
  return {
    business: resolveBusinessSettings(d.business),
    // What staff have not set stays empty, and the storefront leaves it out.
    contact: {
      phones: Array.isArray(contact.phones)
        ? contact.phones.filter((p: unknown): p is string => typeof p === 'string' && p.trim() !== '')
        : [],
      email: textOf(contact.email).trim(),
      whatsapp: textOf(contact.whatsapp).trim(),
      address: textOf(contact.address).trim(),
      hours: textOf(contact.hours).trim(),
      map: mapPositionFrom(contact.map),
    },
    payment: resolvePaymentSettings(d.payment),
    display: resolveDisplaySettings(d.display),
    projects: resolveProjectSettings(d.projects),
    planTemplates: planTemplatesOf(d),
  };
}
