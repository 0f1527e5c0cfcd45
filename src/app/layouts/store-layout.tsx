import { Outlet, useLocation } from 'react-router';
import { ChatButton } from '@/components/chat-button';
import { Footer } from '@/components/footer';
import { Header } from '@/components/header';
import { lazyComponent } from '@/components/lazy-part';
import { AccountActions, MobileAccountActions } from '@/features/auth/components/account-actions';
import { selectLineCount, useCartStore } from '@/features/cart/stores/cart-store';
import { useSettings } from '@/lib/settings/get-settings';

// Dialogs load when first opened: their code stays off the first screen.
const CartDialog = lazyComponent(() => import('@/features/cart/components/cart-dialog').then((m) => m.CartDialog), {
  what: 'your cart',
  failure: 'floating',
});

/** The public shell: header, footer, chat button and cart dialog (SPEC.md section 2). */
export function StoreLayout() {
  const { contact } = useSettings();
  const cartCount = useCartStore(selectLineCount);
  const cartOpen = useCartStore((s) => s.isOpen);
  const setCartOpen = useCartStore((s) => s.setOpen);
  // At checkout the floating button would lie over the order summary or a field on a phone: the page offers the
  // chat in its own flow instead.
  const floatingChat = useLocation().pathname !== '/checkout';
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[80] focus:rounded focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      <Header
        cartCount={cartCount}
        onOpenCart={() => setCartOpen(true)}
        account={<AccountActions />}
        mobileAccount={<MobileAccountActions />}
      />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <Footer contact={contact} />
      {floatingChat && <ChatButton whatsapp={contact.whatsapp} />}
      {cartOpen && <CartDialog />}
    </div>
  );
}
