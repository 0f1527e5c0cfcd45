import { ComingSoon } from '../../components/coming-soon';
import { PageMeta } from '../../components/page-meta';

/** Screens whose capability is still being built: each says so plainly, with its own title and description. */
const PAGES = {
  checkout: {
    title: 'Checkout',
    description: 'Choose delivery or pickup in Tamale and pay cash or Mobile Money on delivery.',
    text: 'Ordering online is on its way. Until then, call or WhatsApp us to order.',
  },
  'order-confirmation': {
    title: 'Order confirmation',
    description: 'Your Savanna Solar order has been received.',
    text: 'Order confirmations are on their way.',
  },
  'order-details': {
    title: 'Order details',
    description: 'Items, totals, delivery and status of your Savanna Solar order.',
    text: 'Order tracking is on its way.',
  },
  orders: {
    title: 'My orders',
    description: 'Your Savanna Solar orders and their status.',
    text: 'Your order history is on its way.',
  },
} as const;

export type ComingSoonPage = keyof typeof PAGES;

export function comingSoonPage(key: ComingSoonPage) {
  const page = PAGES[key];
  return function ComingSoonRoute() {
    return (
      <>
        <PageMeta title={page.title} description={page.description} />
        <ComingSoon title={page.title} text={page.text} />
      </>
    );
  };
}
