/**
 * The figures of `npm run perf`: the two network profiles, medians of the Lighthouse runs, the speed
 * targets (docs/decisions.md, "Speed targets"), and the table printed and written to test-results/perf/perf.json.
 */

export type ProfileId = 'slow4g' | '3g';

export interface Profile {
  id: ProfileId;
  name: string;
  /** Lighthouse simulated throttling (only rttMs, throughputKbps and cpuSlowdownMultiplier drive the simulation). */
  throttling: {
    rttMs: number;
    throughputKbps: number;
    cpuSlowdownMultiplier: number;
    requestLatencyMs: number;
    downloadThroughputKbps: number;
    uploadThroughputKbps: number;
  };
}

/** The other three fields follow the rule of Lighthouse's own presets (DevTools adjustment factors 3.75 and 0.9). */
function profile(id: ProfileId, name: string, rttMs: number, throughputKbps: number, uploadKbps: number): Profile {
  return {
    id,
    name,
    throttling: {
      rttMs,
      throughputKbps,
      cpuSlowdownMultiplier: 4,
      requestLatencyMs: rttMs * 3.75,
      downloadThroughputKbps: throughputKbps * 0.9,
      uploadThroughputKbps: uploadKbps * 0.9,
    },
  };
}

export const PROFILES: readonly Profile[] = [
  // Lighthouse's default mobile profile ("mobileSlow4G"): 150 ms, 1.6 Mbit/s, 4× CPU.
  profile('slow4g', 'Slow 4G', 150, 1638.4, 750),
  // Lighthouse's "mobileRegular3G": 300 ms, 700 kbit/s, 4× CPU.
  profile('3g', '3G', 300, 700, 700),
];

/** What one Lighthouse run measured (null: Lighthouse could not tell, e.g. no LCP). */
export interface RunMetrics {
  lcpMs: number | null;
  fcpMs: number | null;
  /** Performance score, 0 to 100. */
  score: number | null;
  cls: number | null;
  tbtMs: number | null;
  /** Lighthouse's estimate of this machine's speed (lower: slower or busier). */
  benchmarkIndex: number | null;
  /** The element Lighthouse took as the largest contentful paint (CSS selector and label). */
  lcpElement?: string;
  /** Why the run gave no figures, or what Lighthouse warned about. */
  error?: string;
  warnings?: string[];
}

export type Summary = Pick<RunMetrics, 'lcpMs' | 'fcpMs' | 'score' | 'cls' | 'tbtMs' | 'benchmarkIndex'>;

