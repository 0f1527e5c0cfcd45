import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PRODUCT_MESSAGES } from '@domain/catalog/messages';
import { CART_MESSAGES } from '@domain/cart/messages';
import { GUEST_CART_STORAGE_KEY, readGuestCart } from './cart-store';
import { lastError, lastSuccess, product, shop, stock } from '@/test/cart-shop';
import {
  addAllToCart,
  addToCart,
  clearCart,
  items,
  removeFromCart,
  resetCart,
  setQuantity,
} from '@/test/cart-commands';

// The cart's Firestore calls are replaced by an in-memory shop here; tests/integration runs the real ones.
vi.mock('../api/get-cart-product', async () => (await import('@/test/cart-shop')).cartProductApi);
vi.mock('../api/load-cart', async () => (await import('@/test/cart-shop')).loadCartApi);
vi.mock('../api/save-cart', async () => (await import('@/test/cart-shop')).saveCartApi);
vi.mock('@/lib/toast', async () => (await import('@/test/cart-shop')).toast);

beforeEach(resetCart);

describe('adding to the cart (docs/storefront.md, "The cart")', () => {
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

describe('changing quantities (docs/storefront.md, "The cart")', () => {
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
