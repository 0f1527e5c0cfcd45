import { fromPesewas, toPesewas, type Pesewas } from '@domain/shared/money';
import { GHANA_REGIONS, isGhanaRegion, type GhanaRegion } from '@domain/shared/ghana-regions';
import {
  DEFAULT_BUSINESS_SETTINGS,
  REGION_DELIVERY_LIMITS,
  type BusinessSettings,
  type DisplaySettings,
  type RegionDelivery,
  type RegionDeliveryTable,
} from '@domain/shop/settings';

/**
 * The one pricing function of the shop, used by the cart dialog, the checkout, the admin settings' preview and
 * placeOrder (docs/storefront.md, "Settings and prices"): tax = subtotal × taxRate %, shipping free at or above the
 * region's free-delivery threshold else the region's delivery fee (deliveryTerms; none for pickup), total = subtotal +
 * tax + shipping. All arithmetic is in integer pesewas.
 */
export const DELIVERY_METHODS = ['delivery', 'pickup'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

export interface PricedLine {
  /** GHS */
  price: number;
  quantity: number;
}

/** Every amount in GHS (2 decimals); taxRate in percent as applied. */
export interface Totals {
  subtotal: number;
  taxRate: number;
  tax: number;
  shipping: number;
  total: number;
}

/** Tax rates are kept to 4 decimals of a percent, so that the tax is computed on integers. */
const RATE_SCALE = 10_000;

function assertLine(line: PricedLine): void {
  if (!Number.isFinite(line.price) || line.price < 0) throw new RangeError(`Invalid price: ${line.price}`);
  if (!Number.isInteger(line.quantity) || line.quantity < 1) throw new RangeError(`Invalid quantity: ${line.quantity}`);
}

/** price × quantity in pesewas. */
export function lineTotalPesewas(line: PricedLine): Pesewas {
  assertLine(line);
  return toPesewas(line.price) * line.quantity;
}

/** price × quantity in GHS, for a line's own total. */
export function lineTotal(line: PricedLine): number {
  return fromPesewas(lineTotalPesewas(line));
}

/** subtotal × rate %, rounded to the nearest pesewa (halves up). */
export function taxPesewas(subtotal: Pesewas, taxRate: number): Pesewas {
  const scaledRate = Math.round(taxRate * RATE_SCALE);
  // An integer product divided once: Math.round of a correctly rounded quotient is exact at these magnitudes.
  return Math.round((subtotal * scaledRate) / (100 * RATE_SCALE));
}

/** What delivery costs and takes for one order: the rule of docs/delivery-fees.md. */
export interface DeliveryTerms {
  /** GHS, charged when the subtotal is below `freeFrom` */
  fee: number;
  /** GHS: a subtotal at or above this is delivered free */
  freeFrom: number;
  /** Working days from the order to the door; null for pickup or where the shop has not set them. */
  days: { min: number; max: number } | null;
  /** The region whose own terms these are; null for the shop's general fee (no region chosen, or none set). */
  region: GhanaRegion | null;
}

/**
 * The delivery rule: pickup at the Tamale shop is free; a delivery pays its region's fee below its region's
 * free-delivery amount (Admin › Settings); a region without its own terms, or a delivery whose region is not
 * chosen yet (the cart), pays the shop's general fee below the general free-delivery amount.
 */
export function deliveryTerms(
  settings: BusinessSettings,
  method: DeliveryMethod,
  region?: string | null,
): DeliveryTerms {
  if (method === 'pickup') return { fee: 0, freeFrom: 0, days: null, region: null };
  const own = isGhanaRegion(region) ? settings.regions?.[region] : undefined;
  if (own && isGhanaRegion(region)) {
    return { fee: own.fee, freeFrom: own.freeFrom, days: { min: own.minDays, max: own.maxDays }, region };
  }
  return { fee: settings.deliveryFee, freeFrom: settings.freeDeliveryThreshold, days: null, region: null };
}

/** The totals of an order: `region` is the delivery address's (none while not chosen, and for pickup). */
export function calculateTotals(
  lines: readonly PricedLine[],
  settings: BusinessSettings,
  method: DeliveryMethod,
  region?: string | null,
): Totals {
  const subtotal = lines.reduce((sum, line) => sum + lineTotalPesewas(line), 0);
  const tax = taxPesewas(subtotal, settings.taxRate);
  const terms = deliveryTerms(settings, method, region);
  // Nothing to deliver, nothing to pay for delivery; pickup at the Tamale shop never pays a fee (terms.fee 0).
  const freeDelivery = subtotal === 0 || subtotal >= toPesewas(terms.freeFrom);
  const shipping = freeDelivery ? 0 : toPesewas(terms.fee);
  return {
    subtotal: fromPesewas(subtotal),
    taxRate: settings.taxRate,
    tax: fromPesewas(tax),
    shipping: fromPesewas(shipping),
    total: fromPesewas(subtotal + tax + shipping),
  };
}

/** The totals a shopper is told while the delivery's region may not be known yet (totalsSoFar). */
export interface TotalsSoFar extends Totals {
  /**
   * Delivery is priced by region (docs/delivery-fees.md) and no region is chosen yet: `shipping` is 0 and `total`
   * leaves delivery out, and the screen says so instead of a figure that changes once the region is chosen.
   */
  deliveryByRegion: boolean;
}

/**
 * The totals of the cart, and of a checkout before its Region field is filled: with a region (or for pickup) the
 * order's totals; without one, the delivery every region would pay when that is the same everywhere (free
 * everywhere, one fee everywhere, or a shop without regional terms), else none yet (`deliveryByRegion`). Never the
 * general fee as if it were the order's: GH₵50 in the cart, then GH₵170 to the Volta Region.
 */
export function totalsSoFar(
  lines: readonly PricedLine[],
  settings: BusinessSettings,
  method: DeliveryMethod,
  region?: string | null,
): TotalsSoFar {
  if (method === 'pickup' || isGhanaRegion(region)) {
    return { ...calculateTotals(lines, settings, method, region), deliveryByRegion: false };
  }
  const [first, ...others] = GHANA_REGIONS.map((each) => calculateTotals(lines, settings, method, each));
  if (first && others.every((totals) => totals.shipping === first.shipping)) {
    return { ...first, deliveryByRegion: false };
  }
  return { ...calculateTotals(lines, settings, 'pickup'), deliveryByRegion: true };
}

/** "15%", "12.5%". */
export const formatRate = (rate: number) => `${Number(rate.toFixed(4))}%`;

/** A price on a shelf (card, product page, compare, calculator) and what it says about the tax. */
export interface ShelfPrice {
  /** GHS: the price with the tax in when the shop shows prices so, else the price before tax. */
  amount: number;
  /** "plus 15% tax", "incl. 15% tax"; empty when the shop charges no tax. */
  taxNote: string;
  /** The tax is in `amount`. */
  taxIncluded: boolean;
}

/**
 * How a price is shown on the shelf: before tax with the tax named (the default: tax
 * added at the cart), or with the tax in, rounded to the pesewa as the cart rounds it. The cart's totals are
 * always calculateTotals' on the prices before tax, so a shopper pays the same either way.
 */
export function shelfPrice(price: number, business: BusinessSettings, display: DisplaySettings): ShelfPrice {
  if (business.taxRate === 0) return { amount: price, taxNote: '', taxIncluded: true };
  const rate = formatRate(business.taxRate);
  if (!display.pricesIncludeTax) return { amount: price, taxNote: `plus ${rate} tax`, taxIncluded: false };
  const net = toPesewas(price);
  return {
    amount: fromPesewas(net + taxPesewas(net, business.taxRate)),
    taxNote: `incl. ${rate} tax`,
    taxIncluded: true,
  };
}

const MAX_TAX_RATE = 100;

function amount(value: unknown, fallback: number, max = Number.POSITIVE_INFINITY): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= max ? value : fallback;
}

