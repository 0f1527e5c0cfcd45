/**
 * Products made up for load tests and catalogue-scale runs (`npm run seed -- --products N`): seeded, so the same
 * count gives the same products on every machine.
 */
import { CATEGORIES, defaultTypeFor, type Category } from '@domain/catalog/catalog';
import type { SpecValue } from '@domain/catalog/product';
import {
  LOW_STOCK_THRESHOLD,
  NORTH,
  PRODUCT_IMAGES,
  type BatteryChemistry,
  type BatterySpecs,
  type ChargeControllerSpecs,
  type InverterSpecs,
  type PanelSpecs,
  type SeedProduct,
  type UpsSpecs,
} from '@domain/demo/catalogue-builders';

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
