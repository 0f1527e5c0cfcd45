/**
 * Demo data for the emulators: a realistic catalogue of a solar shop in Tamale, showcase installations,
 * testimonials, the global settings and the two demo accounts. Pure data (no Firebase), so that tests can
 * import it. Ids are fixed so that links, tests and screenshots stay stable between runs.
 */
import { CATEGORIES, defaultTypeFor, type Category } from '../src/domain/catalog';
import { DEMO_PLAN_TEMPLATES } from './seed-plan-templates';
import type { ProductFields } from '../src/domain/admin-products';
import type { SpecValue } from '../src/domain/product';
import { shopDay } from '../src/domain/date-time';
import type { PlanTemplate } from '../src/domain/plans/plan-template';
import { DEFAULT_PROJECT_SETTINGS, nextDays, type ProjectSettings, type ShopSettings } from '../src/domain/settings';
import type { Installation, Testimonial } from '../src/domain/showcase';

// ---------------------------------------------------------------------------------------------------------
// Types
// ---------------------------------------------------------------------------------------------------------

/** Spec keys per category: the solar-sizing calculator reads these, so every product of a category has them. */
export type PanelSpecs = {
  powerW: number;
  /** Vmp */
  voltageV: number;
  efficiencyPct: number;
  cellType: string;
  warrantyYears: number;
};

export type InverterSpecs = {
  ratedKva: number;
  powerW: number;
  surgeW: number;
  systemVoltageV: 12 | 24 | 48;
  /** Largest PV array the built-in solar charger takes */
  maxPvW: number;
  /** Current of the built-in MPPT solar charger */
  mpptChargeA: number;
  kind: 'Hybrid' | 'Off-grid';
  warrantyYears: number;
};

export type BatteryChemistry = 'LiFePO4' | 'Lead-acid' | 'Tubular';

export type BatterySpecs = {
  chemistry: BatteryChemistry;
  voltageV: 12 | 24 | 48;
  capacityAh: number;
  /** voltageV × capacityAh */
  capacityWh: number;
  cycleLife: number;
  warrantyYears: number;
};

export type ChargeControllerSpecs = {
  kind: 'MPPT' | 'PWM';
  currentA: number;
  /** Highest battery voltage it charges */
  systemVoltageV: 12 | 24 | 48;
  maxPvVoltageV: number;
};

export type UpsSpecs = {
  ratedVa: number;
  powerW: number;
  /** Internal battery */
  capacityWh: number;
  backupMinutesHalfLoad: number;
  outlets: number;
};

export type AccessorySpecs = Record<string, SpecValue>;

export type ServiceSpecs = { coverage: string } & ({ durationDays: number } | { visitHours: number });

/** A product as staff would enter it (services' price is a "from" price), dated so many days before the seeding. */
export type SeedProduct = ProductFields & { id: string; available: boolean; createdDaysAgo: number };

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

/** Survey days open in the demo: the next 14 days from `now` (today included), except Sundays. */
export function seedSurveyDays(now: Date): string[] {
  return nextDays(shopDay(now), 14).filter((day) => new Date(`${day}T00:00:00Z`).getUTCDay() !== 0);
}

/** settings/global.projects of the demo on `now`: the default terms, survey days open (seedSurveyDays). */
export const seedProjectSettings = (now: Date): ProjectSettings => ({
  ...DEFAULT_PROJECT_SETTINGS,
  surveyDays: seedSurveyDays(now),
});

/** The demo's payment plans, as staff would set them in Admin › Settings (one list: seed-plan-templates.ts). */
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

export const PRODUCT_IMAGES = {
  panel: '/products/solar-panel.svg',
  inverter: '/products/inverter.svg',
  batteryLithium: '/products/battery-lithium.svg',
  batteryTubular: '/products/battery-tubular.svg',
  chargeController: '/products/charge-controller.svg',
  ups: '/products/ups.svg',
  cable: '/products/cable.svg',
  connector: '/products/connector.svg',
  mounting: '/products/mounting.svg',
  breaker: '/products/breaker.svg',
  meter: '/products/meter.svg',
  installation: '/products/installation-service.svg',
  maintenance: '/products/maintenance-service.svg',
  consultation: '/products/consultation-service.svg',
} as const;

export const INSTALLATION_IMAGES = {
  home: '/installations/home-rooftop.svg',
  shop: '/installations/shop.svg',
  clinic: '/installations/clinic.svg',
  school: '/installations/school.svg',
  farm: '/installations/farm-pump.svg',
  mosque: '/installations/mosque.svg',
} as const;

const LOW_STOCK_THRESHOLD = 5;

// ---------------------------------------------------------------------------------------------------------
// Builders: one per category, so that spec keys are checked by the compiler
// ---------------------------------------------------------------------------------------------------------

interface BaseInput {
  id: string;
  name: string;
  description: string;
  brand: string;
  price: number;
  stock: number;
  featured?: boolean;
  createdDaysAgo: number;
  image?: string;
}

function make(category: Category, input: BaseInput, specs: Record<string, SpecValue>, image: string): SeedProduct {
  const type = defaultTypeFor(category);
  return {
    id: input.id,
    name: input.name,
    description: input.description,
    category,
    type,
    price: input.price,
    stock: input.stock,
    // Services are never stocked, yet always on offer.
    available: type === 'service' || input.stock > 0,
    featured: input.featured ?? false,
    brand: input.brand,
    specs,
    images: [input.image ?? image],
    lowStockThreshold: LOW_STOCK_THRESHOLD,
    createdDaysAgo: input.createdDaysAgo,
  };
}

const panel = (input: BaseInput, specs: PanelSpecs) => make('Solar Panels', input, specs, PRODUCT_IMAGES.panel);
const inverter = (input: BaseInput, specs: InverterSpecs) => make('Inverters', input, specs, PRODUCT_IMAGES.inverter);
const battery = (input: BaseInput, specs: Omit<BatterySpecs, 'capacityWh'>) =>
  make(
    'Batteries',
    input,
    { ...specs, capacityWh: specs.voltageV * specs.capacityAh },
    specs.chemistry === 'LiFePO4' ? PRODUCT_IMAGES.batteryLithium : PRODUCT_IMAGES.batteryTubular,
  );
