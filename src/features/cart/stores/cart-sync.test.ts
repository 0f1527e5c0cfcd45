/** A signed-in user's cart (saved to carts/{uid}, merged with the guest's) and the cart at checkout. */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_MESSAGES } from '@domain/cart/messages';
import { ServiceError } from '@/lib/errors';
import { applyOrderProblems, refreshCart } from './cart-commands';
import {
  acceptPlacedOrder,
  endUserCart,
  retryCartLoad,
  saveUserCart,
  startUserCart,
  unsavedCartKey,
} from './cart-sync';
import { GUEST_CART_STORAGE_KEY, readGuestCart, useCartStore } from './cart-store';
import { lastError, lastSuccess, product, shop, stock } from '@/test/cart-shop';
import { addToCart, items, resetCart } from '@/test/cart-commands';

// The cart's Firestore calls are replaced by an in-memory shop here; tests/integration runs the real ones.
vi.mock('../api/get-cart-product', async () => (await import('@/test/cart-shop')).cartProductApi);
vi.mock('../api/load-cart', async () => (await import('@/test/cart-shop')).loadCartApi);
vi.mock('../api/save-cart', async () => (await import('@/test/cart-shop')).saveCartApi);
vi.mock('@/lib/toast', async () => (await import('@/test/cart-shop')).toast);

beforeEach(resetCart);

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
