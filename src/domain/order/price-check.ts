import { toPesewas } from '@domain/shared/money';
import { deliveryTerms, resolveBusinessSettings, type Totals } from './pricing';
import type { BusinessSettings } from '@domain/shop/settings';

/**
 * The confirmed total (DESIGN.md section 4, invariant 8): the checkout sends the total the shopper saw, in
 * pesewas, and placeOrder refuses with failed-precondition when its own total differs for any reason. The
 * refusal carries `details.priceChange` (below) so that the checkout can show what changed and the new
 * total, and the shopper confirms again.
 */

/** What placeOrder priced now; `details.priceChange` of its refusal. */
export interface PriceChange {
  /** What the shopper confirmed, in pesewas. */
  confirmedTotal: number;
  /** The order's totals as the server computed them now (GHS). */
  totals: Totals;
  /** The shop's business settings as read now. */
  settings: BusinessSettings;
  /** Each line's unit price now (GHS). */
  prices: { productId: string; price: number }[];
}

/** What the checkout showed when the shopper pressed Place order. */
export interface ShownPricing {
  settings: BusinessSettings;
  /** The delivery address's region the totals were priced for (none while not chosen, and for pickup). */
  region?: string | null;
  lines: readonly { productId: string; name: string; price: number }[];
  totals: Totals;
}

/** One difference between what was shown and what the server priced, for the checkout to put in words. */
export type PricingDifference =
  | { kind: 'price'; productId: string; name: string; from: number; to: number }
  | { kind: 'taxRate'; from: number; to: number }
  | { kind: 'deliveryFee'; from: number; to: number }
  | { kind: 'freeDeliveryThreshold'; from: number; to: number }
  | { kind: 'shipping'; from: number; to: number }
  | { kind: 'total'; from: number; to: number };

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function totalsFrom(value: unknown): Totals | null {
  if (typeof value !== 'object' || value === null) return null;
  const t = value as Record<string, unknown>;
  return isNumber(t.subtotal) && isNumber(t.taxRate) && isNumber(t.tax) && isNumber(t.shipping) && isNumber(t.total)
    ? { subtotal: t.subtotal, taxRate: t.taxRate, tax: t.tax, shipping: t.shipping, total: t.total }
    : null;
}

function settingsFrom(value: unknown): BusinessSettings | null {
  if (typeof value !== 'object' || value === null) return null;
  const s = value as Record<string, unknown>;
  // With the regions' delivery terms, as the cart and checkout price with them from now on.
  return isNumber(s.taxRate) && isNumber(s.deliveryFee) && isNumber(s.freeDeliveryThreshold)
    ? resolveBusinessSettings(s)
    : null;
}

/** The price change in a placeOrder error's details, or null when the refusal is not about the total. */
export function priceChangeFrom(details: unknown): PriceChange | null {
  if (typeof details !== 'object' || details === null) return null;
  const raw = (details as { priceChange?: unknown }).priceChange;
  if (typeof raw !== 'object' || raw === null) return null;
  const c = raw as Record<string, unknown>;
  const totals = totalsFrom(c.totals);
  const settings = settingsFrom(c.settings);
  if (!isNumber(c.confirmedTotal) || !totals || !settings || !Array.isArray(c.prices)) return null;
  const prices = c.prices.filter(
    (p): p is { productId: string; price: number } =>
      typeof p === 'object' && p !== null && typeof p.productId === 'string' && isNumber(p.price),
  );
  return { confirmedTotal: c.confirmedTotal, totals, settings, prices };
}

/** Whether two amounts in GHS differ by at least a pesewa. */
const differs = (a: number, b: number) => toPesewas(a) !== toPesewas(b);

/**
 * Every difference between what the checkout showed and what the server priced, in the order a shopper
 * reads them: each changed unit price, then tax, delivery fee, free-delivery threshold, shipping, and last
 * the total (always there when the totals differ).
 */
export function describePricingDifferences(shown: ShownPricing, change: PriceChange): PricingDifference[] {
  const out: PricingDifference[] = [];
  for (const line of shown.lines) {
    const now = change.prices.find((p) => p.productId === line.productId);
    if (now && differs(now.price, line.price)) {
      out.push({ kind: 'price', productId: line.productId, name: line.name, from: line.price, to: now.price });
    }
  }
  if (shown.settings.taxRate !== change.settings.taxRate) {
    out.push({ kind: 'taxRate', from: shown.settings.taxRate, to: change.settings.taxRate });
  }
  // The delivery terms of the region the shopper chose, as shown and as they now are.
  const before = deliveryTerms(shown.settings, 'delivery', shown.region);
  const now = deliveryTerms(change.settings, 'delivery', shown.region);
  if (differs(before.fee, now.fee)) out.push({ kind: 'deliveryFee', from: before.fee, to: now.fee });
  if (differs(before.freeFrom, now.freeFrom)) {
    out.push({ kind: 'freeDeliveryThreshold', from: before.freeFrom, to: now.freeFrom });
  }
  if (differs(shown.totals.shipping, change.totals.shipping)) {
    out.push({ kind: 'shipping', from: shown.totals.shipping, to: change.totals.shipping });
  }
  if (differs(shown.totals.total, change.totals.total)) {
    out.push({ kind: 'total', from: shown.totals.total, to: change.totals.total });
  }
  return out;
}
