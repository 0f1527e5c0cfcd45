import { beforeEach, describe, expect, it, vi } from 'vitest';

const actions = vi.hoisted(() => ({ saveUserCart: vi.fn(async () => {}) }));
vi.mock('./cart-sync', () => ({ saveUserCart: actions.saveUserCart }));

const { useCartStore } = await import('./cart-store');
const { applyNewPrices } = await import('./apply-new-prices');

const lines = [
  { productId: 'a', name: 'MC4 connectors', price: 180, quantity: 2 },
  { productId: 'b', name: 'DC breaker', price: 140, quantity: 1 },
];

beforeEach(() => {
  actions.saveUserCart.mockClear();
  useCartStore.setState({ items: lines, owner: 'uid-1' });
});

describe('a price-change refusal updates the cart to the prices charged', () => {
  it('takes the new unit prices and saves the cart', () => {
    applyNewPrices([
      { productId: 'a', price: 200 },
      { productId: 'b', price: 140 },
    ]);
    expect(useCartStore.getState().items).toEqual([{ ...lines[0], price: 200 }, lines[1]]);
    expect(actions.saveUserCart).toHaveBeenCalledTimes(1);
  });

  it('changes nothing when the prices are the same', () => {
    applyNewPrices([{ productId: 'a', price: 180 }]);
    expect(useCartStore.getState().items).toBe(lines);
    expect(actions.saveUserCart).not.toHaveBeenCalled();
  });
});
