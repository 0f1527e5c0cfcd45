/**
 * Reading a product's technical specs (as typed in the admin form: numbers, or numeric text) into the figures
 * sizing, runtime and proposals compute with.
 */
import type { Product } from './product';
import type { BatteryChemistry } from '@domain/sizing/sizing';

/** What the spec readers need of a product: its specs (a proposal's line reads them from the stored product). */
export type ProductSpecs = Pick<Product, 'specs'>;

/** A numeric spec (numbers, or numeric text typed in the admin form); undefined when missing or not a number. */
export function numSpec(product: ProductSpecs, key: string): number | undefined {
  const value = product.specs[key];
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const n = Number(value.trim());
  return Number.isFinite(n) ? n : undefined;
}

export function textSpec(product: ProductSpecs, key: string): string | undefined {
  const value = product.specs[key];
  return typeof value === 'string' ? value : undefined;
}

/** LiFePO4 (or any lithium) → 'lithium'; lead-acid, gel, AGM, tubular → 'lead-acid'. */
export function batteryChemistryOf(product: ProductSpecs): BatteryChemistry | undefined {
  const chemistry = textSpec(product, 'chemistry')?.toLowerCase() ?? '';
  if (/lifepo4|lithium|li-ion/.test(chemistry)) return 'lithium';
  if (/lead|tubular|gel|agm/.test(chemistry)) return 'lead-acid';
  return undefined;
}

/** Battery energy: capacityWh, or voltageV × capacityAh. */
export function batteryUnitWh(product: ProductSpecs): number | undefined {
  const wh = numSpec(product, 'capacityWh');
  if (wh !== undefined && wh > 0) return wh;
  const v = numSpec(product, 'voltageV');
  const ah = numSpec(product, 'capacityAh');
  return v !== undefined && ah !== undefined && v * ah > 0 ? v * ah : undefined;
}

/** Inverter continuous power in W: powerW, or ratedKva × 0.8. */
export function inverterPowerW(product: ProductSpecs): number | undefined {
  const w = numSpec(product, 'powerW');
  if (w !== undefined && w > 0) return w;
  const kva = numSpec(product, 'ratedKva');
  return kva !== undefined && kva > 0 ? kva * 1000 * 0.8 : undefined;
}

export function inverterKvaOf(product: ProductSpecs): number | undefined {
  const kva = numSpec(product, 'ratedKva');
  if (kva !== undefined && kva > 0) return kva;
  const w = numSpec(product, 'powerW');
  return w !== undefined && w > 0 ? w / 0.8 / 1000 : undefined;
}