const controller = (input: BaseInput, specs: ChargeControllerSpecs) =>
  make('Charge Controllers', input, specs, PRODUCT_IMAGES.chargeController);
const ups = (input: BaseInput, specs: UpsSpecs) => make('UPS Units', input, specs, PRODUCT_IMAGES.ups);
const accessory = (input: BaseInput & { image: string }, specs: AccessorySpecs) =>
  make('Accessories', input, specs, input.image);
const service = (
  category: 'Installation Services' | 'Maintenance Services' | 'Consultation Services',
  input: Omit<BaseInput, 'stock'>,
  specs: ServiceSpecs,
) =>
  make(
    category,
    { ...input, stock: 0 },
    specs,
    category === 'Installation Services'
      ? PRODUCT_IMAGES.installation
      : category === 'Maintenance Services'
        ? PRODUCT_IMAGES.maintenance
        : PRODUCT_IMAGES.consultation,
  );

const NORTH = 'Northern, Savannah, North East, Upper East and Upper West regions';

// ---------------------------------------------------------------------------------------------------------
// The catalogue
// ---------------------------------------------------------------------------------------------------------

export const SEED_PRODUCTS: SeedProduct[] = [
  // Solar panels ------------------------------------------------------------------------------------------
  panel(
    {
      id: 'panel-jinko-450w-mono',
      name: 'Jinko Tiger Pro 450 W Mono Solar Panel',
      brand: 'Jinko',
      description:
        'A 450 W half-cut monocrystalline panel, the workhorse of most home systems we install in the north. ' +
        'Half-cut cells keep output up when harmattan dust or a shadow covers part of the panel. ' +
        'Eight of these charge a 5 kVA system comfortably.',
      price: 2150,
      stock: 48,
      featured: true,
      createdDaysAgo: 4,
    },
    { powerW: 450, voltageV: 41.8, efficiencyPct: 20.8, cellType: 'Mono PERC half-cut', warrantyYears: 12 },
  ),
  panel(
    {
      id: 'panel-longi-550w-himo6',
      name: 'LONGi Hi-MO 6 550 W Mono Solar Panel',
      brand: 'Longi',
      description:
        'A large 550 W panel for roofs and ground mounts where space is limited. ' +
        'Rated for high temperatures, it loses less power in the Tamale afternoon heat than older panels. ' +
        'Best paired with a 48 V hybrid inverter.',
      price: 2650,
      stock: 36,
      createdDaysAgo: 9,
    },
    { powerW: 550, voltageV: 42.0, efficiencyPct: 21.5, cellType: 'Mono HPBC half-cut', warrantyYears: 15 },
  ),
  panel(
    {
      id: 'panel-jinko-580w-tiger-neo',
      name: 'Jinko Tiger Neo 580 W N-type Solar Panel',
      brand: 'Jinko',
      description:
        'An N-type TOPCon panel with one of the highest efficiencies on the market. ' +
        'It degrades more slowly than PERC panels, so it still gives close to full power after 25 years.',
      price: 2950,
      stock: 0,
      createdDaysAgo: 13,
    },
    { powerW: 580, voltageV: 44.6, efficiencyPct: 22.5, cellType: 'N-type TOPCon', warrantyYears: 15 },
  ),
  panel(
    {
      id: 'panel-canadian-solar-405w-hiku',
      name: 'Canadian Solar HiKu 405 W Mono Solar Panel',
      brand: 'Canadian Solar',
      description:
        'A 405 W mono panel with a strong frame that handles the strong winds before the rains. ' +
        'A good size for a shop or a small home system on a 24 V inverter.',
      price: 1890,
      stock: 27,
      createdDaysAgo: 18,
    },
    { powerW: 405, voltageV: 37.8, efficiencyPct: 20.5, cellType: 'Mono PERC half-cut', warrantyYears: 12 },
  ),
  panel(
    {
      id: 'panel-ja-solar-460w-mono',
      name: 'JA Solar DeepBlue 460 W Mono Solar Panel',
      brand: 'JA Solar',
      description:
        'A 460 W panel that gives a little more power per roof sheet than a 450 W. ' +
        'Anti-reflective glass keeps yields up during dusty harmattan months.',
      price: 2250,
      stock: 22,
      createdDaysAgo: 22,
    },
    { powerW: 460, voltageV: 42.2, efficiencyPct: 21.2, cellType: 'Mono PERC half-cut', warrantyYears: 12 },
  ),
  panel(
    {
      id: 'panel-canadian-solar-330w-poly',
      name: 'Canadian Solar 330 W Polycrystalline Solar Panel',
      brand: 'Canadian Solar',
      description:
        'A budget polycrystalline panel for simple off-grid systems, street lights and farm sheds. ' +
        'It needs a little more roof space than a mono panel for the same power.',
      price: 1450,
      stock: 2,
      createdDaysAgo: 31,
    },
    { powerW: 330, voltageV: 37.2, efficiencyPct: 17.0, cellType: 'Polycrystalline', warrantyYears: 10 },
  ),
  panel(
    {
      id: 'panel-felicity-200w-mono',
      name: 'Felicity 200 W Mono Solar Panel',
      brand: 'Felicity',
      description:
        'A mid-size panel for 12 V systems that run lights, fans, a TV and phone charging. ' +
        'Light enough for one person to carry and mount on a kiosk or container shop.',
      price: 1080,
      stock: 41,
      createdDaysAgo: 37,
    },
    { powerW: 200, voltageV: 20.5, efficiencyPct: 19.6, cellType: 'Mono PERC', warrantyYears: 10 },
  ),
  panel(
    {
      id: 'panel-longi-100w-mono',
      name: 'LONGi 100 W Mono Solar Panel',
      brand: 'Longi',
      description:
        'A small 100 W panel for a single battery, a solar light kit or a borehole monitor. ' +
        'Pairs with a 20 A PWM or MPPT charge controller and a 12 V battery.',
      price: 620,
      stock: 55,
      createdDaysAgo: 44,
    },
    { powerW: 100, voltageV: 18.2, efficiencyPct: 19.8, cellType: 'Mono PERC', warrantyYears: 10 },
  ),

  // Inverters ---------------------------------------------------------------------------------------------
  inverter(
    {
      id: 'inverter-deye-5kw-hybrid',
      name: 'Deye SUN-5K-SG03LP1 5 kW Hybrid Inverter',
      brand: 'Deye',
      description:
        'A 5 kW hybrid inverter that runs your home from solar, batteries and ECG power, and switches over in ' +
        'milliseconds when the lights go off. Two MPPT inputs let you put panels on two sides of the roof. ' +
        'Works with Pylontech and most 48 V lithium batteries.',
      price: 13400,
      stock: 14,
      featured: true,
      createdDaysAgo: 2,
    },
    {
      ratedKva: 5,
      powerW: 5000,
      surgeW: 10000,
      systemVoltageV: 48,
      maxPvW: 6500,
      mpptChargeA: 120,
      kind: 'Hybrid',
      warrantyYears: 5,
    },
  ),
  inverter(
    {
      id: 'inverter-growatt-spf-5000-es',
      name: 'Growatt SPF 5000 ES 5 kVA Off-grid Inverter',
      brand: 'Growatt',
      description:
        'A popular 5 kVA off-grid inverter with a built-in 100 A MPPT solar charger. ' +
        'It can run without a battery during the day and charge from the grid or a generator when needed. ' +
        'Enough for a home with a fridge, fans, TV and a small water pump.',
      price: 10500,
      stock: 19,
      featured: true,
      createdDaysAgo: 6,
    },
    {
      ratedKva: 5,
      powerW: 5000,
      surgeW: 10000,
      systemVoltageV: 48,
      maxPvW: 6000,
      mpptChargeA: 100,
      kind: 'Off-grid',
      warrantyYears: 2,
    },
  ),
  inverter(
    {
      id: 'inverter-deye-8kw-hybrid',
      name: 'Deye SUN-8K-SG01LP1 8 kW Hybrid Inverter',
      brand: 'Deye',
      description:
        'An 8 kW hybrid inverter for large homes, clinics and offices with air conditioners. ' +
        'Takes up to 10 kW of panels and can be paralleled for bigger loads.',
      price: 19800,
      stock: 3,
      createdDaysAgo: 11,
    },
    {
      ratedKva: 8,
      powerW: 8000,
      surgeW: 16000,
      systemVoltageV: 48,
      maxPvW: 10400,
      mpptChargeA: 190,
      kind: 'Hybrid',
      warrantyYears: 5,
    },
  ),
  inverter(
    {
      id: 'inverter-must-pv1800-3kva',
      name: 'Must PV1800 VPM 3 kVA 24 V Off-grid Inverter',
      brand: 'Must',
      description:
        'A 3 kVA pure sine wave inverter for a small home or shop on a 24 V battery bank. ' +
        'Its MPPT charger takes up to 1,500 W of panels, and it charges from the grid when the sun is weak.',
      price: 4900,
      stock: 25,
      createdDaysAgo: 16,
    },
    {
      ratedKva: 3,
      powerW: 2400,
      surgeW: 6000,
      systemVoltageV: 24,
      maxPvW: 1500,
      mpptChargeA: 60,
      kind: 'Off-grid',
      warrantyYears: 2,
    },
  ),
  inverter(
    {
      id: 'inverter-felicity-ivem-1kva',
      name: 'Felicity IVEM 1.2 kVA 12 V Solar Inverter',
      brand: 'Felicity',
      description:
        'An entry-level inverter for lights, fans, a TV and a decoder through dumsor. ' +
        'It runs on a single 12 V battery and has a built-in solar charger for up to two 200 W panels.',
      price: 2650,
      stock: 33,
      createdDaysAgo: 24,
    },
    {
      ratedKva: 1.2,
      powerW: 1000,
      surgeW: 2400,
      systemVoltageV: 12,
      maxPvW: 500,
      mpptChargeA: 40,
      kind: 'Off-grid',
      warrantyYears: 1,
    },
  ),
  inverter(
    {
      id: 'inverter-victron-easysolar-ii-48-5000',
      name: 'Victron EasySolar-II 48/5000 GX Hybrid Inverter',
      brand: 'Victron',
      description:
        'A premium Dutch inverter, charger and MPPT in one box, with remote monitoring over the internet. ' +
        'Built for hospitals, banks and telecom sites where power must never fail.',
      price: 36500,
      stock: 0,
      createdDaysAgo: 28,
    },
    {
      ratedKva: 5,
      powerW: 4000,
      surgeW: 9000,
      systemVoltageV: 48,
      maxPvW: 4000,
      mpptChargeA: 70,
      kind: 'Hybrid',
      warrantyYears: 5,
    },
  ),
  inverter(
    {
      id: 'inverter-growatt-spf-10000t-dvm',
      name: 'Growatt SPF 10000T DVM 10 kVA Off-grid Inverter',
      brand: 'Growatt',
      description:
        'A 10 kVA low-frequency inverter for heavy loads such as welding shops, grinding mills and cold rooms. ' +
        'Its transformer handles motor start-up surges that smaller inverters trip on.',
      price: 23500,
      stock: 9,
      createdDaysAgo: 35,
    },
    {
      ratedKva: 10,
      powerW: 10000,
      surgeW: 30000,
      systemVoltageV: 48,
      maxPvW: 11000,
      mpptChargeA: 200,
      kind: 'Off-grid',
      warrantyYears: 2,
    },
  ),

  // Batteries ---------------------------------------------------------------------------------------------
  battery(
    {
      id: 'battery-pylontech-us5000-48v',
      name: 'Pylontech US5000 48 V 100 Ah LiFePO4 Battery (4.8 kWh)',
      brand: 'Pylontech',
      description:
        'A 4.8 kWh lithium iron phosphate battery that lasts over 6,000 cycles, more than ten years of daily use. ' +
        'It talks to Deye, Growatt and Victron inverters and stacks up to sixteen units. ' +
        'No topping up with water and no fumes, so it can sit indoors.',
      price: 18900,
      stock: 12,
      featured: true,
      createdDaysAgo: 3,
    },
    { chemistry: 'LiFePO4', voltageV: 48, capacityAh: 100, cycleLife: 6000, warrantyYears: 10 },
  ),
  battery(
    {
      id: 'battery-felicity-48v-200ah-lifepo4',
      name: 'Felicity 48 V 200 Ah LiFePO4 Battery (9.6 kWh)',
      brand: 'Felicity',
      description:
        'A wall-mounted 9.6 kWh lithium battery that can carry a home through a full night without ECG power. ' +
        'A built-in BMS protects it from overcharge and the heat.',
      price: 32500,
      stock: 2,
      createdDaysAgo: 8,
    },
    { chemistry: 'LiFePO4', voltageV: 48, capacityAh: 200, cycleLife: 6000, warrantyYears: 7 },
  ),
  battery(
    {
      id: 'battery-felicity-24v-100ah-lifepo4',
      name: 'Felicity 24 V 100 Ah LiFePO4 Battery (2.4 kWh)',
      brand: 'Felicity',
      description:
        'A 24 V lithium battery that replaces two 200 Ah lead-acid batteries at a third of the weight. ' +
        'A good match for 3 kVA inverters in shops and small homes.',
      price: 9200,
      stock: 17,
      createdDaysAgo: 15,
    },
    { chemistry: 'LiFePO4', voltageV: 24, capacityAh: 100, cycleLife: 4000, warrantyYears: 5 },
  ),
  battery(
    {
      id: 'battery-ritar-12v-100ah-lifepo4',
      name: 'Ritar 12 V 100 Ah LiFePO4 Battery',
      brand: 'Ritar',
      description:
        'A 12 V lithium battery that drops straight into small systems in place of a lead-acid battery. ' +
        'It can be discharged deeply every night without losing life.',
      price: 4800,
      stock: 26,
      createdDaysAgo: 21,
    },
    { chemistry: 'LiFePO4', voltageV: 12, capacityAh: 100, cycleLife: 4000, warrantyYears: 5 },
  ),
  battery(
    {
      id: 'battery-luminous-200ah-tubular',
      name: 'Luminous Red Charge 12 V 200 Ah Tubular Battery',
      brand: 'Luminous',
      description:
        'A tall tubular battery built for long power cuts and our hot climate. ' +
        'Thick plates give it a longer life than ordinary car batteries. Check and top up the water every two months.',
      price: 3900,
      stock: 30,
      featured: true,
      createdDaysAgo: 5,
    },
    { chemistry: 'Tubular', voltageV: 12, capacityAh: 200, cycleLife: 1500, warrantyYears: 3 },
  ),
  battery(
    {
      id: 'battery-luminous-150ah-tubular',
      name: 'Luminous 12 V 150 Ah Tubular Battery',
      brand: 'Luminous',
      description:
        'A 150 Ah tubular battery for a 1 kVA inverter running lights, fans and a TV. ' +
        'Keep it in a shaded, ventilated place for the longest life.',
      price: 3150,
      stock: 1,
      createdDaysAgo: 27,
    },
    { chemistry: 'Tubular', voltageV: 12, capacityAh: 150, cycleLife: 1200, warrantyYears: 3 },
  ),
  battery(
    {
      id: 'battery-ritar-12v-100ah-gel',
      name: 'Ritar 12 V 100 Ah Deep-cycle Gel Battery',
      brand: 'Ritar',
      description:
        'A sealed, maintenance-free lead-acid battery for small solar kits and UPS banks. ' +
        'No water to add, and safe to stand indoors.',
      price: 1950,
      stock: 38,
      createdDaysAgo: 40,
    },
    { chemistry: 'Lead-acid', voltageV: 12, capacityAh: 100, cycleLife: 600, warrantyYears: 2 },
  ),

  // Charge controllers ------------------------------------------------------------------------------------
  controller(
    {
      id: 'cc-victron-smartsolar-150-35',
      name: 'Victron SmartSolar MPPT 150/35 Charge Controller',
      brand: 'Victron',
      description:
        'A top-quality MPPT controller you can check from your phone over Bluetooth. ' +
        'It handles up to 150 V of panels and charges 12, 24 or 48 V batteries.',
      price: 4300,
      stock: 1,
      createdDaysAgo: 12,
    },
    { kind: 'MPPT', currentA: 35, systemVoltageV: 48, maxPvVoltageV: 150 },
  ),
  controller(
    {
      id: 'cc-epever-tracer-4215bn',
      name: 'Epever Tracer 4215BN 40 A MPPT Charge Controller',
      brand: 'Epever',
      description:
        'A reliable 40 A MPPT controller that gets up to 30 percent more from your panels than a PWM one. ' +
        'Suits 12 and 24 V battery banks with up to about 1,000 W of panels.',
      price: 2250,
      stock: 21,
      createdDaysAgo: 19,
    },
    { kind: 'MPPT', currentA: 40, systemVoltageV: 24, maxPvVoltageV: 150 },
  ),
  controller(
    {
      id: 'cc-must-pc1800-60a',
      name: 'Must PC1800F 60 A MPPT Charge Controller',
      brand: 'Must',
      description:
        'A 60 A MPPT controller for 48 V battery banks with a clear LCD screen. ' +
        'A good way to add more panels to an inverter that has no spare solar input.',
      price: 2900,
      stock: 14,
      createdDaysAgo: 33,
    },
    { kind: 'MPPT', currentA: 60, systemVoltageV: 48, maxPvVoltageV: 145 },
  ),
  controller(
    {
      id: 'cc-epever-landstar-30a-pwm',
      name: 'Epever LandStar 30 A PWM Charge Controller',
      brand: 'Epever',
      description:
        'A simple, low-cost PWM controller for one or two small panels and a 12 or 24 V battery. ' +
        'Ideal for solar lights in a compound or a kiosk.',
      price: 450,
      stock: 46,
      createdDaysAgo: 47,
    },
    { kind: 'PWM', currentA: 30, systemVoltageV: 24, maxPvVoltageV: 50 },
  ),

  // UPS units ---------------------------------------------------------------------------------------------
  ups(
    {
      id: 'ups-apc-back-ups-1100va',
      name: 'APC Back-UPS 1100 VA',
      brand: 'APC',
      description:
        'Keeps a desktop computer, monitor and router running through short outages so you can save your work. ' +
        'It also protects them from the voltage surges when power returns.',
      price: 2150,
      stock: 24,
      featured: true,
      createdDaysAgo: 7,
    },
    { ratedVa: 1100, powerW: 550, capacityWh: 168, backupMinutesHalfLoad: 12, outlets: 6 },
  ),
  ups(
    {
      id: 'ups-apc-back-ups-650va',
      name: 'APC Back-UPS 650 VA',
      brand: 'APC',
      description:
        'A compact UPS for a single computer or a TV and decoder. ' +
        'Gives you a few minutes to shut down safely when the lights go off.',
      price: 1250,
      stock: 35,
      createdDaysAgo: 20,
    },
    { ratedVa: 650, powerW: 360, capacityWh: 84, backupMinutesHalfLoad: 8, outlets: 4 },
  ),
  ups(
    {
      id: 'ups-mercury-elite-1000-pro',
      name: 'Mercury Elite 1000 Pro 1 kVA UPS',
      brand: 'Mercury',
      description:
        'An affordable 1 kVA UPS with automatic voltage regulation for unstable supply. ' +
        'Popular in cyber cafes, offices and mobile money shops.',
      price: 1650,
      stock: 29,
      createdDaysAgo: 26,
    },
    { ratedVa: 1000, powerW: 600, capacityWh: 108, backupMinutesHalfLoad: 10, outlets: 3 },
  ),
  ups(
    {
      id: 'ups-mercury-2kva-online',
      name: 'Mercury 2 kVA Online UPS',
      brand: 'Mercury',
      description:
        'A double-conversion online UPS that gives clean, steady power to a fridge, a lab machine or a server. ' +
        'There is no switch-over gap, so sensitive equipment never sees the outage.',
      price: 6800,
      stock: 11,
      createdDaysAgo: 34,
    },
    { ratedVa: 2000, powerW: 1800, capacityWh: 324, backupMinutesHalfLoad: 15, outlets: 4 },
  ),
  ups(
    {
      id: 'ups-apc-smart-ups-1500va',
      name: 'APC Smart-UPS 1500 VA LCD',
      brand: 'APC',
      description:
        'A pure sine wave UPS for servers, POS systems and network cabinets. ' +
        'Its batteries can be swapped without switching off.',
      price: 9800,
      stock: 0,
      createdDaysAgo: 42,
    },
    { ratedVa: 1500, powerW: 1000, capacityWh: 432, backupMinutesHalfLoad: 24, outlets: 8 },
  ),

  // Accessories -------------------------------------------------------------------------------------------
  accessory(
    {
      id: 'acc-solar-cable-6mm-100m',
      name: 'PV Solar Cable 6 mm² (100 m roll)',
      brand: 'Nexans',
      description:
        'UV-resistant, double-insulated DC cable for connecting panels to the inverter. ' +
        'Made for years in the sun on Ghanaian rooftops. Sold as a 100 m roll.',
      price: 1850,
      stock: 18,
      createdDaysAgo: 10,
      image: PRODUCT_IMAGES.cable,
    },
    { lengthM: 100, crossSectionMm2: 6, currentA: 70, colour: 'Red/Black' },
  ),
  accessory(
    {
      id: 'acc-battery-cable-35mm-pair',
      name: 'Battery Cable Set 35 mm² with Lugs (1 m pair)',
      brand: 'Nexans',
      description:
        'A pair of heavy battery cables with crimped copper lugs for inverters up to 5 kVA. ' +
        'Thin cables heat up and waste power; these are sized for the job.',
      price: 320,
      stock: 40,
      createdDaysAgo: 23,
      image: PRODUCT_IMAGES.cable,
    },
    { lengthM: 1, crossSectionMm2: 35, currentA: 150, colour: 'Red/Black' },
  ),
  accessory(
    {
      id: 'acc-mc4-connectors-10-pairs',
      name: 'MC4 Solar Connectors (10 pairs)',
      brand: 'Suntree',
      description:
        'Waterproof male and female connectors for joining panels and PV cable. ' +
        'Ten pairs are enough for a typical home system of eight panels.',
      price: 180,
      stock: 60,
      createdDaysAgo: 14,
      image: PRODUCT_IMAGES.connector,
    },
    { pairs: 10, currentA: 30, maxVoltageV: 1000, crossSectionMm2: 6 },
  ),
  accessory(
    {
      id: 'acc-mounting-rail-kit-4-panels',
      name: 'Aluminium Roof Mounting Kit (4 panels)',
      brand: 'K2 Systems',
      description:
        'Rails, clamps and roof hooks to fix four panels to a corrugated iron or aluminium roof. ' +
        'Rust-free aluminium holds up to storms and the rainy season.',
      price: 1450,
      stock: 15,
      createdDaysAgo: 25,
      image: PRODUCT_IMAGES.mounting,
    },
    { lengthM: 4.2, panels: 4, material: 'Aluminium' },
  ),
  accessory(
    {
      id: 'acc-dc-breaker-63a-2p',
      name: 'Suntree DC Circuit Breaker 63 A 2-pole',
      brand: 'Suntree',
      description:
        'A DC-rated breaker between the battery or panels and the inverter. ' +
        'Lets you switch off safely for maintenance and trips on a short circuit. Ordinary AC breakers are not safe here.',
      price: 140,
      stock: 52,
      createdDaysAgo: 30,
      image: PRODUCT_IMAGES.breaker,
    },
    { currentA: 63, poles: 2, maxVoltageV: 500 },
  ),
  accessory(
    {
      id: 'acc-dc-surge-protector-1000v',
      name: 'Suntree DC Surge Protector 1000 V (Type 2)',
      brand: 'Suntree',
      description:
        'Protects your inverter from lightning surges on the panel cables. ' +
        'A must in the north, where storms at the start of the rains are violent.',
      price: 260,
      stock: 32,
      createdDaysAgo: 38,
      image: PRODUCT_IMAGES.breaker,
    },
    { maxVoltageV: 1000, dischargeKa: 40, poles: 2 },
  ),
  accessory(
    {
      id: 'acc-victron-smartshunt-500a',
      name: 'Victron SmartShunt 500 A Battery Monitor',
      brand: 'Victron',
      description:
        'Shows how full your battery really is and how much power you use, on your phone. ' +
        'Helps you plan your evening use when ECG supply is off.',
      price: 2100,
      stock: 10,
      createdDaysAgo: 45,
      image: PRODUCT_IMAGES.meter,
    },
    { currentA: 500, maxVoltageV: 70 },
  ),
  accessory(
    {
      id: 'acc-eastron-energy-meter',
      name: 'Eastron SDM120 Single-phase Energy Meter',
      brand: 'Eastron',
      description:
        'A DIN-rail kWh meter to measure what your solar system or a tenant actually uses. ' +
        'Useful for sizing a system before you buy it.',
      price: 420,
      stock: 3,
      createdDaysAgo: 50,
      image: PRODUCT_IMAGES.meter,
    },
    { currentA: 45, maxVoltageV: 230 },
  ),

  // Services ----------------------------------------------------------------------------------------------
  service(
    'Installation Services',
    {
      id: 'svc-home-solar-installation',
      name: 'Home Solar System Installation (up to 5 kVA)',
      brand: 'Savanna Solar',
      description:
        'Our certified team mounts the panels, wires the inverter and batteries, and tests the system with you. ' +
        'Price is from, for a standard roof in Tamale; we confirm after a free site visit.',
      price: 2500,
      createdDaysAgo: 1,
    },
    { durationDays: 2, coverage: NORTH },
  ),
  service(
    'Installation Services',
    {
      id: 'svc-commercial-solar-installation',
      name: 'Commercial Solar Installation (clinics, schools, shops)',
      brand: 'Savanna Solar',
      description:
        'Design and installation of larger systems from 8 kVA upwards, with earthing and lightning protection. ' +
        'We work around your opening hours so your business keeps running.',
      price: 8000,
      createdDaysAgo: 17,
    },
    { durationDays: 5, coverage: NORTH },
  ),
  service(
    'Installation Services',
    {
      id: 'svc-inverter-backup-installation',
      name: 'Inverter and Battery Backup Installation',
      brand: 'Savanna Solar',
      description:
        'We install an inverter and batteries that charge from the grid, so your home rides through dumsor. ' +
        'Panels can be added later without changing the wiring.',
      price: 800,
      createdDaysAgo: 29,
    },
    { durationDays: 1, coverage: NORTH },
  ),
  service(
    'Maintenance Services',
    {
      id: 'svc-annual-maintenance-plan',
      name: 'Annual Solar Maintenance Plan (4 visits)',
      brand: 'Savanna Solar',
      description:
        'Four visits a year to clean panels after harmattan, check battery health, tighten connections and update ' +
        'inverter settings. Priority call-out if anything fails.',
      price: 1200,
      createdDaysAgo: 36,
    },
    { visitHours: 3, coverage: NORTH },
  ),
  service(
    'Maintenance Services',
    {
      id: 'svc-system-health-check',
      name: 'Solar System Health Check and Repair Visit',
      brand: 'Savanna Solar',
      description:
        'A technician visits to find out why your system is not holding charge or keeps tripping. ' +
        'Parts are quoted separately before any work is done.',
      price: 450,
      createdDaysAgo: 48,
    },
    { visitHours: 2, coverage: NORTH },
  ),
  service(
    'Consultation Services',
    {
      id: 'svc-energy-audit',
      name: 'Energy Audit and System Sizing',
      brand: 'Savanna Solar',
      description:
        'We list your appliances, measure your usage and tell you exactly what size of system you need. ' +
        'The fee is credited in full when you buy your system from us, so the audit is free.',
      price: 300,
      createdDaysAgo: 39,
    },
    { visitHours: 2, coverage: NORTH },
  ),
  service(
    'Consultation Services',
    {
      id: 'svc-design-and-financing-consultation',
      name: 'Custom System Design and Financing Advice',
      brand: 'Savanna Solar',
      description:
        'A written design with panel layout, cable sizes and a full quote, plus advice on paying in instalments. ' +
        'Useful for businesses and NGOs that need a document for approval.',
      price: 600,
      createdDaysAgo: 52,
    },
    { durationDays: 3, coverage: 'All of Ghana (remote), site visits in the north' },
  ),
];

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

