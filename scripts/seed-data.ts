/**
 * Demo data for the emulators: showcase installations, testimonials, the global settings and the demo
 * accounts (a customer and one for each staff job), with the catalogue and the plan templates of src/domain/demo (their one owner, which the domain's tests
 * use too). Pure data (no Firebase), so that tests can import it. Ids are fixed so that links, tests and screenshots
 * stay stable between runs.
 */
import { shopDay } from '@domain/shared/date-time';
import { DEMO_PLAN_TEMPLATES } from '@domain/demo/plan-templates';
import type { PlanTemplate } from '@domain/plans/plan-template';
import { DEFAULT_PROJECT_SETTINGS, nextDays, type ProjectSettings, type ShopSettings } from '@domain/shop/settings';
import type { Installation, Testimonial } from '@domain/shop/showcase';
import type { StaffRole } from '@domain/users/staff-roles';

// ---------------------------------------------------------------------------------------------------------
// Types
// ---------------------------------------------------------------------------------------------------------

/** An installation as the home page shows it, dated so many days before the seeding. */
export type SeedInstallation = Omit<Installation, 'completedAt' | 'position' | 'visible'> & {
  completedDaysAgo: number;
};

/** A testimonial as the home page shows it, dated so many days before the seeding. */
export type SeedTestimonial = Omit<Testimonial, 'position' | 'visible'> & { createdDaysAgo: number };

export interface DemoUser {
  uid: string;
  email: string;
  password: string;
  displayName: string;
}

// ---------------------------------------------------------------------------------------------------------
// Accounts and settings
// ---------------------------------------------------------------------------------------------------------

export const DEMO_USERS = {
  admin: {
    uid: 'demo-admin',
    email: 'admin@example.com',
    password: 'SavannaAdmin1!',
    displayName: 'Abdul-Rahman Yakubu',
  },
  customer: {
    uid: 'demo-customer',
    email: 'customer@example.com',
    password: 'SavannaShop1!',
    displayName: 'Ama Mensah',
  },
} as const satisfies Record<'admin' | 'customer', DemoUser>;

/**
 * One demo account for each staff job but the owner's (the demo admin is the owner): docs/staff-roles.md. Each is
 * an admin (the shell's admin link) whose permissions are its job's preset.
 */
export const DEMO_STAFF = {
  sales: {
    uid: 'demo-sales',
    email: 'sales@example.com',
    password: 'SavannaSales1!',
    displayName: 'Fuseini Alhassan',
  },
  storekeeper: {
    uid: 'demo-storekeeper',
    email: 'store@example.com',
    password: 'SavannaStore1!',
    displayName: 'Mariama Iddrisu',
  },
  technician: {
    uid: 'demo-technician',
    email: 'technician@example.com',
    password: 'SavannaTech1!',
    displayName: 'Issahaku Mahama',
  },
  accounts: {
    uid: 'demo-accounts',
    email: 'accounts@example.com',
    password: 'SavannaBooks1!',
    displayName: 'Gifty Owusu',
  },
} as const satisfies Record<Exclude<StaffRole, 'owner'>, DemoUser>;

/** The demo accounts, one line each ("owner  admin@example.com / …"), as `npm start` and the seed print them. */
export function demoAccountLines(): string[] {
  const rows: [string, DemoUser][] = [
    ['owner', DEMO_USERS.admin],
    ...(Object.entries(DEMO_STAFF) as [string, DemoUser][]),
    ['customer', DEMO_USERS.customer],
  ];
  return rows.map(([job, user]) => `${job.padEnd(12)}${user.email} / ${user.password}`);
}

/** Survey days open in the demo: the next 14 days from `now` (today included), except Sundays. */
export function seedSurveyDays(now: Date): string[] {
  return nextDays(shopDay(now), 14).filter((day) => new Date(`${day}T00:00:00Z`).getUTCDay() !== 0);
}

/** settings/global.projects of the demo on `now`: the default terms, survey days open (seedSurveyDays). */
export const seedProjectSettings = (now: Date): ProjectSettings => ({
  ...DEFAULT_PROJECT_SETTINGS,
  surveyDays: seedSurveyDays(now),
});

/** The demo's payment plans, as staff would set them in Admin › Settings (one list: @domain/demo/plan-templates). */
export const SEED_PLAN_TEMPLATES: PlanTemplate[] = DEMO_PLAN_TEMPLATES;

