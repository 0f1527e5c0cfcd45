import { INSTALLATION_QUOTES } from '@domain/shop/brand';

/** The services the home page offers, one per service category of the catalogue. */
export const SERVICE_OFFERS = [
  {
    id: 'installation',
    title: 'Professional installation',
    category: 'Installation Services',
    text: 'Solar, inverter and battery systems for homes, shops, schools and clinics: mounted, wired and tested by our certified team.',
  },
  {
    id: 'maintenance',
    title: 'Maintenance and support',
    category: 'Maintenance Services',
    text: 'Panel cleaning after the harmattan, battery health checks and repairs, with priority call-outs.',
  },
  {
    id: 'consultation',
    title: 'Free energy audit and custom design',
    category: 'Consultation Services',
    text: 'We list your appliances, size your system and advise on financing options before you buy.',
  },
] as const;

/** What a quote can be asked for: the two installation quotes and the three services. */
export const QUOTE_SERVICES: readonly string[] = [
  ...INSTALLATION_QUOTES.map((q) => q.title),
  ...SERVICE_OFFERS.map((s) => s.title),
];
