/**
 * The batteries an inverter's product page suggests (docs/storefront.md, "Products and stock"), and what "on sale now"
 * means to the sizing: a module of its own, so that a product page does not load the calculator's matching
 * (sizing-match.ts).
 */
import type { Product } from '@domain/catalog/product';
import { numSpec } from '@domain/catalog/product-specs';
import { SIZING_CATEGORIES } from './sizing-model';

/** On sale now: a product (not a service), available, with stock. */
export function isSellable(product: Product): boolean {
  return product.type === 'product' && product.available && product.stock > 0 && product.price > 0;
}

/** How many batteries an inverter's page suggests. */
export const SUITING_BATTERIES = 4;

/**
 * The batteries that suit an inverter, for its product page: those that make its system voltage alone or in
 * series (a 12 V battery suits 12, 24 and 48 V inverters; a 48 V one only 48 V), on sale now; those of its own
 * voltage first (one battery is enough), then by name. Empty for a product that is not an inverter or whose
 * system voltage is not known.
 */
export function batteriesSuiting(inverter: Product, batteries: readonly Product[]): Product[] {
  const systemV = inverter.category === SIZING_CATEGORIES.inverter ? numSpec(inverter, 'systemVoltageV') : undefined;
  if (!systemV) return [];
  const voltage = (p: Product) => numSpec(p, 'voltageV') ?? 0;
  return batteries
    .filter((p) => p.category === SIZING_CATEGORIES.battery && isSellable(p))
    .filter((p) => voltage(p) > 0 && voltage(p) <= systemV && systemV % voltage(p) === 0)
    .sort((a, b) => voltage(b) - voltage(a) || a.name.localeCompare(b.name))
    .slice(0, SUITING_BATTERIES);
}
