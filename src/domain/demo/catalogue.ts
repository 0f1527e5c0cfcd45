/**
 * The demo shop's catalogue: the realistic products and services of a solar shop in Tamale, with fixed ids so that
 * links, tests and screenshots stay stable. Pure data: the seed writes it to the emulators (scripts/seed.ts) and the
 * tests match, search and price against it.
 */
import { ACCESSORIES_AND_SERVICES } from './catalogue-accessories-services';
import type { SeedProduct } from './catalogue-builders';
import { PANELS_AND_INVERTERS } from './catalogue-panels-inverters';
import { STORAGE_AND_CONTROL } from './catalogue-storage';

export type { SeedProduct } from './catalogue-builders';

export const SEED_PRODUCTS: SeedProduct[] = [
  ...PANELS_AND_INVERTERS,
  ...STORAGE_AND_CONTROL,
  ...ACCESSORIES_AND_SERVICES,
];
