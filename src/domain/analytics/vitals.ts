/**
 * How fast the shop is on shoppers' own phones (docs/field-vitals.md): the Core Web Vitals a visit measured
 * (web-vitals in the app), sent in one beacon when the page is hidden, counted by the collectVitals function into
 * daily histograms per page and connection, and read back by Admin › Analytics as the 75th percentile. No
 * personal data: a page kind (never its address), the connection's type, Save-Data, and the figures. A visit whose
 * prerendered page did not match the app's code (React had to draw a part of it again) says so in a beacon of its
 * own, counted beside the figures.
 */

export const VITAL_METRICS = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
export type VitalMetric = (typeof VITAL_METRICS)[number];

/** The kinds of page a visit lands on (the page a visit's figures belong to). */
export const VITAL_PAGES = {
  home: 'Home',
  products: 'Products',
  product: 'A product page',
  calculator: 'Solar calculator',
  compare: 'Compare',
  cart: 'Checkout',
  account: 'Orders and account',
  other: 'Other pages',
} as const;
export type VitalPage = keyof typeof VITAL_PAGES;

/** navigator.connection.effectiveType, or unknown where the browser does not say. */
export const VITAL_CONNECTIONS = {
  '4g': '4G or better',
  '3g': '3G',
  '2g': '2G',
  'slow-2g': 'Slow 2G',
  unknown: 'Not known',
} as const;
export type VitalConnection = keyof typeof VITAL_CONNECTIONS;

/** The kind of page at `pathname`; null for the staff's pages (not measured). */
export function vitalsPageOf(pathname: string): VitalPage | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/admin' || path.startsWith('/admin/')) return null;
  if (path === '/') return 'home';
  if (path === '/products') return 'products';
  if (path.startsWith('/products/')) return 'product';
  if (path === '/solar-calculator') return 'calculator';
  if (path === '/compare') return 'compare';
  if (path === '/checkout' || path.startsWith('/order-confirmation')) return 'cart';
  if (/^\/(orders|order-details|projects)(\/|$)/.test(path)) return 'account';
  return 'other';
}

export const connectionOf = (effectiveType: unknown): VitalConnection =>
  typeof effectiveType === 'string' && effectiveType in VITAL_CONNECTIONS && effectiveType !== 'unknown'
    ? (effectiveType as VitalConnection)
    : 'unknown';

/**
 * The upper bounds of each metric's histogram buckets (ms; CLS in thousandths). The last bucket holds the rest.
 * The 75th percentile read back is its bucket's upper bound: "at most", never better than it was.
 */
const MS_BOUNDS = [
  50, 100, 150, 200, 250, 300, 400, 500, 600, 800, 1000, 1200, 1500, 1800, 2000, 2500, 3000, 4000, 5000, 6000, 8000,
  10_000, 15_000, 20_000, 30_000,
];
const CLS_BOUNDS = [10, 25, 50, 75, 100, 150, 200, 250, 300, 400, 500, 750, 1000];

export const VITAL_BUCKETS: Record<VitalMetric, readonly number[]> = {
  LCP: MS_BOUNDS,
  INP: MS_BOUNDS,
  TTFB: MS_BOUNDS,
  CLS: CLS_BOUNDS,
};

/** Good up to the first, poor from the second (web.dev's thresholds; CLS in thousandths). */
export const VITAL_THRESHOLDS: Record<VitalMetric, readonly [number, number]> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [100, 250],
  TTFB: [800, 1800],
};

export type VitalRating = 'good' | 'needs-improvement' | 'poor';

export function ratingOf(metric: VitalMetric, value: number): VitalRating {
  const [good, poor] = VITAL_THRESHOLDS[metric];
  return value <= good ? 'good' : value <= poor ? 'needs-improvement' : 'poor';
}

/** A metric's value as stored: ms rounded, CLS in thousandths. */
export const scaledValue = (metric: VitalMetric, value: number): number =>
  Math.round(metric === 'CLS' ? value * 1000 : value);

/** The index of the bucket a (scaled) value falls in. */
export function bucketOf(metric: VitalMetric, scaled: number): number {
  const bounds = VITAL_BUCKETS[metric];
  const at = bounds.findIndex((bound) => scaled <= bound);
  return at === -1 ? bounds.length : at;
}

/**
 * The 75th percentile of a histogram (counts per bucket index), as its bucket's upper bound (scaled); for the
 * last, open bucket, the last bound. null with no figures.
 */
export function p75Of(metric: VitalMetric, counts: Readonly<Record<number, number>>): number | null {
  const bounds = VITAL_BUCKETS[metric];
  const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
  if (total === 0) return null;
  let seen = 0;
  for (let i = 0; i <= bounds.length; i += 1) {
    seen += counts[i] ?? 0;
    if (seen >= total * 0.75) return bounds[Math.min(i, bounds.length - 1)]!;
  }
  return bounds[bounds.length - 1]!;
}

