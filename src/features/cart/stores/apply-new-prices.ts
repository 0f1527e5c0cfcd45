import { saveUserCart } from './cart-sync';
import { useCartStore } from './cart-store';

/**
 * placeOrder priced some lines differently from what the checkout showed (a price-change
 * refusal): the cart takes the server's unit prices, so that the totals on screen are the ones it will charge.
 * Only the checkout needs this (kept apart from the cart's other code, which every product card loads).
 */
export function applyNewPrices(prices: readonly { productId: string; price: number }[]): void {
  const { items: before, owner } = useCartStore.getState();
  const items = before.map((line) => {
    const now = prices.find((p) => p.productId === line.productId);
    return now && now.price !== line.price ? { ...line, price: now.price } : line;
  });
  if (items.every((line, i) => line === before[i])) return;
  useCartStore.setState({ items });
  if (owner) void saveUserCart();
}
