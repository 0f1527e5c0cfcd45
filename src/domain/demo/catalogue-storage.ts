/** The demo catalogue: batteries, charge controllers and UPS units. */
import { battery, controller, ups, type SeedProduct } from './catalogue-builders';

export const STORAGE_AND_CONTROL: SeedProduct[] = [
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
];
