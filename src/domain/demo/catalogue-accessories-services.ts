/** The demo catalogue: accessories and services. */
import { accessory, NORTH, PRODUCT_IMAGES, service, type SeedProduct } from './catalogue-builders';

export const ACCESSORIES_AND_SERVICES: SeedProduct[] = [
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
