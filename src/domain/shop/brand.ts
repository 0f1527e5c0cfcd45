/** The shop's identity: one place for its name and its fixed texts (docs/storefront.md, "Screens"). */
export const SHOP_NAME = 'Savanna Solar';
export const TAGLINE = "Ghana's Premier Solar Solutions";
export const SHOP_CITY = 'Tamale, Ghana';

export const SITE_DESCRIPTION =
  'End power outages and cut your utility bills with solar panels, inverters, batteries and UPS units from ' +
  `${SHOP_NAME} in Tamale, Ghana. Professional installation, maintenance and free energy audits.`;

export const FOOTER_TAGLINE =
  'A leading clean energy provider offering reliable, affordable, eco-friendly solar solutions.';

export const FOOTER_SERVICES = [
  'Free energy audit',
  'Custom design',
  'Professional installation',
  'Maintenance and support',
  'Financing options',
] as const;

/** The two kinds of solar installation the shop quotes for. */
export const INSTALLATION_QUOTES = [
  {
    id: 'solar-grid-backup',
    title: 'Solar plus grid backup',
    text: 'Keep the lights and fridge on through every outage: panels and batteries that charge from the sun and the grid.',
  },
  {
    id: 'off-grid-solar',
    title: 'Off-grid solar',
    text: 'Power a home, shop or farm far from the grid with a complete solar system sized for your load.',
  },
] as const;

export const SUPPORT_HOURS = 'Monday to Friday, 8:00 AM to 6:00 PM GMT';