export const SEED_SETTINGS: ShopSettings = {
  business: {
    taxRate: 15,
    // Before a region is chosen (the cart), and for a region without its own terms.
    deliveryFee: 50,
    freeDeliveryThreshold: 5000,
    // Delivery by region (docs/delivery-fees.md): from the Tamale shop, the north is near and quick, the far
    // south (by bus freight or a hired truck) costs more and takes longer.
    regions: {
      Northern: { fee: 30, freeFrom: 3000, minDays: 1, maxDays: 2 },
      Savannah: { fee: 60, freeFrom: 5000, minDays: 2, maxDays: 3 },
      'North East': { fee: 60, freeFrom: 5000, minDays: 2, maxDays: 3 },
      'Upper East': { fee: 70, freeFrom: 6000, minDays: 2, maxDays: 4 },
      'Upper West': { fee: 90, freeFrom: 7000, minDays: 3, maxDays: 5 },
      'Bono East': { fee: 90, freeFrom: 7000, minDays: 2, maxDays: 4 },
      Bono: { fee: 110, freeFrom: 8000, minDays: 3, maxDays: 5 },
      Oti: { fee: 110, freeFrom: 8000, minDays: 3, maxDays: 5 },
      Ashanti: { fee: 120, freeFrom: 10_000, minDays: 2, maxDays: 4 },
      Ahafo: { fee: 130, freeFrom: 10_000, minDays: 3, maxDays: 6 },
      'Greater Accra': { fee: 150, freeFrom: 12_000, minDays: 3, maxDays: 5 },
      Eastern: { fee: 160, freeFrom: 12_000, minDays: 3, maxDays: 6 },
      Volta: { fee: 170, freeFrom: 12_000, minDays: 4, maxDays: 7 },
      Central: { fee: 170, freeFrom: 12_000, minDays: 4, maxDays: 7 },
      Western: { fee: 190, freeFrom: 15_000, minDays: 4, maxDays: 8 },
      'Western North': { fee: 200, freeFrom: 15_000, minDays: 5, maxDays: 8 },
    },
  },
  display: { pricesIncludeTax: false },
  contact: {
    // A demo shop's details, as staff would set them in Admin › Settings (production starts with none).
    phones: ['+233 37 202 4581', '+233 24 381 7265'],
    email: 'sales@savannasolar.com.gh',
    whatsapp: '+233243817265',
    address: 'Bolgatanga Road, opposite the Kaladan Park, Tamale, Northern Region',
    hours: 'Monday to Friday, 8:00 AM to 6:00 PM GMT',
    // The map's position is a setting too (Tamale).
    map: { lat: 9.4008, lng: -0.8393 },
  },
  payment: { holdMinutes: 30 },
  // Installation projects (docs/projects.md): survey days open for the next two weeks from the day of seeding.
  projects: seedProjectSettings(new Date()),
  // Payment plans (docs/plans.md "Templates"): financed over 3 months, and a 12-week layaway.
  planTemplates: SEED_PLAN_TEMPLATES,
};

// ---------------------------------------------------------------------------------------------------------
// Images
// ---------------------------------------------------------------------------------------------------------

export const INSTALLATION_IMAGES = {
  home: '/installations/home-rooftop.svg',
  shop: '/installations/shop.svg',
  clinic: '/installations/clinic.svg',
  school: '/installations/school.svg',
  farm: '/installations/farm-pump.svg',
  mosque: '/installations/mosque.svg',
} as const;

// ---------------------------------------------------------------------------------------------------------
// The catalogue: src/domain/demo/catalogue.ts, here too for the journeys and the emulator tests, which take it
// with the rest of the demo data
// ---------------------------------------------------------------------------------------------------------

export { SEED_PRODUCTS, type SeedProduct } from '@domain/demo/catalogue';

// ---------------------------------------------------------------------------------------------------------
// Showcase content
// ---------------------------------------------------------------------------------------------------------

