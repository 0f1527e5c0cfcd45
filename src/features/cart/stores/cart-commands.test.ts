import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartLineRef } from '@/domain/cart-rules';
import { CART_MESSAGES, PRODUCT_MESSAGES } from '@/domain/messages';
import { ServiceError } from '@/lib/errors';
import type { CartProduct } from '../api/get-cart-product';

// The cart's Firestore calls are replaced by an in-memory shop here; tests/integration runs the real ones.
const shop = vi.hoisted(() => ({
  products: new Map<string, CartProduct>(),
  /** Product reads fail (offline). */
  offline: false,
  saved: new Map<string, CartLineRef[]>(),
  loadError: null as Error | null,
  saveError: null as Error | null,
  saves: [] as { uid: string; lines: CartLineRef[] }[],
  notify: { success: vi.fn(), error: vi.fn() },
}));

vi.mock('../api/get-cart-product', () => {
  const read = async (id: string) => {
    if (shop.offline) throw Object.assign(new Error('offline'), { code: 'unavailable' });
    return shop.products.get(id);
  };
  return {
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
});
vi.mock('../api/load-cart', () => ({
  loadCart: async (uid: string) => {
    if (shop.loadError) throw shop.loadError;
    return shop.saved.get(uid) ?? [];
  },
}));
vi.mock('../api/save-cart', () => ({
  saveCart: async (uid: string, lines: readonly CartLineRef[]) => {
    if (shop.saveError) throw shop.saveError;
    const copy = lines.map(({ productId, quantity }) => ({ productId, quantity }));
    shop.saves.push({ uid, lines: copy });
    shop.saved.set(uid, copy);
  },
}));
vi.mock('@/lib/toast', () => ({ notify: shop.notify }));

const commands = await import('./cart-commands');
const { applyOrderProblems, refreshCart } = commands;
const { acceptPlacedOrder, endUserCart, retryCartLoad, saveUserCart, startUserCart, unsavedCartKey } =
  await import('./cart-sync');
const { sayCartFeedback } = await import('@/features/cart/components/cart-feedback');

// The commands return what to say; the components say it (cart-feedback.ts), as the shopper sees it here.
const addToCart = async (...args: Parameters<typeof commands.addToCart>) => {
  const { added, feedback } = await commands.addToCart(...args);
  sayCartFeedback(feedback);
  return added;
};
const addAllToCart = async (...args: Parameters<typeof commands.addAllToCart>) => {
  const { added, feedback } = await commands.addAllToCart(...args);
  sayCartFeedback(feedback);
  return added;
};
const setQuantity = async (...args: Parameters<typeof commands.setQuantity>) =>
  sayCartFeedback(await commands.setQuantity(...args));
const removeFromCart = (productId: string) => sayCartFeedback(commands.removeFromCart(productId));
const clearCart = () => sayCartFeedback(commands.clearCart());
const { GUEST_CART_STORAGE_KEY, readGuestCart, useCartStore } = await import('./cart-store');

const product = (id: string, overrides: Partial<CartProduct> = {}): CartProduct => ({
  id,
  name: `Product ${id}`,
  type: 'product',
  stock: 5,
  available: true,
  price: 100,
  ...overrides,
});

const stock = (...products: CartProduct[]) => {
  for (const p of products) shop.products.set(p.id, p);
};

const items = () => useCartStore.getState().items;
const lastError = () => shop.notify.error.mock.calls.at(-1);
const lastSuccess = () => shop.notify.success.mock.calls.at(-1);

beforeEach(() => {
  endUserCart();
  localStorage.clear();
  useCartStore.setState({ items: [], notices: [] });
  shop.products.clear();
  shop.saved.clear();
  shop.saves.length = 0;
  shop.offline = false;
  shop.loadError = null;
  shop.saveError = null;
  vi.clearAllMocks();
  vi.spyOn(console, 'error').mockImplementation(() => {}); // failures are logged; the tests check what is said
});

describe('adding to the cart (SPEC.md section 5)', () => {
  it('adds a product read from the server now, with its current name and price, and says so', async () => {
    stock(product('p1', { name: 'Jinko 450 W', price: 2150 }));
    expect(await addToCart({ id: 'p1', name: 'old name' })).toBe(true);
    expect(items()).toEqual([{ productId: 'p1', name: 'Jinko 450 W', price: 2150, quantity: 1 }]);
    expect(lastSuccess()).toEqual(['Jinko 450 W added to cart.']);
    await addToCart({ id: 'p1', name: 'Jinko 450 W' }, 2);
    expect(items()).toEqual([{ productId: 'p1', name: 'Jinko 450 W', price: 2150, quantity: 3 }]);
  });

  it('keeps a guest cart in local storage', async () => {
    stock(product('p1'));
    await addToCart({ id: 'p1', name: 'P1' });
    expect(readGuestCart()).toEqual(items());
    expect(JSON.parse(localStorage.getItem(GUEST_CART_STORAGE_KEY)!).items).toHaveLength(1);
  });

  it('refuses a service', async () => {
    stock(product('svc', { type: 'service' }));
    expect(await addToCart({ id: 'svc', name: 'Installation' })).toBe(false);
    expect(lastError()).toEqual([CART_MESSAGES.lineChange('Product svc', CART_MESSAGES.serviceRefused)]);
    expect(items()).toEqual([]);
  });

  it('refuses a product with no stock, and one that is no longer available', async () => {
    stock(product('empty', { stock: 0 }), product('gone', { available: false, stock: 3 }));
    await addToCart({ id: 'empty', name: 'E' });
    expect(lastError()).toEqual(['Product empty: This product is currently out of stock.']);
    await addToCart({ id: 'gone', name: 'G' });
    expect(lastError()).toEqual(['Product gone: This product is currently out of stock.']);
    expect(items()).toEqual([]);
  });

  it('refuses more than the stock, counting what is in the cart, naming the product', async () => {
    stock(product('p1', { name: 'Felicity IVEM 1.2 kVA Inverter', stock: 3 }));
    await addToCart({ id: 'p1', name: 'P1' }, 2);
    expect(await addToCart({ id: 'p1', name: 'P1' }, 2)).toBe(false);
    expect(lastError()).toEqual([
      'Felicity IVEM 1.2 kVA Inverter: Only 3 items available. You already have 2 in your cart.',
    ]);
    expect(items()[0]!.quantity).toBe(2);
  });

  it('says "Unable to verify stock availability." when the product cannot be read, and adds nothing', async () => {
    stock(product('p1'));
    shop.offline = true;
    expect(await addToCart({ id: 'p1', name: 'P1' })).toBe(false);
    expect(lastError()).toEqual(['Unable to verify stock availability.']);
    expect(items()).toEqual([]);
  });

  it('says "Product not found" for a product that no longer exists', async () => {
    await addToCart({ id: 'nope', name: 'Nope' });
    expect(lastError()).toEqual([PRODUCT_MESSAGES.notFound]);
  });

  it('adds a bundle line by line, saying what could not be added', async () => {
    stock(product('inv', { name: 'Inverter' }), product('bat', { name: 'Battery', stock: 1 }), product('pan'));
    const added = await addAllToCart([
      { product: { id: 'inv', name: 'Inverter' }, quantity: 1 },
      { product: { id: 'bat', name: 'Battery' }, quantity: 2 },
      { product: { id: 'pan', name: 'Panel' }, quantity: 4 },
    ]);
    expect(added).toEqual(['Inverter', '4 × Product pan']);
    expect(items().map((l) => [l.productId, l.quantity])).toEqual([
      ['inv', 1],
      ['pan', 4],
    ]);
    expect(lastError()).toEqual([
      'Battery: Only 1 items available. You already have 0 in your cart.',
      'Inverter and 4 × Product pan added to cart.',
    ]);
  });
});

describe('changing quantities (SPEC.md section 4)', () => {
  beforeEach(async () => {
    stock(product('p1', { stock: 4 }), product('p2'));
    await addToCart({ id: 'p1', name: 'P1' }, 2);
    await addToCart({ id: 'p2', name: 'P2' });
    vi.clearAllMocks();
  });

  it('raises a quantity within stock: "Cart updated."', async () => {
    await setQuantity('p1', 3);
    expect(items()[0]!.quantity).toBe(3);
    expect(lastSuccess()).toEqual(['Cart updated.']);
  });

  it('refuses a quantity above stock, naming the product: "{name}: Only N items available."', async () => {
    await setQuantity('p1', 5);
    expect(lastError()).toEqual(['Product p1: Only 4 items available.']);
    expect(items()[0]!.quantity).toBe(2);
  });

  it('says "Failed to validate stock for quantity update." when raising cannot be checked', async () => {
    shop.offline = true;
    await setQuantity('p1', 3);
    expect(lastError()).toEqual(['Failed to validate stock for quantity update.']);
    expect(items()[0]!.quantity).toBe(2);
  });

  it('lowers a quantity without a stock check, even offline', async () => {
    shop.offline = true;
    await setQuantity('p1', 1);
    expect(items()[0]!.quantity).toBe(1);
    expect(lastSuccess()).toEqual(['Cart updated.']);
  });

  it('removes a line below 1: "Item removed from cart."', async () => {
    await setQuantity('p2', 0);
    expect(items().map((l) => l.productId)).toEqual(['p1']);
    expect(lastSuccess()).toEqual(['Item removed from cart.']);
  });

  it('says "Product not found in cart." for a line that is not there', async () => {
    await setQuantity('nope', 2);
    expect(lastError()).toEqual(['Product not found in cart.']);
    removeFromCart('nope');
    expect(lastError()).toEqual(['Product not found in cart.']);
  });

  it('removes a line and clears the cart', () => {
    removeFromCart('p1');
    expect(lastSuccess()).toEqual(['Item removed from cart.']);
    clearCart();
    expect(items()).toEqual([]);
    expect(lastSuccess()).toEqual(['Cart cleared.']);
    expect(localStorage.getItem(GUEST_CART_STORAGE_KEY)).toBeNull();
  });
});

describe("a signed-in user's cart", () => {
  it('merges the guest cart on sign-in, line by line, then empties the guest cart', async () => {
    stock(
      product('p1', { stock: 3, name: 'Panel' }),
      product('p2', { name: 'Battery' }),
      product('svc', { type: 'service' }),
    );
    shop.saved.set('ama', [{ productId: 'p1', quantity: 2 }]);
    await addToCart({ id: 'p1', name: 'Panel' }, 2);
    await addToCart({ id: 'p2', name: 'Battery' });
    vi.clearAllMocks();

    await startUserCart('ama');

    expect(useCartStore.getState()).toMatchObject({ owner: 'ama', phase: 'ready' });
    expect(items().map((l) => [l.productId, l.quantity])).toEqual([
      ['p1', 3],
      ['p2', 1],
    ]);
    const cannot = 'Cannot migrate Panel: Only 3 items available. You already have 2 in your cart.';
    expect(useCartStore.getState().notices).toEqual([cannot]);
    expect(lastSuccess()).toEqual(['Guest cart migrated to your account.', cannot]);
    expect(localStorage.getItem(GUEST_CART_STORAGE_KEY)).toBeNull();
    await vi.waitFor(() => expect(shop.saved.get('ama')).toHaveLength(2));
    expect(shop.saved.get('ama')).toEqual([
      { productId: 'p1', quantity: 3 },
      { productId: 'p2', quantity: 1 },
    ]);
    expect(localStorage.getItem(unsavedCartKey('ama'))).toBeNull();
  });

  it('says "Guest cart migrated to your account." with nothing else when every line fits', async () => {
    stock(product('p1'));
    await addToCart({ id: 'p1', name: 'P1' });
    vi.clearAllMocks();
    await startUserCart('kofi');
    expect(lastSuccess()).toEqual(['Guest cart migrated to your account.', undefined]);
  });

  it('corrects its own saved lines against current stock, and says what changed', async () => {
    stock(product('p1', { stock: 1, name: 'Panel' }));
    shop.saved.set('ama', [
      { productId: 'p1', quantity: 3 },
      { productId: 'gone', quantity: 1 },
    ]);
    await startUserCart('ama');
    expect(items()).toEqual([{ productId: 'p1', name: 'Panel', price: 100, quantity: 1 }]);
    expect(useCartStore.getState().notices).toEqual(['Panel: Only 1 items available.', 'gone: Product not found']);
    expect(lastError()?.[0]).toBe('Some items in your cart have changed.');
  });

  it('saves every change to carts/{uid}', async () => {
    stock(product('p1'));
    await startUserCart('ama');
    await addToCart({ id: 'p1', name: 'P1' });
    await saveUserCart();
    expect(shop.saved.get('ama')).toEqual([{ productId: 'p1', quantity: 1 }]);
    expect(localStorage.getItem(GUEST_CART_STORAGE_KEY)).toBeNull();
  });

  it('keeps unsaved lines on this device when a save fails, says so once, and saves them later', async () => {
    stock(product('p1'), product('p2'));
    await startUserCart('ama');
    shop.saveError = new ServiceError(CART_MESSAGES.saveFailed);
    await addToCart({ id: 'p1', name: 'P1' });
    await saveUserCart();
    await addToCart({ id: 'p2', name: 'P2' });
    await saveUserCart();
    expect(useCartStore.getState().saveError).toBe('Failed to save cart.');
    expect(shop.notify.error.mock.calls.filter(([m]) => m === 'Failed to save cart.')).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem(unsavedCartKey('ama'))!)).toHaveLength(2);

    // A reload before the connection is back: the unsaved lines win over the older saved cart.
    endUserCart();
    shop.saveError = null;
    await startUserCart('ama');
    expect(items().map((l) => l.productId)).toEqual(['p1', 'p2']);
    await vi.waitFor(() => expect(shop.saved.get('ama')).toHaveLength(2));
    expect(localStorage.getItem(unsavedCartKey('ama'))).toBeNull();
  });

  it('says the permission message when the rules refuse a save', async () => {
    stock(product('p1'));
    await startUserCart('ama');
    shop.saveError = new ServiceError(CART_MESSAGES.savePermissionDenied);
    await addToCart({ id: 'p1', name: 'P1' });
    await saveUserCart();
    expect(lastError()?.[0]).toBe('Permission denied: Unable to save cart.');
  });

  it('says "Failed to load cart." or the permission message when it cannot be loaded, and can try again', async () => {
    shop.loadError = new ServiceError(CART_MESSAGES.loadPermissionDenied);
    await startUserCart('ama');
    expect(useCartStore.getState()).toMatchObject({
      phase: 'error',
      loadError: 'Permission denied: Unable to load cart.',
    });
    expect(lastError()).toEqual(['Permission denied: Unable to load cart.']);
    shop.loadError = new ServiceError(CART_MESSAGES.loadFailed);
    await retryCartLoad();
    expect(useCartStore.getState().loadError).toBe('Failed to load cart.');
    shop.loadError = null;
    await retryCartLoad();
    expect(useCartStore.getState().phase).toBe('ready');
  });

  it('keeps the guest cart when it cannot be merged: "Failed to migrate guest cart."', async () => {
    stock(product('p1'));
    await addToCart({ id: 'p1', name: 'P1' });
    shop.offline = true;
    await startUserCart('ama');
    expect(useCartStore.getState()).toMatchObject({ phase: 'error', loadError: 'Failed to migrate guest cart.' });
    expect(readGuestCart()).toHaveLength(1);
    // Adding waits for the cart, which still cannot load: nothing is added to a cart that is not there.
    shop.offline = false;
    shop.loadError = new ServiceError(CART_MESSAGES.loadFailed);
    await addToCart({ id: 'p1', name: 'P1' });
    expect(lastError()).toEqual(['Failed to load cart.']);
  });

  it('sign-out leaves an empty guest cart', async () => {
    stock(product('p1'));
    await addToCart({ id: 'p1', name: 'P1' });
    await startUserCart('ama');
    endUserCart();
    expect(useCartStore.getState()).toMatchObject({ owner: null, items: [] });
    expect(localStorage.getItem(GUEST_CART_STORAGE_KEY)).toBeNull();
  });
});