/** "2.5 s", "180 ms", "0.1": a p75 as staff read it. */
export function formatVital(metric: VitalMetric, scaled: number): string {
  if (metric === 'CLS') return String(scaled / 1000);
  return scaled >= 1000 ? `${Number((scaled / 1000).toFixed(1))} s` : `${scaled} ms`;
}

/**
 * One visit's beacon: the page it landed on, the connection, Save-Data, and its figures; or, with no figures, that
 * the page's prerendered copy and the app's code disagreed (`hydrationMismatch`).
 */
export interface VitalsBeacon {
  page: VitalPage;
  connection: VitalConnection;
  saveData: boolean;
  metrics: { name: VitalMetric; value: number }[];
  hydrationMismatch: boolean;
}

/** The largest value kept for any figure (ms; CLS in thousandths): anything above is not a real measurement. */
const MAX_SCALED = 600_000;
export const MAX_BEACON_BYTES = 2048;

/** A beacon's body, checked; null when it is not one (then nothing is counted). Values are kept scaled. */
export function parseVitalsBeacon(body: string): VitalsBeacon | null {
  if (body.length > MAX_BEACON_BYTES) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(body);
  } catch {
    return null;
  }
  if (typeof raw !== 'object' || raw === null) return null;
  const r = raw as Record<string, unknown>;
  if (typeof r.page !== 'string' || !(r.page in VITAL_PAGES)) return null;
  if (typeof r.connection !== 'string' || !(r.connection in VITAL_CONNECTIONS)) return null;
  const hydrationMismatch = r.hydrationMismatch === true;
  if (!Array.isArray(r.metrics) || r.metrics.length > VITAL_METRICS.length) return null;
  if (r.metrics.length === 0 && !hydrationMismatch) return null;
  const metrics: VitalsBeacon['metrics'] = [];
  for (const m of r.metrics as unknown[]) {
    const e = (m ?? {}) as Record<string, unknown>;
    const name = e.name as VitalMetric;
    if (!VITAL_METRICS.includes(name) || metrics.some((x) => x.name === name)) return null;
    if (typeof e.value !== 'number' || !Number.isFinite(e.value) || e.value < 0) return null;
    const value = scaledValue(name, e.value);
    if (value > MAX_SCALED) return null;
    metrics.push({ name, value });
  }
  return {
    page: r.page as VitalPage,
    connection: r.connection as VitalConnection,
    saveData: r.saveData === true,
    metrics,
    hydrationMismatch,
  };
}

/** Histogram cells are split over this many documents per day, page and connection, so no one is written by all. */
export const VITALS_SHARDS = 4;

/** vitalsDaily/{day}_{page}_{connection}_{shard} */
export const vitalsCellId = (day: string, page: VitalPage, connection: VitalConnection, shard: number): string =>
  `${day}_${page}_${connection}_${shard}`;

/** A stored cell, as the admin reads it back: counts per metric and bucket. */
export interface VitalsCell {
  day: string;
  page: VitalPage;
  connection: VitalConnection;
  visits: number;
  saveData: number;
  /** Visits whose prerendered page did not match the app's code. */
  hydrationMismatches: number;
  buckets: Partial<Record<VitalMetric, Record<number, number>>>;
}

/** One row of the staff's table: a page on a connection over the period, with its p75s (scaled). */
export interface VitalsRow {
  page: VitalPage;
  connection: VitalConnection;
  visits: number;
  saveData: number;
  hydrationMismatches: number;
  p75: Partial<Record<VitalMetric, number>>;
}

/** Cells of many days and shards summed into one row per page and connection, most visited first. */
export function vitalsRows(cells: readonly VitalsCell[]): VitalsRow[] {
  const byKey = new Map<string, { row: Omit<VitalsRow, 'p75'>; buckets: VitalsCell['buckets'] }>();
  for (const cell of cells) {
    const key = `${cell.page}|${cell.connection}`;
    const entry = byKey.get(key) ?? {
      row: { page: cell.page, connection: cell.connection, visits: 0, saveData: 0, hydrationMismatches: 0 },
      buckets: {},
    };
    entry.row.visits += cell.visits;
    entry.row.saveData += cell.saveData;
    entry.row.hydrationMismatches += cell.hydrationMismatches;
    for (const metric of VITAL_METRICS) {
      const counts = cell.buckets[metric];
      if (!counts) continue;
      const into = (entry.buckets[metric] ??= {});
      for (const [bucket, n] of Object.entries(counts)) into[Number(bucket)] = (into[Number(bucket)] ?? 0) + n;
    }
    byKey.set(key, entry);
  }
  return [...byKey.values()]
    .map(({ row, buckets }) => {
      const p75: VitalsRow['p75'] = {};
      for (const metric of VITAL_METRICS) {
        const value = buckets[metric] ? p75Of(metric, buckets[metric]) : null;
        if (value !== null) p75[metric] = value;
      }
      return { ...row, p75 };
    })
    .sort((a, b) => b.visits - a.visits || a.page.localeCompare(b.page));
}