// ---------------------------------------------------------------------------------------------------------
// Bulk generator for load tests
// ---------------------------------------------------------------------------------------------------------

/** mulberry32: a small, fast, seeded PRNG. Same seed, same sequence, on every machine. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface Rng {
  next(): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
}

export function rng(seed: number): Rng {
  const next = mulberry32(seed);
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
  };
}

const round = (value: number, step: number) => Math.round(value / step) * step;

interface Generated {
  name: string;
  brand: string;
  description: string;
  price: number;
  specs: Record<string, SpecValue>;
  image: string;
}

type Generator = (r: Rng, code: string) => Generated;

const ACCESSORY_BRANDS = {
  cable: ['Nexans', 'Reroy Cables', 'Tropical Cable'],
  connector: ['Suntree', 'Staubli', 'Tongou'],
  mounting: ['K2 Systems', 'Renusol', 'Felicity'],
  breaker: ['Suntree', 'Schneider', 'Chint'],
} as const;

/** A service sold by the hour of a visit (maintenance, consultation): a visit of 1 to `maxHours` hours. */
function hourlyVisit(
  title: string,
  description: string,
  { maxHours, ratePerHour, image }: { maxHours: number; ratePerHour: number; image: string },
): Generator {
  return (r, code) => {
    const visitHours = r.int(1, maxHours);
    return {
      brand: 'Savanna Solar',
      name: `${title} (${visitHours} h) ${code}`,
      description,
      price: visitHours * ratePerHour,
      specs: { visitHours, coverage: NORTH },
      image,
    };
  };
}

