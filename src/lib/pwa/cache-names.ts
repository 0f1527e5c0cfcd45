/** The service worker's cache of product and installation pictures (scripts/pwa-config.ts), also filled by the page. */
export const PICTURES_CACHE = 'product-images';

/**
 * The worker's cache of the prerendered pages (scripts/pwa-config.ts), also filled by the page that was opened before
 * the worker controlled it: a page seen once opens again at once, online or offline.
 */
export const PAGES_CACHE = 'shop-pages';

/**
 * The addresses the build prerenders (scripts/lib/prerender.ts): home, /products, each product, /compare and the
 * calculator. Every other address is the app's shell.
 */
export const PRERENDERED_ADDRESS = /^\/(products(\/[^/]+)?|compare|solar-calculator)?$/;
