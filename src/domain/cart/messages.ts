/** The cart's words (docs/storefront.md, "The cart"): what the cart and its checks say, word for word. */

/**
 * The cart's messages (docs/storefront.md, "The cart"), word for word, plus the dialog's empty text ("Screens").
 * The last three are the shop's own: they name the limits the rules enforce on carts/{uid} (at most 100 of one
 * item, at most 30 lines) and a quantity that is not a whole number.
 */
export const CART_MESSAGES = {
  serviceRefused: 'Services cannot be added to cart. Please request a quote instead.',
  outOfStock: 'This product is currently out of stock.',
  onlyAvailableWithCart: (available: number, inCart: number) =>
    `Only ${available} items available. You already have ${inCart} in your cart.`,
  stockCheckFailed: 'Unable to verify stock availability.',
  onlyAvailable: (available: number) => `Only ${available} items available.`,
  loadSettingsFailed: 'Failed to load settings.',
  loadFailed: 'Failed to load cart.',
  saveFailed: 'Failed to save cart.',
  loadPermissionDenied: 'Permission denied: Unable to load cart.',
  savePermissionDenied: 'Permission denied: Unable to save cart.',
  notInCart: 'Product not found in cart.',
  quantityCheckFailed: 'Failed to validate stock for quantity update.',
  cannotMigrate: (item: string, reason: string) => `Cannot migrate ${item}: ${reason}`,
  migrateFailed: 'Failed to migrate guest cart.',
  added: (name: string) => `${name} added to cart.`,
  removed: 'Item removed from cart.',
  updated: 'Cart updated.',
  cleared: 'Cart cleared.',
  migrated: 'Guest cart migrated to your account.',
  emptyCheckoutTitle: 'Your cart is empty!',
  emptyCheckoutDescription: 'Add some products before checking out.',
  empty: 'Your cart is empty.',
  maxLineQuantity: (max: number) => `You can order at most ${max} of one item.`,
  maxLines: (max: number) => `Your cart can hold at most ${max} different items.`,
  invalidQuantity: 'Please enter a whole number.',
  // The shop's own too: how the cart says what it changed on its own (stock went down, a product went).
  changed: 'Some items in your cart have changed.',
  lineChange: (name: string, reason: string) => `${name}: ${reason}`,
  priceChanged: (price: string) => `The price is now ${price}.`,
  keptOnDevice: 'Your cart is kept on this device and will be saved as soon as the connection allows.',
} as const;

/**
 * What is wrong with a line of a cart or an order (a product gone, a service, not on sale, short of stock), as the
 * cart's check and placeOrder tell it.
 */
export const LINE_PROBLEM_MESSAGES = {
  productGone: (name: string) => `${name} is no longer sold.`,
  productService: (name: string) => `${name} is a service and cannot be ordered. Please request a quote instead.`,
  productUnavailable: (name: string) => `${name} is no longer available.`,
  productOutOfStock: (name: string) => `${name} is out of stock.`,
  productShortStock: (name: string, available: number, requested: number) =>
    `Only ${available} of ${name} available; you asked for ${requested}.`,
} as const;
