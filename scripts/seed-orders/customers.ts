/**
 * The demo customers of the seed (users/{uid}), and the time units and documents the seed's generators share.
 * Pure and seeded: the same arguments give the same customers.
 */
import { rng } from '../seed-catalogue/bulk';

export const DAY_MS = 24 * 60 * 60 * 1000;
export const MINUTE_MS = 60 * 1000;

export interface SeedCustomer {
  uid: string;
  email: string;
  displayName: string;
  /** +233XXXXXXXXX */
  phone: string;
  region: string;
  town: string;
  createdAt: Date;
}

export interface SeedDoc {
  path: string;
  data: Record<string, unknown>;
}

const FIRST_NAMES = [
  'Abdul',
  'Abena',
  'Adwoa',
  'Akosua',
  'Alhassan',
  'Amina',
  'Afia',
  'Baba',
  'Fatima',
  'Fuseini',
  'Gifty',
  'Ibrahim',
  'Issah',
  'Kofi',
  'Kwabena',
  'Kwame',
  'Kwesi',
  'Mariama',
  'Mohammed',
  'Mercy',
  'Nana',
  'Rashida',
  'Salamatu',
  'Yaw',
  'Zainab',
];
const LAST_NAMES = [
  'Abdulai',
  'Adams',
  'Alhassan',
  'Amoah',
  'Asante',
  'Boateng',
  'Dramani',
  'Issahaku',
  'Iddrisu',
  'Mahama',
  'Mensah',
  'Osei',
  'Owusu',
  'Seidu',
  'Sulemana',
  'Tahiru',
  'Wumbei',
  'Yakubu',
  'Zakaria',
];
export const PLACES = [
  ['Northern', 'Tamale', 'Behind the Central Mosque, Zogbeli'],
  ['Northern', 'Tamale', 'Opposite Kalpohin Senior High School'],
  ['Northern', 'Savelugu', 'Near the market, second house after the Total station'],
  ['Northern', 'Yendi', 'Gbungbalga, the blue gate after the clinic'],
  ['Savannah', 'Damongo', 'Near the District Assembly'],
  ['North East', 'Walewale', 'Off the Bolgatanga road, near the lorry station'],
  ['Upper East', 'Bolgatanga', 'Zaare, behind the Catholic church'],
  ['Upper West', 'Wa', 'Dondoli, near the Wa Naa palace'],
  ['Ashanti', 'Kumasi', 'Asokwa, opposite the police station'],
  ['Greater Accra', 'Accra', 'East Legon, Lagos Avenue'],
] as const;

/** Customers with Ghanaian names and phones; their uids, emails and phones are unique (n is in each). */
export function generateCustomers(count: number, now: number, seed = 14_12): SeedCustomer[] {
  const r = rng(seed);
  return Array.from({ length: count }, (_, i) => {
    const first = r.pick(FIRST_NAMES);
    const last = r.pick(LAST_NAMES);
    const [region, town] = r.pick(PLACES);
    const n = String(i + 1).padStart(5, '0');
    return {
      uid: `demo-shopper-${n}`,
      email: `${first}.${last}.${n}@example.com`.toLowerCase(),
      displayName: `${first} ${last}`,
      // 24, 54, 55, 20 or 50, then a number unique to this customer
      phone: `+233${r.pick(['24', '54', '55', '20', '50'])}${String(1_000_000 + i * 7).slice(-7)}`,
      region,
      town,
      createdAt: new Date(now - r.int(20, 400) * DAY_MS),
    };
  });
}