const days = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= REGION_DELIVERY_LIMITS.days;

/** One region's stored terms, or undefined when any of them is missing or not sensible (the general fee then). */
function regionDeliveryFrom(raw: unknown): RegionDelivery | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const r = raw as Record<string, unknown>;
  const fee = amount(r.fee, -1, REGION_DELIVERY_LIMITS.fee);
  const freeFrom = amount(r.freeFrom, -1, REGION_DELIVERY_LIMITS.freeFrom);
  if (fee < 0 || freeFrom < 0 || !days(r.minDays) || !days(r.maxDays) || r.minDays > r.maxDays) return undefined;
  return { fee, freeFrom, minDays: r.minDays, maxDays: r.maxDays };
}

/** The regions' terms as stored (anything): each region with sensible terms, in the regions' order. */
export function resolveRegionDelivery(raw: unknown): RegionDeliveryTable {
  const stored = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const table: RegionDeliveryTable = {};
  for (const region of GHANA_REGIONS) {
    const terms = regionDeliveryFrom(stored[region]);
    if (terms) table[region] = terms;
  }
  return table;
}

/**
 * The business settings from settings/global's `business` map as stored (anything), with the default
 * for every field that is missing or not a sensible number (negative, not finite, a tax rate above 100 %), and
 * the regions' delivery terms when any region has them.
 */
export function resolveBusinessSettings(business: unknown): BusinessSettings {
  const b = typeof business === 'object' && business !== null ? (business as Record<string, unknown>) : {};
  const d = DEFAULT_BUSINESS_SETTINGS;
  const regions = resolveRegionDelivery(b.regions);
  return {
    taxRate: amount(b.taxRate, d.taxRate, MAX_TAX_RATE),
    deliveryFee: amount(b.deliveryFee, d.deliveryFee),
    freeDeliveryThreshold: amount(b.freeDeliveryThreshold, d.freeDeliveryThreshold),
    ...(Object.keys(regions).length > 0 ? { regions } : {}),
  };
}

/** "2 to 4 working days", "1 working day": how long a delivery takes, in words. */
export function formatWorkingDays({ min, max }: { min: number; max: number }): string {
  if (min === max) return `${min} working ${min === 1 ? 'day' : 'days'}`;
  return `${min} to ${max} working days`;
}
