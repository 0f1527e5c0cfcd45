/** The catalogue and sizings the bundle-matching tests share: the demo seed's products and two worked examples. */
import { SEED_PRODUCTS, type SeedProduct } from '@domain/demo/catalogue';
import { NO_PRODUCT_RECORD, type Product, type SpecValue } from '@domain/catalog/product';
import { applianceFromPreset, DEFAULT_SIZING_INPUT, findPreset, type Appliance, type SizingInput } from './sizing';
import type { BundleMatch, ComponentMatch } from './sizing-match';
import type { BundleRole } from './sizing-model';

export function fromSeed(p: SeedProduct): Product {
  return { ...p, ...NO_PRODUCT_RECORD };
}
export const CATALOGUE = SEED_PRODUCTS.map(fromSeed);

/** One product of the demo seed, as the shop reads it. */
export function seeded(id: string): Product {
  const p = CATALOGUE.find((x) => x.id === id);
  if (!p) throw new Error(`no seeded product ${id}`);
  return p;
}

export function product(
  id: string,
  category: string,
  price: number,
  specs: Record<string, SpecValue>,
  changes: Partial<Product> = {},
): Product {
  return fromSeed({
    id,
    name: id,
    description: '',
    category: category as SeedProduct['category'],
    type: 'product',
    price,
    stock: 10,
    available: true,
    featured: false,
    brand: 'Test',
    specs,
    images: [],
    lowStockThreshold: 5,
    createdDaysAgo: 0,
    ...changes,
  } as SeedProduct);
}

export function preset(key: string, changes: Partial<Appliance> = {}): Appliance {
  const p = findPreset(key);
  if (!p) throw new Error(`no preset ${key}`);
  return { ...applianceFromPreset(p), ...changes };
}

export const FLAT: SizingInput = {
  ...DEFAULT_SIZING_INPUT,
  appliances: [preset('led', { quantity: 6 }), preset('cfan', { quantity: 2 }), preset('tv'), preset('fridge')],
  goal: 'backup',
  backupHours: 8,
  chemistry: 'lithium',
  systemVoltage: 24,
};

export const SHOP: SizingInput = {
  ...DEFAULT_SIZING_INPUT,
  appliances: [preset('freezer'), preset('pump', { hoursPerDay: 2 })],
  goal: 'off-grid',
  autonomyDays: 1,
  chemistry: 'lead-acid',
  systemVoltage: 48,
};

export function component(bundle: BundleMatch | undefined, role: BundleRole): ComponentMatch {
  const c = bundle?.components.find((x) => x.role === role);
  if (!c) throw new Error(`no ${role}`);
  return c;
}

export function matched(bundle: BundleMatch | undefined, role: BundleRole) {
  const c = component(bundle, role);
  if (c.status !== 'matched') throw new Error(`${role} is ${c.status}: ${'reason' in c ? c.reason : ''}`);
  return c;
}
