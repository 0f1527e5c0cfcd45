import { SHOP_NAME } from '@domain/shop/brand';
import { shopWhatsappLink } from '@domain/shop/settings';
import type { ReactNode } from 'react';
import { PageMeta } from '@/components/page-meta';
import { useSessionStore } from '@/features/auth/stores/session-store';
import { CartNotices } from '@/features/cart/components/cart-notices';
import { useCheckoutCart } from '@/features/cart/hooks/use-checkout-cart';
import { CheckoutFailureNotice } from '@/features/checkout/components/checkout-failure-notice';
import { CheckoutForm } from '@/features/checkout/components/checkout-form';
import { CartLoadState, EmptyCheckout, OrderPlacedNotice } from '@/features/checkout/components/checkout-states';
import { CheckoutSummary } from '@/features/checkout/components/checkout-summary';
import { useCheckout } from '@/features/checkout/hooks/use-checkout';
import { CHECKOUT_MESSAGES } from '@domain/order/messages';
import { planOffers } from '@/features/checkout/plan-offers';
import { useSettings } from '@/lib/settings/get-settings';

const DESCRIPTION = 'Choose delivery or pickup in Tamale and pay cash or Mobile Money on delivery.';

function Page({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <PageMeta title="Checkout" description={DESCRIPTION} />
      <h1 className="mb-6 text-2xl font-bold text-brand-900 sm:text-3xl">Checkout</h1>
      {children}
    </div>
  );
}

/** /checkout: the app composes the session, the cart (checked again) and the checkout (placing the order). */
export function Component() {
  const uid = useSessionStore((s) => s.user?.uid ?? '');
  const displayName = useSessionStore((s) => s.profile?.displayName || s.user?.displayName || '');
  const cart = useCheckoutCart(uid);
  const { contact, planTemplates } = useSettings();
  const { settings, isPending, fresh } = cart.pricing;
  const checkout = useCheckout({ uid, displayName, cart: cart.cart, settings, planTemplates });
  const chat = shopWhatsappLink(contact, `Hello ${SHOP_NAME}, I have a question about my order.`);

  if (checkout.placed)
    return (
      <Page>
        <OrderPlacedNotice sendingPayment={checkout.placed.sendingPayment} />
      </Page>
    );
  if (!cart.ready) {
    const failed = cart.phase === 'error';
    return (
      <Page>
        <CartLoadState failed={failed} error={cart.loadError} onRetry={() => void cart.retryLoad()} />
      </Page>
    );
  }
  if (cart.items.length === 0)
    return (
      <Page>
        <EmptyCheckout notices={cart.notices} />
      </Page>
    );
  return (
    <Page>
      <CartNotices notices={cart.notices} onDismiss={cart.dismissNotices} className="mb-6 p-4 text-sm" />
      <CheckoutForm
        initialValues={checkout.initialValues}
        lastAddress={checkout.lastAddress}
        accountName={checkout.accountName}
        onDraft={checkout.saveDraft}
        onSubmit={checkout.submit}
        pickupAddress={contact.address}
        summary={(method, region) => (
          <CheckoutSummary
            items={cart.items}
            settings={settings}
            method={method}
            region={region}
            settingsPending={isPending}
            status={fresh ? cart.check : 'checking'}
          />
        )}
        planOffers={(method, region) =>
          planOffers({
            templates: planTemplates,
            lines: cart.items,
            settings,
            method,
            region: region || null,
            changed: checkout.changedSchedule,
          })
        }
        failure={<CheckoutFailureNotice failure={checkout.failure} slow={checkout.slow} contact={contact} />}
        waiting={fresh ? undefined : CHECKOUT_MESSAGES.checkingPrices}
      />
      {chat && (
        <p className="mt-8 text-sm text-slate-700">
          A question before you order?{' '}
          <a
            href={chat}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium text-brand-800 underline underline-offset-2"
          >
            Chat with us on WhatsApp
          </a>
        </p>
      )}
    </Page>
  );
}
