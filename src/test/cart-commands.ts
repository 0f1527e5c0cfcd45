/**
 * The cart's commands as the shopper meets them, for their tests: each says what the components say
 * (cart-feedback.ts). Import after mocking the cart's api with '@/test/cart-shop' (see there); `resetCart` before
 * each test.
 */
import { vi } from 'vitest';
import * as commands from '@/features/cart/stores/cart-commands';
import { endUserCart } from '@/features/cart/stores/cart-sync';
import { useCartStore } from '@/features/cart/stores/cart-store';
import { sayCartFeedback } from '@/features/cart/components/cart-feedback';
import { resetShop } from './cart-shop';

export const addToCart = async (...args: Parameters<typeof commands.addToCart>) => {
  const { added, feedback } = await commands.addToCart(...args);
  sayCartFeedback(feedback);
  return added;
};
export const addAllToCart = async (...args: Parameters<typeof commands.addAllToCart>) => {
  const { added, feedback } = await commands.addAllToCart(...args);
  sayCartFeedback(feedback);
  return added;
};
export const setQuantity = async (...args: Parameters<typeof commands.setQuantity>) =>
  sayCartFeedback(await commands.setQuantity(...args));
export const removeFromCart = (productId: string) => sayCartFeedback(commands.removeFromCart(productId));
export const clearCart = () => sayCartFeedback(commands.clearCart());

export const items = () => useCartStore.getState().items;

/** A guest's empty cart on a clean device, with an empty shop. */
export function resetCart() {
  endUserCart();
  localStorage.clear();
  useCartStore.setState({ items: [], notices: [] });
  resetShop();
  vi.clearAllMocks();
  vi.spyOn(console, 'error').mockImplementation(() => {}); // failures are logged; the tests check what is said
}
