/**
 * The cart's Firestore calls replaced by an in-memory shop, for the cart commands' tests (tests/integration runs
 * the real ones). Each test file mocks the cart's api modules and the toasts with these:
 *   vi.mock('../api/get-cart-product', async () => (await import('@/test/cart-shop')).cartProductApi);
 * and drives the commands through '@/test/cart-commands'.
 */
import { vi } from 'vitest';
import type { CartLineRef } from '@domain/cart/cart-rules';
import type { CartProduct } from '@/features/cart/api/get-cart-product';

export const shop = {
  products: new Map<string, CartProduct>(),
  /** Product reads fail (offline). */
  offline: false,
  saved: new Map<string, CartLineRef[]>(),
  loadError: null as Error | null,
  saveError: null as Error | null,
  saves: [] as { uid: string; lines: CartLineRef[] }[],
  notify: { success: vi.fn(), error: vi.fn() },
};

const read = async (id: string) => {
  if (shop.offline) throw Object.assign(new Error('offline'), { code: 'unavailable' });
  return shop.products.get(id);
};

export const cartProductApi = {
  getCartProduct: read,
  getCartProducts: async (ids: readonly string[]) => {
    const map = new Map<string, CartProduct>();
    for (const id of ids) {
      const product = await read(id);
      if (product) map.set(id, product);
    }
    return map;
  },
};

export const loadCartApi = {
  loadCart: async (uid: string) => {
    if (shop.loadError) throw shop.loadError;
    return shop.saved.get(uid) ?? [];
  },
};

export const saveCartApi = {
  saveCart: async (uid: string, lines: readonly CartLineRef[]) => {
    if (shop.saveError) throw shop.saveError;
    const copy = lines.map(({ productId, quantity }) => ({ productId, quantity }));
    shop.saves.push({ uid, lines: copy });
    shop.saved.set(uid, copy);
  },
};

export const toast = { notify: shop.notify };

export const product = (id: string, overrides: Partial<CartProduct> = {}): CartProduct => ({
  id,
  name: `Product ${id}`,
  type: 'product',
  stock: 5,
  available: true,
  price: 100,
  ...overrides,
});

/** Puts products on the shop's shelves. */
export const stock = (...products: CartProduct[]) => {
  for (const p of products) shop.products.set(p.id, p);
};

export const lastError = () => shop.notify.error.mock.calls.at(-1);
export const lastSuccess = () => shop.notify.success.mock.calls.at(-1);

/** Empties the shop and its records. */
export function resetShop() {
  shop.products.clear();
  shop.saved.clear();
  shop.saves.length = 0;
  shop.offline = false;
  shop.loadError = null;
  shop.saveError = null;
}
