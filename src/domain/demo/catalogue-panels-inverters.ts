/** The demo catalogue: solar panels and inverters. */
import { inverter, panel, type SeedProduct } from './catalogue-builders';

export const PANELS_AND_INVERTERS: SeedProduct[] = [
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
];
