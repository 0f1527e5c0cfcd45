import { ComingSoon } from '../../components/coming-soon';
import { PageMeta } from '../../components/page-meta';

/** Screens whose capability is still being built: each says so plainly, with its own title and description. */
const PAGES = {
  'admin-dashboard': {
    title: 'Admin dashboard',
    description: 'Savanna Solar admin dashboard.',
    text: "Today's revenue, orders waiting for action and low stock will show here.",
  },
  'admin-products': {
    title: 'Admin · Products',
    description: 'Manage the Savanna Solar catalogue.',
    text: 'Creating and editing products, stock and CSV import are on their way.',
  },
  'admin-orders': {
    title: 'Admin · Orders',
    description: 'Manage Savanna Solar orders.',
    text: 'Order management is on its way.',
  },
  'admin-users': {
    title: 'Admin · Users',
    description: 'Manage Savanna Solar customers and admins.',
    text: 'User management is on its way.',
  },
  'admin-messages': {
    title: 'Admin · Messages',
    description: 'Contact messages and quote requests.',
    text: 'The inbox of contact messages and quote requests is on its way.',
  },
  'admin-analytics': {
    title: 'Admin · Analytics',
    description: 'Sales and product analytics.',
    text: 'Revenue, top products and conversion charts are on their way.',
  },
  'admin-settings': {
    title: 'Admin · Settings',
    description: 'Tax, delivery and contact settings.',
    text: 'Tax rate, delivery fee and contact details will be set here.',
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