export function median(values: readonly (number | null | undefined)[]): number | null {
  const known = values.filter((v): v is number => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (known.length === 0) return null;
  const mid = Math.floor(known.length / 2);
  return known.length % 2 === 1 ? known[mid]! : (known[mid - 1]! + known[mid]!) / 2;
}

export function mostCommon(values: readonly (string | undefined)[]): string | null {
  const counts = new Map<string, number>();
  for (const v of values) if (v) counts.set(v, (counts.get(v) ?? 0) + 1);
  let best: string | null = null;
  for (const [v, n] of counts) if (best === null || n > counts.get(best)!) best = v;
  return best;
}

/** The selector of the first DOM node a Lighthouse audit's details name (e.g. the LCP element), if any. */
export function firstNodeSelector(details: unknown): string | undefined {
  if (Array.isArray(details)) {
    for (const item of details) {
      const found = firstNodeSelector(item);
      if (found) return found;
    }
    return undefined;
  }
  if (typeof details !== 'object' || details === null) return undefined;
  const record = details as Record<string, unknown>;
  if (record.type === 'node' && typeof record.selector === 'string') return record.selector;
  return firstNodeSelector(record.items) ?? firstNodeSelector(record.node);
}

/** The median of each figure on its own, over the runs. */
export function summarize(runs: readonly RunMetrics[]): Summary {
  return {
    lcpMs: median(runs.map((r) => r.lcpMs)),
    fcpMs: median(runs.map((r) => r.fcpMs)),
    score: median(runs.map((r) => r.score)),
    cls: median(runs.map((r) => r.cls)),
    tbtMs: median(runs.map((r) => r.tbtMs)),
    benchmarkIndex: median(runs.map((r) => r.benchmarkIndex)),
  };
}

export interface ProfileResult {
  app: Summary;
  static: Summary;
  /** Median app LCP over median static-copy LCP. */
  lcpRatio: number | null;
  /** The LCP element most runs found, on the app page and on its static copy (they should be the same). */
  lcpElement: { app: string | null; static: string | null };
  appRuns: RunMetrics[];
  staticRuns: RunMetrics[];
}

export interface PageResult {
  /** e.g. "home", "/products" */
  label: string;
  path: string;
  appUrl: string;
  staticUrl: string;
  profiles: Partial<Record<ProfileId, ProfileResult>>;
}

export function profileResult(appRuns: RunMetrics[], staticRuns: RunMetrics[]): ProfileResult {
  const app = summarize(appRuns);
  const copy = summarize(staticRuns);
  return {
    app,
    static: copy,
    lcpRatio: app.lcpMs !== null && copy.lcpMs ? app.lcpMs / copy.lcpMs : null,
    lcpElement: {
      app: mostCommon(appRuns.map((r) => r.lcpElement)),
      static: mostCommon(staticRuns.map((r) => r.lcpElement)),
    },
    appRuns,
    staticRuns,
  };
}

/**
 * The first screens' speed targets (docs/decisions.md: a static page's speed is the limit), on an otherwise idle
 * machine: a cheap phone's main thread has little margin, so the blocking time is held to 100 ms.
 */
export const TARGETS = {
  lcpRatio: 1.1,
  score: { slow4g: 98, '3g': 95 } satisfies Record<ProfileId, number>,
  cls: 0.02,
  tbtMs: 100,
} as const;

/** The targets in words, for the report. */
export const TARGETS_IN_WORDS =
  `LCP ≤ ${TARGETS.lcpRatio}× the static copy on both profiles, score ≥ ${TARGETS.score.slow4g} on Slow 4G and ` +
  `≥ ${TARGETS.score['3g']} on 3G, CLS ≤ ${TARGETS.cls}, TBT ≤ ${TARGETS.tbtMs} ms on Slow 4G`;

export interface TargetCheck {
  id: string;
  /** Short name for the table, e.g. "LCP Slow 4G". */
  name: string;
  target: string;
  value: number | null;
  /** false when the figure is missing too */
  pass: boolean;
}

export function checkTargets(page: PageResult): TargetCheck[] {
  const checks: TargetCheck[] = [];
  const check = (id: string, name: string, target: string, value: number | null, ok: (v: number) => boolean) =>
    checks.push({ id, name, target, value, pass: value !== null && ok(value) });
  for (const p of PROFILES) {
    const r = page.profiles[p.id];
    if (!r) continue;
    check(
      `lcpRatio.${p.id}`,
      `LCP ${p.name}`,
      `≤ ${TARGETS.lcpRatio}× static`,
      r.lcpRatio,
      (v) => v <= TARGETS.lcpRatio,
    );
    const min = TARGETS.score[p.id];
    check(`score.${p.id}`, `score ${p.name}`, `≥ ${min}`, r.app.score, (v) => v >= min);
    if (p.id === 'slow4g') {
      check('cls.slow4g', 'CLS', `≤ ${TARGETS.cls}`, r.app.cls, (v) => v <= TARGETS.cls);
      check('tbt.slow4g', 'TBT', `≤ ${TARGETS.tbtMs} ms`, r.app.tbtMs, (v) => v <= TARGETS.tbtMs);
    }
  }
  return checks;
}

const seconds = (ms: number | null) => (ms === null ? 'n/a' : `${(ms / 1000).toFixed(2)} s`);
const mark = (check: TargetCheck | undefined) => (check ? (check.pass ? ' ✓' : ' ✗') : '');

export function formatLcp(r: ProfileResult | undefined, check?: TargetCheck): string {
  if (!r) return '–';
  const ratio = r.lcpRatio === null ? 'n/a' : `${r.lcpRatio.toFixed(1)}×`;
  return `${seconds(r.app.lcpMs)} / ${seconds(r.static.lcpMs)} (${ratio})${mark(check)}`;
}

/** The table, in Markdown (ready for a note or docs/decisions.md), with ✓/✗ against each target and a targets column. */
export function formatTable(pages: readonly PageResult[]): string {
  const header =
    '| page | Slow 4G: LCP app / static | score | CLS | TBT | 3G: LCP app / static | score | targets |\n' +
    '|---|---|---|---|---|---|---|---|';
  const rows = pages.map((page) => {
    const checks = checkTargets(page);
    const find = (id: string) => checks.find((c) => c.id === id);
    const fast = page.profiles.slow4g;
    const slow = page.profiles['3g'];
    const num = (v: number | null | undefined, f: (n: number) => string) =>
      v === null || v === undefined ? 'n/a' : f(v);
    const missed = checks.filter((c) => !c.pass).map((c) => c.name);
    const targets = checks.length === 0 ? '–' : missed.length === 0 ? 'all met' : `missed: ${missed.join(', ')}`;
    return [
      page.label,
      formatLcp(fast, find('lcpRatio.slow4g')),
      fast ? num(fast.app.score, (n) => n.toFixed(0)) + mark(find('score.slow4g')) : '–',
      fast ? num(fast.app.cls, (n) => n.toFixed(3)) + mark(find('cls.slow4g')) : '–',
      fast ? num(fast.app.tbtMs, (n) => `${n.toFixed(0)} ms`) + mark(find('tbt.slow4g')) : '–',
      formatLcp(slow, find('lcpRatio.3g')),
      slow ? num(slow.app.score, (n) => n.toFixed(0)) + mark(find('score.3g')) : '–',
      targets,
    ];
  });
  return [header, ...rows.map((cells) => `| ${cells.join(' | ')} |`)].join('\n');
}

/** "/" → home, "/products/abc" → /products/abc: the page's name in the table. */
export function pageLabel(path: string): string {
  return path === '/' ? 'home' : path;
}

/** A file name for a page: "/" → home, "/products/abc" → products-abc. */
export function pageSlug(path: string): string {
  const slug = path
    .replace(/^\/+|\/+$/g, '')
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'home';
}

/**
 * Warnings for pages whose app and static copy did not paint the same largest element: their LCPs then compare
 * different things (e.g. the copy lost an image, or the app painted a placeholder last).
 */
export function lcpElementWarnings(pages: readonly PageResult[]): string[] {
  const warnings: string[] = [];
  for (const page of pages) {
    for (const p of PROFILES) {
      const r = page.profiles[p.id];
      if (!r || !r.lcpElement.app || !r.lcpElement.static || r.lcpElement.app === r.lcpElement.static) continue;
      warnings.push(
        `${page.label}, ${p.name}: the largest paint is not the same element on the app page (${r.lcpElement.app}) ` +
          `and on its static copy (${r.lcpElement.static}).`,
      );
    }
  }
  return warnings;
}
