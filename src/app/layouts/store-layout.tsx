import { Suspense, useEffect, useMemo } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ChatButton } from '@/components/chat-button';
import { Footer } from '@/components/footer';
import { Header } from '@/components/header';
import { lazyComponent } from '@/components/lazy-part';
import { AccountActions, MobileAccountActions } from '@/features/auth/components/account-actions';
import { selectLineCount, useCartStore } from '@/features/cart/stores/cart-store';
import { useSettings } from '@/lib/settings/get-settings';
import { whenIdle } from '@/lib/when-idle';

// The cart's code stays off the first screen, and is loaded once the page is idle (or at the first sign of a hand
// reaching for the cart button): the shopper's tap on the cart then waits for the dialog's first render only, not
// for its code to arrive and compile (docs/decisions.md, "The cart's code is loaded before the tap").
const CartDialog = lazyComponent(() => import('@/features/cart/components/cart-dialog').then((m) => m.CartDialog), {
  what: 'your cart',
  failure: 'floating',
});

/** The public shell: header, footer, chat button and cart dialog (docs/storefront.md, "Screens"). */
export function StoreLayout() {
  const { contact } = useSettings();
  const cartCount = useCartStore(selectLineCount);
  const cartOpen = useCartStore((s) => s.isOpen);
  const setCartOpen = useCartStore((s) => s.setOpen);
  // At checkout the floating button would lie over the order summary or a field: the page offers the chat in its
  // own flow instead. On a phone the button is in the header (ChatButton), where it covers nothing.
  const floatingChat = useLocation().pathname !== '/checkout';
  const headerChat = useMemo(() => <ChatButton whatsapp={contact.whatsapp} placement="header" />, [contact.whatsapp]);
  useEffect(() => whenIdle(CartDialog.preload), []);
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[80] focus:rounded focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      {/* Each <Suspense> is a part a prerendered page is taken over in on its own (main.tsx), after the rest: the
          first task stays short on a slow phone, and a tap on a part makes React take that part over first. */}
      <Suspense>
        <Header
          cartCount={cartCount}
          onOpenCart={() => setCartOpen(true)}
          onCartIntent={CartDialog.preload}
          account={<AccountActions />}
          mobileAccount={<MobileAccountActions />}
          chat={headerChat}
        />
      </Suspense>
      <Suspense>
        <main id="main" className="flex-1">
          <Outlet />
        </main>
      </Suspense>
      <Suspense>
        <Footer contact={contact} />
      </Suspense>
      {floatingChat && <ChatButton whatsapp={contact.whatsapp} placement="floating" />}
      {cartOpen && <CartDialog />}
    </div>
  );
}
