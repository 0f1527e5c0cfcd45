/**
 * Building the demo catalogue's products: the spec keys of each category (the solar-sizing calculator reads
 * them, so the compiler checks every product of a category has them), the pictures, and one builder per category.
 */
import type { ProductFields } from '@domain/catalog/admin-products';
import { defaultTypeFor, type Category } from '@domain/catalog/catalog';
import type { SpecValue } from '@domain/catalog/product';

/** A product as the seed writes it, with its fixed id, dated so many days before the seeding. */
export type SeedProduct = ProductFields & { id: string; available: boolean; createdDaysAgo: number };

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

export const LOW_STOCK_THRESHOLD = 5;

// ---------------------------------------------------------------------------------------------------------
// Builders: one per category, so that spec keys are checked by the compiler
// ---------------------------------------------------------------------------------------------------------

export interface BaseInput {
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

export function make(
  category: Category,
  input: BaseInput,
  specs: Record<string, SpecValue>,
  image: string,
): SeedProduct {
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

export const panel = (input: BaseInput, specs: PanelSpecs) => make('Solar Panels', input, specs, PRODUCT_IMAGES.panel);
export const inverter = (input: BaseInput, specs: InverterSpecs) =>
  make('Inverters', input, specs, PRODUCT_IMAGES.inverter);
export const battery = (input: BaseInput, specs: Omit<BatterySpecs, 'capacityWh'>) =>
  make(
    'Batteries',
    input,
    { ...specs, capacityWh: specs.voltageV * specs.capacityAh },
    specs.chemistry === 'LiFePO4' ? PRODUCT_IMAGES.batteryLithium : PRODUCT_IMAGES.batteryTubular,
  );
export const controller = (input: BaseInput, specs: ChargeControllerSpecs) =>
  make('Charge Controllers', input, specs, PRODUCT_IMAGES.chargeController);
export const ups = (input: BaseInput, specs: UpsSpecs) => make('UPS Units', input, specs, PRODUCT_IMAGES.ups);
export const accessory = (input: BaseInput & { image: string }, specs: AccessorySpecs) =>
  make('Accessories', input, specs, input.image);
export const service = (
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

export const NORTH = 'Northern, Savannah, North East, Upper East and Upper West regions';