export const SEED_INSTALLATIONS: SeedInstallation[] = [
  {
    id: 'inst-tamale-family-home',
    title: 'Family home rooftop system',
    location: 'Tamale',
    systemSize: '5 kVA hybrid, 3.6 kWp, 9.6 kWh LiFePO4',
    description:
      'Eight 450 W panels on an aluminium roof power a family of seven with two fridges and ceiling fans. ' +
      'The house no longer notices power cuts and the ECG bill fell by about 70 percent.',
    image: INSTALLATION_IMAGES.home,
    completedDaysAgo: 20,
  },
  {
    id: 'inst-bolgatanga-provision-shop',
    title: 'Provision shop with cold drinks',
    location: 'Bolgatanga',
    systemSize: '3 kVA off-grid, 1.6 kWp, 2 × 200 Ah tubular',
    description:
      'A busy shop near the market keeps its chest freezer and lights running through the evening. ' +
      'The owner stopped buying fuel for the generator.',
    image: INSTALLATION_IMAGES.shop,
    completedDaysAgo: 45,
  },
  {
    id: 'inst-yendi-community-clinic',
    title: 'Community clinic with vaccine fridge',
    location: 'Yendi',
    systemSize: '8 kVA hybrid, 7.2 kWp, 19.2 kWh LiFePO4',
    description:
      'Solar keeps the vaccine fridge, delivery-room lights and lab equipment on day and night. ' +
      'Remote monitoring warns us before anything goes wrong.',
    image: INSTALLATION_IMAGES.clinic,
    completedDaysAgo: 70,
  },
  {
    id: 'inst-savelugu-ict-school',
    title: 'Junior high school ICT lab',
    location: 'Savelugu',
    systemSize: '5 kVA off-grid, 4.4 kWp, 4.8 kWh LiFePO4',
    description:
      'Twenty computers and a projector now run for the full school day. ' +
      'Pupils can sit their ICT practicals without waiting for the grid.',
    image: INSTALLATION_IMAGES.school,
    completedDaysAgo: 110,
  },
  {
    id: 'inst-damongo-farm-irrigation',
    title: 'Solar water pumping for a vegetable farm',
    location: 'Damongo',
    systemSize: '2.2 kW solar pump drive, 3 kWp, no batteries',
    description:
      'A borehole pump fills a 10,000 litre tank every sunny day for drip irrigation. ' +
      'The farmer now grows tomatoes and pepper in the dry season.',
    image: INSTALLATION_IMAGES.farm,
    completedDaysAgo: 150,
  },
  {
    id: 'inst-wa-central-mosque',
    title: 'Mosque lighting and sound system',
    location: 'Wa',
    systemSize: '3 kVA hybrid, 2.3 kWp, 4.8 kWh LiFePO4',
    description:
      'Lights, fans and the public address system stay on for every prayer, including Fajr during outages. ' +
      'The community pays nothing for power during the day.',
    image: INSTALLATION_IMAGES.mosque,
    completedDaysAgo: 200,
  },
];

export const SEED_TESTIMONIALS: SeedTestimonial[] = [
  {
    id: 'testimonial-ibrahim-tamale',
    name: 'Ibrahim Alhassan',
    location: 'Tamale',
    role: 'Pharmacy owner',
    rating: 5,
    text:
      'My drug fridge used to get warm during every dumsor. Since Savanna Solar installed my system, ' +
      'I have not lost a single insulin pen, and my light bill is half what it was.',
    createdDaysAgo: 6,
  },
  {
    id: 'testimonial-gifty-bolgatanga',
    name: 'Gifty Atanga',
    location: 'Bolgatanga',
    role: 'Shop owner',
    rating: 5,
    text:
      'They explained everything in simple words and finished the work in one day. ' +
      'My freezer runs all evening now, so I sell more cold water and minerals.',
    createdDaysAgo: 14,
  },
  {
    id: 'testimonial-mohammed-yendi',
    name: 'Dr Mohammed Issahaku',
    location: 'Yendi',
    role: 'Medical officer',
    rating: 5,
    text:
      'Power at the clinic is no longer something we worry about at night. ' +
      'The team answers quickly on WhatsApp whenever we have a question.',
    createdDaysAgo: 30,
  },
  {
    id: 'testimonial-patience-wa',
    name: 'Patience Der',
    location: 'Wa',
    role: 'Teacher',
    rating: 4,
    text:
      'The inverter and tubular batteries keep our fans and TV on through the long outages. ' +
      'Delivery to Wa took a few extra days, but the installation was neat and tidy.',
    createdDaysAgo: 52,
  },
  {
    id: 'testimonial-yakubu-savelugu',
    name: 'Yakubu Fuseini',
    location: 'Savelugu',
    role: 'Headmaster',
    rating: 5,
    text:
      'Our ICT lab finally works for the whole school day. ' +
      'The maintenance visits after harmattan keep the panels clean and the batteries healthy.',
    createdDaysAgo: 75,
  },
  {
    id: 'testimonial-abiba-damongo',
    name: 'Abiba Seidu',
    location: 'Damongo',
    role: 'Vegetable farmer',
    rating: 4,
    text:
      'The solar pump waters my farm without diesel. ' +
      'I wish I had done it years ago; the savings paid for it in two seasons.',
    createdDaysAgo: 98,
  },
];
