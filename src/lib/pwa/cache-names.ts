/** The service worker's cache of product and installation pictures (scripts/pwa-config.ts), also filled by the page. */
export const PICTURES_CACHE = 'product-images';
