/**
 * The prerendered public pages as the service worker keeps them (README, "Offline and installable"): the page
 * itself, with its first screen and its data, so that one opened from a link opens offline later too. Shared by
 * the worker's configuration (scripts/pwa-config.ts) and the page side (lib/pwa/service-worker.ts).
 */

/** The Cache Storage cache that holds them. */
export const PAGES_CACHE = 'shop-pages';

// The addresses scripts/lib/prerender.ts writes a page for: home, /products, a product page, /compare and
// /solar-calculator, without a query string (a filtered list or a search is the app's shell). Product pictures
// (/products/*.png) have a dot; product ids never do.
const PRERENDERED_PATH = '/(?:products(?:/[^/?#.]+)?|compare|solar-calculator)?';

/** A prerendered page's path and query (Workbox tests a navigation's path and query against this). */
export const PRERENDERED_PATH_PATTERN = new RegExp(`^${PRERENDERED_PATH}$`);

/** A prerendered page's full address (Workbox tests a request's full URL against a RegExp route). */
export const PRERENDERED_URL_PATTERN = new RegExp(`^https?://[^/]+${PRERENDERED_PATH}$`);
