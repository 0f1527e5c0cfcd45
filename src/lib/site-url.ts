import { useSyncExternalStore } from 'react';

/**
 * The shop's public address, for canonical links and the pictures a shared link shows (WhatsApp, Facebook): they
 * must be absolute. Set VITE_SITE_URL for a production build (README); locally the preview server's address.
 */
export const SITE_URL = (
  (import.meta.env.VITE_SITE_URL as string | undefined)?.trim() || 'http://localhost:4173'
).replace(/\/+$/, '');

/** `path` (or a picture's address) made absolute on the shop's address; absolute addresses stay as they are. */
export function absoluteUrl(path: string): string {
  return /^https?:\/\//.test(path) ? path : `${SITE_URL}${path.startsWith('/') ? '' : '/'}${path}`;
}

/**
 * The picture a shared link shows: link previews do not show SVG, so the catalogue's drawings have a PNG twin
 * (public/products/*.png, drawn by scripts/make-icons.ts).
 */
export function sharePicture(image: string | undefined): string {
  if (!image) return absoluteUrl('/icons/icon-512.png');
  return absoluteUrl(image.replace(/\.svg$/, '.png'));
}

const noSubscription = () => () => undefined;

/**
 * The address the shop is open at, for links the shopper shares: this browser's once the app runs, the shop's
 * address in the prerendered page (and while the app takes it over, so that both agree).
 */
export function useShopOrigin(): string {
  return useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => SITE_URL,
  );
}