const GENERATORS: Record<Category, Generator> = {
  'Solar Panels': (r, code) => {
    const brand = r.pick(['Jinko', 'Longi', 'Canadian Solar', 'JA Solar', 'Trina Solar', 'Felicity']);
    const powerW = r.pick([100, 150, 200, 330, 400, 410, 450, 460, 500, 550, 580, 600]);
    const cellType = powerW >= 550 ? 'N-type TOPCon' : powerW === 330 ? 'Polycrystalline' : 'Mono PERC half-cut';
    const specs: PanelSpecs = {
      powerW,
      voltageV: powerW <= 200 ? round(18 + r.next() * 3, 0.1) : round(37 + r.next() * 8, 0.1),
      efficiencyPct: round((cellType === 'Polycrystalline' ? 16.5 : 19.5) + r.next() * 3, 0.1),
      cellType,
      warrantyYears: r.pick([10, 12, 15]),
    };
    return {
      brand,
      name: `${brand} ${powerW} W ${cellType === 'Polycrystalline' ? 'Poly' : 'Mono'} Solar Panel ${code}`,
      description: `A ${powerW} W ${cellType} panel for homes and businesses. Built to handle heat and harmattan dust.`,
      price: round(powerW * (4.2 + r.next() * 1.2) + 150, 10),
      specs,
      image: PRODUCT_IMAGES.panel,
    };
  },
  Inverters: (r, code) => {
    const brand = r.pick(['Growatt', 'Deye', 'Must', 'Felicity', 'Victron', 'Luminous']);
    const ratedKva = r.pick([1, 1.5, 2, 3, 3.5, 5, 6, 8, 10]);
    const systemVoltageV = ratedKva <= 1.5 ? 12 : ratedKva <= 3.5 ? 24 : 48;
    const kind = r.next() < 0.5 ? 'Hybrid' : 'Off-grid';
    const powerW = round(ratedKva * 1000 * (ratedKva <= 3 ? 0.8 : 1), 100);
    const specs: InverterSpecs = {
      ratedKva,
      powerW,
      surgeW: powerW * 2,
      systemVoltageV,
      maxPvW: round(powerW * 1.2, 100),
      mpptChargeA: round((powerW * 1.1) / systemVoltageV, 10),
      kind,
      warrantyYears: kind === 'Hybrid' ? 5 : 2,
    };
    return {
      brand,
      name: `${brand} ${ratedKva} kVA ${systemVoltageV} V ${kind} Inverter ${code}`,
      description: `A ${ratedKva} kVA ${kind.toLowerCase()} inverter with a built-in MPPT solar charger. Keeps your home running through power cuts.`,
      price: round(ratedKva * (kind === 'Hybrid' ? 2600 : 2000) + r.int(0, 1500), 50),
      specs,
      image: PRODUCT_IMAGES.inverter,
    };
  },
  Batteries: (r, code) => {
    const chemistry = r.pick<BatteryChemistry>(['LiFePO4', 'LiFePO4', 'Lead-acid', 'Tubular']);
    const brand =
      chemistry === 'LiFePO4'
        ? r.pick(['Pylontech', 'Felicity', 'Ritar', 'Deye'])
        : r.pick(['Luminous', 'Ritar', 'Felicity']);
    const voltageV = chemistry === 'LiFePO4' ? r.pick([12, 24, 48] as const) : 12;
    const capacityAh = chemistry === 'LiFePO4' ? r.pick([50, 100, 150, 200]) : r.pick([100, 150, 200, 220]);
    const specs: BatterySpecs = {
      chemistry,
      voltageV,
      capacityAh,
      capacityWh: voltageV * capacityAh,
      cycleLife: chemistry === 'LiFePO4' ? r.pick([3000, 4000, 6000]) : chemistry === 'Tubular' ? 1500 : 600,
      warrantyYears: chemistry === 'LiFePO4' ? r.pick([5, 7, 10]) : r.pick([1, 2, 3]),
    };
    const perWh = chemistry === 'LiFePO4' ? 3.7 : chemistry === 'Tubular' ? 1.6 : 1.5;
    return {
      brand,
      name: `${brand} ${voltageV} V ${capacityAh} Ah ${chemistry} Battery ${code}`,
      description: `A ${specs.capacityWh / 1000} kWh ${chemistry} battery for solar and backup systems. Keep it shaded and ventilated for a long life.`,
      price: round(specs.capacityWh * perWh + r.int(0, 400), 50),
      specs,
      image: chemistry === 'LiFePO4' ? PRODUCT_IMAGES.batteryLithium : PRODUCT_IMAGES.batteryTubular,
    };
  },
  'Charge Controllers': (r, code) => {
    const kind = r.next() < 0.7 ? 'MPPT' : 'PWM';
    const brand = r.pick(['Epever', 'Victron', 'Must', 'Felicity']);
    const currentA = kind === 'MPPT' ? r.pick([20, 30, 40, 60, 80, 100]) : r.pick([10, 20, 30, 60]);
    const specs: ChargeControllerSpecs = {
      kind,
      currentA,
      systemVoltageV: kind === 'MPPT' && currentA >= 60 ? 48 : 24,
      maxPvVoltageV: kind === 'MPPT' ? r.pick([100, 150, 250]) : 50,
    };
    return {
      brand,
      name: `${brand} ${currentA} A ${kind} Charge Controller ${code}`,
      description: `A ${currentA} A ${kind} controller that charges your batteries safely from solar panels.`,
      price: round(kind === 'MPPT' ? currentA * 55 + r.int(200, 900) : currentA * 12 + r.int(50, 200), 10),
      specs,
      image: PRODUCT_IMAGES.chargeController,
    };
  },
  'UPS Units': (r, code) => {
    const brand = r.pick(['APC', 'Mercury', 'Luminous', 'Eaton']);
    const ratedVa = r.pick([650, 850, 1000, 1200, 1500, 2000, 3000]);
    const specs: UpsSpecs = {
      ratedVa,
      powerW: round(ratedVa * 0.6, 10),
      capacityWh: round(ratedVa * 0.15, 12),
      backupMinutesHalfLoad: r.int(6, 20),
      outlets: r.pick([3, 4, 6, 8]),
    };
    return {
      brand,
      name: `${brand} ${ratedVa} VA UPS ${code}`,
      description: `A ${ratedVa} VA UPS that keeps computers and TVs on through short outages and protects them from surges.`,
      price: round(ratedVa * 1.6 + r.int(100, 600), 10),
      specs,
      image: PRODUCT_IMAGES.ups,
    };
  },
  Accessories: (r, code): Generated => {
    const kind = r.pick(['cable', 'connector', 'mounting', 'breaker'] as const);
    const brand = r.pick(ACCESSORY_BRANDS[kind]);
    if (kind === 'cable') {
      const crossSectionMm2 = r.pick([4, 6, 10, 16, 25, 35]);
      const lengthM = r.pick([10, 25, 50, 100]);
      return {
        brand,
        name: `Solar Cable ${crossSectionMm2} mm² (${lengthM} m) ${code}`,
        description: 'UV-resistant cable for solar and battery wiring. Sized to stay cool under load.',
        price: round(lengthM * crossSectionMm2 * 2.8 + 40, 10),
        specs: { lengthM, crossSectionMm2, currentA: crossSectionMm2 * 6 },
        image: PRODUCT_IMAGES.cable,
      };
    }
    if (kind === 'connector') {
      const pairs = r.pick([2, 5, 10, 20]);
      return {
        brand,
        name: `MC4 Connectors (${pairs} pairs) ${code}`,
        description: 'Waterproof connectors for joining solar panels and PV cable.',
        price: pairs * 18,
        specs: { pairs, currentA: 30, maxVoltageV: 1000 },
        image: PRODUCT_IMAGES.connector,
      };
    }
    if (kind === 'mounting') {
      const panels = r.pick([2, 4, 6, 8]);
      return {
        brand,
        name: `Roof Mounting Kit (${panels} panels) ${code}`,
        description: 'Aluminium rails, clamps and hooks to fix panels to a metal roof.',
        price: panels * 340 + r.int(0, 200),
        specs: { lengthM: round(panels * 1.1, 0.1), panels, material: 'Aluminium' },
        image: PRODUCT_IMAGES.mounting,
      };
    }
    const currentA = r.pick([16, 20, 32, 63, 125]);
    return {
      brand,
      name: `DC Circuit Breaker ${currentA} A ${code}`,
      description: 'A DC-rated breaker to isolate panels or batteries safely.',
      price: round(90 + currentA * 0.8, 10),
      specs: { currentA, poles: 2, maxVoltageV: 500 },
      image: PRODUCT_IMAGES.breaker,
    };
  },
  'Installation Services': (r, code) => {
    const kva = r.pick([1, 3, 5, 8, 10]);
    return {
      brand: 'Savanna Solar',
      name: `Solar Installation up to ${kva} kVA ${code}`,
      description:
        'Mounting, wiring and commissioning by our certified team. Price is from; confirmed after a site visit.',
      price: kva * 500,
      specs: { durationDays: Math.max(1, Math.ceil(kva / 3)), coverage: NORTH },
      image: PRODUCT_IMAGES.installation,
    };
  },
  'Maintenance Services': hourlyVisit(
    'Maintenance Visit',
    'Panel cleaning, battery checks and connection tightening by a technician.',
    { maxHours: 4, ratePerHour: 150, image: PRODUCT_IMAGES.maintenance },
  ),
  'Consultation Services': hourlyVisit(
    'Energy Consultation',
    'We measure your usage and recommend the right system size for your budget.',
    { maxHours: 3, ratePerHour: 200, image: PRODUCT_IMAGES.consultation },
  ),
};

