import { queryKeys } from '../query-keys';

const PUBLIC_ROOTS = new Set<unknown>([
  queryKeys.products.all()[0],
  queryKeys.showcase.installations()[0],
  queryKeys.showcase.testimonials()[0],
]);

/** Public data only: products, the shop's settings (not the cart's pricing copy), installations, testimonials. */
export function isPublicData(queryKey: readonly unknown[]): boolean {
  if (PUBLIC_ROOTS.has(queryKey[0])) return true;
  const settings = queryKeys.settings();
  return queryKey.length === settings.length && queryKey.every((part, i) => part === settings[i]);
}
