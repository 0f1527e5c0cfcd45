import { fromPesewas, toPesewas, type Pesewas } from './money';
import { DEFAULT_BUSINESS_SETTINGS, type BusinessSettings, type DisplaySettings } from './settings';

/**
 * The one pricing function of the shop, used by the cart dialog, the checkout and placeOrder (SPEC.md
 * section 9): tax = subtotal × taxRate %, shipping free at or above the free-delivery threshold else the
 * delivery fee (none for pickup), total = subtotal + tax + shipping. All arithmetic is in integer pesewas.
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

export function calculateTotals(
  lines: readonly PricedLine[],
  settings: BusinessSettings,
  method: DeliveryMethod,
): Totals {
  const subtotal = lines.reduce((sum, line) => sum + lineTotalPesewas(line), 0);
  const tax = taxPesewas(subtotal, settings.taxRate);
  // Nothing to deliver, nothing to pay for delivery; pickup at the Tamale shop never pays a fee.
  const freeDelivery = subtotal === 0 || method === 'pickup' || subtotal >= toPesewas(settings.freeDeliveryThreshold);
  const shipping = freeDelivery ? 0 : toPesewas(settings.deliveryFee);
  return {
    subtotal: fromPesewas(subtotal),
    taxRate: settings.taxRate,
    tax: fromPesewas(tax),
    shipping: fromPesewas(shipping),
    total: fromPesewas(subtotal + tax + shipping),
  };
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
 * How a price is shown on the shelf (issue 14 item 5): before tax with the tax named (the spec's pricing: tax
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

/**
 * The business settings from settings/global's `business` map as stored (anything), with the spec's default
 * for every field that is missing or not a sensible number (negative, not finite, a tax rate above 100 %).
 */
export function resolveBusinessSettings(business: unknown): BusinessSettings {
  const b = typeof business === 'object' && business !== null ? (business as Record<string, unknown>) : {};
  const d = DEFAULT_BUSINESS_SETTINGS;
  return {
    taxRate: amount(b.taxRate, d.taxRate, MAX_TAX_RATE),
    deliveryFee: amount(b.deliveryFee, d.deliveryFee),
    freeDeliveryThreshold: amount(b.freeDeliveryThreshold, d.freeDeliveryThreshold),
  };
}
