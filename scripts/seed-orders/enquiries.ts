/** The shop's inbox for the seed: contact messages and quote requests from the demo customers. */
import { QUOTE_SERVICES } from '@domain/catalog/services';
import { DEMO_USERS } from '../seed-data';
import { DAY_MS, MINUTE_MS, type SeedCustomer, type SeedDoc } from './customers';

const SUBJECTS = [
  [
    'Battery backup for a barbering shop',
    'I run a barbering shop in Lamashegu and the lights go off most evenings. What battery and inverter would keep two clippers, a fan and four bulbs running for five hours?',
  ],
  [
    'Warranty on my inverter',
    'My inverter bought last year shows an overload fault every afternoon. Is it still under warranty and can your technician check it?',
  ],
  [
    'Delivery to Bolgatanga',
    'Do you deliver panels to Bolgatanga, and how many days does it take? I want six 450 W panels.',
  ],
  ['Pay in two parts', 'Can I pay half now by Mobile Money and the rest when the installation is done?'],
  [
    'Solar pump for a farm',
    'We farm maize near Savelugu. Do you sell solar water pumps, and can you size one for a 10 m borehole?',
  ],
  ['Mosque lighting', 'Our mosque committee wants lights and fans on solar. Please can someone visit to advise us?'],
] as const;
const MESSAGE_STATUSES = ['new', 'new', 'read', 'replied', 'archived', 'new'] as const;
const QUOTE_DETAILS = [
  'Three-bedroom house, fridge, TV, fans and lights. We want to be off the grid in the evenings.',
  'Clinic with a vaccine fridge that must never go off. We have four old panels already.',
  'School computer lab of 20 computers, daytime use only.',
  'Cold store for a fish seller at the market, about 1.5 kW running all day.',
  'Cleaning and check of a 5 kW system installed three years ago.',
] as const;
const QUOTE_STATUSES = ['new', 'contacted', 'quoted', 'won', 'lost'] as const;

/** Contact messages and quote requests over the last weeks, in every status (the admin inbox). */
export function generateEnquiries(customers: SeedCustomer[], now: number): SeedDoc[] {
  const docs: SeedDoc[] = [];
  SUBJECTS.forEach(([subject, message], i) => {
    const c = customers[(i * 3) % customers.length]!;
    const status = MESSAGE_STATUSES[i]!;
    const createdAt = new Date(now - (i * 2.3 + 0.2) * DAY_MS);
    docs.push({
      path: `messages/demo-message-${i + 1}`,
      data: {
        name: c.displayName,
        email: c.email,
        phone: i % 2 === 0 ? c.phone : '',
        subject,
        message,
        status,
        createdAt,
        ...(status === 'new'
          ? {}
          : { updatedAt: new Date(createdAt.getTime() + 3 * 60 * MINUTE_MS), updatedBy: DEMO_USERS.admin.uid }),
      },
    });
  });
  QUOTE_DETAILS.forEach((details, i) => {
    const c = customers[(i * 5 + 1) % customers.length]!;
    const status = QUOTE_STATUSES[i]!;
    const createdAt = new Date(now - (i * 3.1 + 0.5) * DAY_MS);
    docs.push({
      path: `quotes/demo-quote-${i + 1}`,
      data: {
        service: QUOTE_SERVICES[i % QUOTE_SERVICES.length]!,
        name: c.displayName,
        phone: c.phone,
        email: i === 2 ? '' : c.email,
        location: `${c.town}, ${c.region} Region`,
        details,
        status,
        createdAt,
        ...(status === 'new'
          ? {}
          : { updatedAt: new Date(createdAt.getTime() + DAY_MS), updatedBy: DEMO_USERS.admin.uid }),
      },
    });
  });
  return docs;
}