describe('checkout', () => {
  it('reads every line again: gone lines leave, quantities come down, new prices are said', async () => {
    stock(product('p1', { stock: 5, price: 100 }), product('p2'), product('p3'));
    await addToCart({ id: 'p1', name: 'P1' }, 4);
    await addToCart({ id: 'p2', name: 'P2' });
    await addToCart({ id: 'p3', name: 'P3' });
    stock(product('p1', { stock: 2, price: 100 }), product('p2', { price: 120 }), product('p3', { available: false }));
    const changes = await refreshCart();
    expect(items().map((l) => [l.productId, l.quantity, l.price])).toEqual([
      ['p1', 2, 100],
      ['p2', 1, 120],
    ]);
    expect(changes).toEqual([
      'Product p1: Only 2 items available.',
      'Product p3: This product is currently out of stock.',
      'Product p2: The price is now GH₵120.00.',
    ]);
    expect(useCartStore.getState().notices).toEqual(changes);
  });

  it("corrects the cart from placeOrder's refusal", async () => {
    stock(product('p1'), product('p2'), product('p3'));
    await addToCart({ id: 'p1', name: 'P1' }, 3);
    await addToCart({ id: 'p2', name: 'P2' });
    await addToCart({ id: 'p3', name: 'P3' });
    const changes = applyOrderProblems([
      { productId: 'p1', name: 'Panel', kind: 'short_stock', requested: 3, available: 1 },
      { productId: 'p2', name: 'Battery', kind: 'short_stock', requested: 1, available: 0 },
      { productId: 'p3', name: 'Survey', kind: 'service', requested: 1, available: 0 },
    ]);
    expect(items().map((l) => [l.productId, l.quantity])).toEqual([['p1', 1]]);
    expect(changes).toEqual([
      'Panel: Only 1 items available.',
      'Battery: This product is currently out of stock.',
      'Survey: Services cannot be added to cart. Please request a quote instead.',
    ]);
  });

  it("takes the server's emptied cart as the truth: the lines leave without another write", async () => {
    stock(product('p1'), product('p2'));
    await startUserCart('ama');
    await addToCart({ id: 'p1', name: 'P1' }, 2);
    await addToCart({ id: 'p2', name: 'P2' });
    await saveUserCart();
    const saves = shop.saves.length;
    acceptPlacedOrder();
    expect(items()).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(shop.saves).toHaveLength(saves);
    expect(localStorage.getItem(unsavedCartKey('ama'))).toBeNull();
  });

  it('saves the empty cart once more only when a save was still on its way (it would bring the lines back)', async () => {
    stock(product('p1'));
    await startUserCart('ama');
    await addToCart({ id: 'p1', name: 'P1' });
    const onItsWay = saveUserCart();
    acceptPlacedOrder();
    await onItsWay;
    expect(shop.saved.get('ama')).toEqual([]);
  });
});
