/** The shop's messages in one place; the fixed ones (docs/storefront.md) word for word. */
// The product service's messages live in their own module, so that the home route's JavaScript carries them
// without the whole catalogue (tests/e2e/performance.spec.ts); they are part of this catalogue all the same.
import { formatGhs } from './money';
export { PRODUCT_MESSAGES } from '@domain/catalog/product-messages';

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

/** Orders: what placeOrder, cancelMyOrder, updateOrderStatus, markOrderPaid and recordRefund say. */
export const ORDER_MESSAGES = {
  signInRequired: 'Please sign in to continue.',
  invalidRequest: 'This request is not valid. Please reload the page and try again.',
  accountDisabled: 'This account has been disabled',
  accountNotFound: 'Your account could not be found. Please sign out, sign in again and try once more.',
  emptyOrder: 'Your cart is empty!',
  tooManyLines: (max: number) => `An order can hold at most ${max} different items.`,
  duplicateLine: 'Each product may appear only once in an order.',
  invalidQuantity: (max: number) => `Quantity must be a whole number from 1 to ${max}.`,
  invalidOrderId: 'This order number is not valid. Please reload the checkout page and try again.',
  invalidProductId: 'A product in your cart is not valid. Please remove it and try again.',
  orderIdTaken: 'This order number belongs to another account. Please reload the checkout page and try again.',
  chooseDeliveryMethod: 'Please choose delivery or pickup.',
  choosePaymentMethod: 'Please choose how you will pay.',
  addressRequired: 'Please enter a delivery address.',
  fullName: 'Please enter the full name of the person receiving the order.',
  phone: 'Please enter a Ghana phone number, e.g. 024 123 4567 or +233 24 123 4567.',
  region: 'Please choose a region.',
  town: 'Please enter your town or city.',
  gpsAddress: 'Please enter a GhanaPost GPS address like NT-0123-4567, or leave it empty.',
  streetOrLandmark: 'Please enter a street name or a landmark near you.',
  streetOrLandmarkTooLong: (max: number, length: number) =>
    `Please shorten the directions to ${max} characters or fewer (they are ${length} now).`,
  note: 'A note must be plain text of at most 500 characters.',
  chooseStatus: 'Please choose a status.',
  productGone: (name: string) => `${name} is no longer sold.`,
  productService: (name: string) => `${name} is a service and cannot be ordered. Please request a quote instead.`,
  productUnavailable: (name: string) => `${name} is no longer available.`,
  productOutOfStock: (name: string) => `${name} is out of stock.`,
  productShortStock: (name: string, available: number, requested: number) =>
    `Only ${available} of ${name} available; you asked for ${requested}.`,
  busy: 'Many people are ordering right now. Please try again.',
  placeFailed: 'We could not place your order. Please try again.',
  notFound: 'Order not found.',
  cannotCancel: (statusLabel: string) =>
    `This order can no longer be cancelled: it is already ${statusLabel.toLowerCase()}. Please contact us.`,
  transitionRefused: (fromLabel: string, toLabel: string) =>
    `An order that is ${fromLabel.toLowerCase()} cannot be marked ${toLabel.toLowerCase()}.`,
  alreadyPaid: 'This order is already marked as paid.',
  cancelledCannotBePaid: 'A cancelled order cannot be marked as paid.',
  updateFailed: 'We could not update this order. Please try again.',
  cancelledByCustomer: 'Cancelled by the customer',
  placed: 'Order placed',
  paymentReceived: 'Payment received',
  // Trust: the confirmed total, hoarding, refunds.
  totalChanged:
    'Prices or delivery charges changed since you opened checkout. Please check the new total and place your order again.',
  tooManyPending: (max: number) =>
    `You already have ${max} orders waiting for our confirmation, so we cannot take another one yet. ` +
    'Please call or WhatsApp the shop to confirm or change them, then order again.',
  productInCart: 'A product in your cart',
  refundDue: 'Paid order cancelled: refund due',
  refundRecorded: 'Refund paid',
  refundAmount: 'Please enter the amount refunded, in GHS, no more than the order total.',
  refundMethod: 'Please choose how the refund was paid.',
  refundReference: 'Please enter the Mobile Money transaction id or the cash receipt number (at most 100 characters).',
  refundNotDue: 'Only a cancelled order that was paid can be refunded.',
  refundTooLarge: 'The refund cannot be more than the order total.',
  // Orders as a shop runs them: the payment staff received.
  paymentMethodReceived: 'Please choose how the customer paid.',
  paymentAmount: 'Please enter the amount received, in GHS.',
  paymentAmountNotTotal: (total: number) => `The amount received must be the order total, ${formatGhs(total)}.`,
  paymentReference:
    'Please enter the Mobile Money transaction id or the bank reference (at most 100 characters; cash may leave it empty).',
  paymentOnlyWhenDelivered: 'A payment can be recorded with a status change only when the order is delivered.',
  // Staff moving an order on: the rider and delivery time, undoing "Delivered".
  dispatchOnlyOutForDelivery: 'The rider and delivery time can be recorded only when the order goes out for delivery.',
  riderName: "Please enter the rider's name (at most 100 characters).",
  riderPhone: "Please enter the rider's phone as a Ghana number, e.g. 024 123 4567.",
  deliveryDay: 'Please choose the delivery day.',
  deliverySlot: 'Please choose the time of day.',
  undoDeliveryTooLate: (hours: number) =>
    `"Delivered" can be undone only within ${hours} hours. Add a note to the order to explain what happened.`,
  deliveryUndone: 'Marked delivered by mistake: delivery undone',
  deliveryPaymentUndone: (payment: string) =>
    `The payment recorded with the delivery (${payment}) was undone with it: the order is unpaid again`,
} as const;

