import type { CartLineRef } from './cart-rules';
import { asRecord, listOf } from '@domain/shared/stored-values';

/** The one reader of carts/{uid}: its lines as stored (anything), the well-formed ones ([] for no cart). */
export function cartFromRecord(data: unknown): CartLineRef[] {
  return listOf(asRecord(data).items).flatMap((item): CartLineRef[] => {
    const { productId, quantity } = asRecord(item);
    return typeof productId === 'string' &&
      productId.length > 0 &&
      typeof quantity === 'number' &&
      Number.isInteger(quantity) &&
      quantity >= 1
      ? [{ productId, quantity }]
      : [];
  });
}
