import { planTemplatesOf } from '@domain/plans/plan-template-terms';
import { resolveBusinessSettings } from '@domain/order/pricing';
import {
  EMPTY_CONTACT,
  resolveDisplaySettings,
  resolvePaymentSettings,
  resolveProjectSettings,
  type ShopSettings,
} from '@domain/shop/settings';
import { settingsFromData } from '@/lib/firebase/converters';

/**
 * docs/storefront.md, "Settings and prices": the settings the cart prices with are kept in local storage for 5 minutes.
 */
export const SETTINGS_STORAGE_KEY = 'savanna-solar-settings';
/** Where older versions of the shop kept the same copy (when it held only the prices' settings): read once, moved. */
export const OLD_SETTINGS_STORAGE_KEY = 'savanna-solar-pricing-settings';
export const SETTINGS_CACHE_MS = 5 * 60_000;

/**
 * What is kept: the business settings under `settings` (the cart's, as before), the contact details beside
 * them, and when they were read (ms since the epoch). A copy without contact details (kept by an older
 * version of the shop) reads with the placeholder contact.
 */
interface StoredSettings {
  settings: unknown;
  contact?: unknown;
  payment?: unknown;
  display?: unknown;
  projects?: unknown;
  planTemplates?: unknown;
  at: number;
}

export function readCachedSettings(now = Date.now()): { settings: ShopSettings; at: number } | undefined {
  try {
    const raw = localStorage.getItem(SETTINGS_STORAGE_KEY) ?? moveOldCopy();
    if (!raw) return undefined;
    const parsed = JSON.parse(raw) as Partial<StoredSettings>;
    if (typeof parsed.at !== 'number' || parsed.at > now || now - parsed.at >= SETTINGS_CACHE_MS) return undefined;
    const contact =
      parsed.contact === undefined ? EMPTY_CONTACT : settingsFromData({ contact: parsed.contact }).contact;
    const business = resolveBusinessSettings(parsed.settings);
    const payment = resolvePaymentSettings(parsed.payment);
    const display = resolveDisplaySettings(parsed.display);
    const projects = resolveProjectSettings(parsed.projects);
    const planTemplates = planTemplatesOf(parsed);
    return { settings: { business, contact, payment, display, projects, planTemplates }, at: parsed.at };
  } catch {
    return undefined;
  }
}

/** A copy kept under the old key (a phone that had the shop before): moved under the new key, and returned. */
function moveOldCopy(): string | null {
  const raw = localStorage.getItem(OLD_SETTINGS_STORAGE_KEY);
  if (raw === null) return null;
  localStorage.removeItem(OLD_SETTINGS_STORAGE_KEY);
  localStorage.setItem(SETTINGS_STORAGE_KEY, raw);
  return raw;
}

export function writeCachedSettings(settings: ShopSettings): void {
  const { business, contact, payment, display, projects, planTemplates } = settings;
  const stored: StoredSettings = {
    settings: business,
    contact,
    payment,
    display,
    projects,
    planTemplates,
    at: Date.now(),
  };
  try {
    localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify(stored));
  } catch {
    // Storage full or blocked: the settings are read again next time.
  }
}