/** The admin functions (docs/storefront.md, "Accounts": "Only admins can create other admins"). */
export const ADMIN_MESSAGES = {
  onlyAdminsCreateAdmins: 'Only admins can create other admins',
  adminsOnly: 'Only admins can do this.',
  cannotDeactivateSelf: 'You cannot deactivate your own account.',
  userNotFound: 'User not found.',
  emailTaken: 'An account with this email already exists.',
  invalidEmail: 'Please enter a valid email address',
  weakPassword: 'Password must be at least 6 characters long.',
  displayNameRequired: 'Display name is required.',
  invalidUser: 'Please choose a user.',
  chooseActive: 'Please say whether the account is active.',
  createAdminFailed: 'We could not create the admin account. Please try again.',
  setUserActiveFailed: 'We could not change this account. Please try again.',
  lastActiveAdmin: 'This is the last active admin account: make another admin active first.',
} as const;

/** Accounts: sign in, sign up, password reset, account settings (docs/storefront.md, "Accounts"), word for word. */
export const AUTH_MESSAGES = {
  invalidEmail: 'Please enter a valid email address',
  passwordTooShort: 'Password must be at least 6 characters long',
  tooManyLoginAttempts: 'Too many login attempts. Please try again later.',
  invalidCredentials: 'Invalid email or password',
  accountDisabled: 'This account has been disabled',
  loginFailed: 'Invalid email or password. Please try again.',
  registrationFailed: 'Failed to create account. Please try again.',
  resetFailed: 'Failed to send password reset email. Please try again.',
  profileUpdateFailed: 'Failed to update profile. Please try again.',
  passwordUpdateFailed: 'Failed to update password. Please try again.',
  currentPasswordIncorrect: 'Current password is incorrect.',
  recentLoginRequired: 'Please sign out and sign back in to change your password.',
  emailCannotBeChanged: 'Email cannot be changed',
  // The shop's own: the clearest words we could find.
  emailInUse: 'An account with this email already exists. Please sign in instead.',
  network: 'No internet connection. Check your connection and try again.',
  signInRequired: 'Please sign in to continue.',
  adminsOnly: 'Only admins can open the admin area.',
} as const;

export interface ToastText {
  title: string;
  description: string;
}

/** The toasts of the accounts screens: title and description. */
export const AUTH_TOASTS = {
  loginMissingFields: { title: 'Missing Information', description: 'Please fill in all fields.' },
  registerMissingFields: { title: 'Missing Information', description: 'Please fill in all required fields.' },
  passwordMismatch: { title: 'Password Mismatch', description: 'Passwords do not match. Please try again.' },
  weakPassword: { title: 'Weak Password', description: 'Password must be at least 6 characters long.' },
  emailRequired: {
    title: 'Email Required',
    description: 'Please enter your email address to reset your password.',
  },
  displayNameRequired: { title: 'Missing Information', description: 'Display name is required.' },
  passwordFieldsMissing: { title: 'Missing Information', description: 'Please fill in all password fields.' },
  newPasswordMismatch: { title: 'Password Mismatch', description: 'New passwords do not match.' },
  newPasswordWeak: { title: 'Weak Password', description: 'New password must be at least 6 characters long.' },
  welcomeBack: { title: 'Welcome Back! 👋', description: 'Successfully signed in to your account.' },
  resetSent: { title: 'Password Reset Sent! 📧', description: 'Check your email for password reset instructions.' },
  profileUpdated: { title: 'Profile Updated! ✅', description: 'Your name has been saved.' },
  passwordUpdated: { title: 'Password Updated! ✅', description: 'Your password has been changed successfully.' },
} as const satisfies Record<string, ToastText>;

export type AuthToastKey = keyof typeof AUTH_TOASTS;

/** "Welcome to {product}! 🎉": the account is created and its owner signed in. */
export const welcomeToast = (shopName: string): ToastText => ({
  title: `Welcome to ${shopName}! 🎉`,
  description: 'Your account has been created and you are signed in.',
});

/** Titles of the destructive toasts when an accounts call fails. */
export const AUTH_FAILURE_TITLES = {
  login: 'Login Failed',
  register: 'Registration Failed',
  reset: 'Reset Failed',
  profile: 'Update Failed',
  password: 'Update Failed',
} as const;

/** Comparison (docs/storefront.md, "Comparison"), word for word. */
export const COMPARE_MESSAGES = {
  limit: 'You can only compare up to 3 products at a time.',
  duplicate: 'This product is already in your comparison list.',
} as const;