/** Relative weights of categories among generated products (services are rarer, as in a real shop). */
const CATEGORY_WEIGHTS: Record<Category, number> = {
  'Solar Panels': 18,
  Inverters: 16,
  Batteries: 16,
  'Charge Controllers': 10,
  'UPS Units': 12,
  Accessories: 20,
  'Installation Services': 3,
  'Maintenance Services': 3,
  'Consultation Services': 2,
};

function pickWeighted(ticket: number): Category {
  let rest = ticket;
  for (const category of CATEGORIES) {
    rest -= CATEGORY_WEIGHTS[category];
    if (rest < 0) return category;
  }
  return 'Accessories';
}

/**
 * `count` extra products for load tests (ids `bulk-00001`, …), deterministic: the same count gives the same
 * products every time. They are older than the demo catalogue and never featured.
 */
export function generateProducts(count: number, seed = 20250101): SeedProduct[] {
  const r = rng(seed);
  const total = CATEGORIES.reduce((sum, category) => sum + CATEGORY_WEIGHTS[category], 0);
  const products: SeedProduct[] = [];
  for (let i = 1; i <= count; i++) {
    const category = pickWeighted(r.next() * total);
    const code = `B${String(i).padStart(5, '0')}`;
    const generated = GENERATORS[category](r, code);
    const type = defaultTypeFor(category);
    const stockRoll = r.next();
    const stock = type === 'service' ? 0 : stockRoll < 0.05 ? 0 : stockRoll < 0.12 ? r.int(1, 4) : r.int(8, 60);
    products.push({
      id: `bulk-${String(i).padStart(5, '0')}`,
      name: generated.name,
      description: generated.description,
      category,
      type,
      price: generated.price,
      stock,
      available: type === 'service' || stock > 0,
      featured: false,
      brand: generated.brand,
      specs: generated.specs,
      images: [generated.image],
      lowStockThreshold: LOW_STOCK_THRESHOLD,
      // One distinct minute each, all older than the demo catalogue: a stable order.
      createdDaysAgo: 60 + i / (24 * 60),
    });
  }
  return products;
}
