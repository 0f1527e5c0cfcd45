import { SHOP_NAME, TAGLINE } from '@domain/shop/brand';
import { Logo } from './logo';

/** Full-screen loading view (docs/storefront.md, "Screens"): brand, tagline and "Loading...". */
export function LoadingScreen() {
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-screen flex-col items-center justify-center gap-2 bg-amber-50 p-4 text-center text-brand-900"
    >
      <Logo className="size-14 animate-pulse motion-reduce:animate-none" />
      <p className="mt-3 text-2xl font-bold">{SHOP_NAME}</p>
      <p className="text-lime-800">{TAGLINE}</p>
      <p className="text-lime-800">Loading...</p>
    </div>
  );
}
