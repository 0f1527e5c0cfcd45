/**
 * `npm run perf -- --interactions`: how long the shop's everyday taps take on a cheap phone, measured as INP
 * measures them. Each interaction runs in a fresh page of the production build (390 px wide, touch, the CPU 4×
 * slower through the DevTools protocol), once the page has loaded and its main thread has gone quiet; its figure is the longest
 * Event Timing duration of that interaction (pointerdown, pointerup, click, keydown… share one interactionId):
 * from the input to the next paint, what INP reports. Median of N runs (5 by default).
 */
import type { Browser, Page } from '@playwright/test';
import { DEMO_USERS } from '../seed-data';
import { launchChromium } from './chromium';
import { median } from './perf-report';

/** The target for every interaction, at 4× CPU (docs/decisions.md, "Speed targets"). */
export const INTERACTION_TARGET_MS = 100;
/** Event Timing reports nothing shorter than this (its lowest durationThreshold): a quick tap reads "< 16 ms". */
const FLOOR_MS = 16;
const CPU_SLOWDOWN = 4;
const PRODUCT_PATH = '/products/panel-jinko-450w-mono';

interface Interaction {
  name: string;
  path: string;
  /** Steps before the measured one (not measured): signing in, focusing a field. */
  prepare?: (page: Page, origin: string) => Promise<void>;
  /** The measured input. */
  act: (page: Page) => Promise<void>;
  /** Resolves once the interaction's effect shows. */
  done: (page: Page) => Promise<unknown>;
}

export const INTERACTIONS: Interaction[] = [
  {
    name: 'Add to cart (product page)',
    path: PRODUCT_PATH,
    act: (page) =>
      page
        .getByRole('main')
        .getByRole('button', { name: /^Add .+ to cart/ })
        .first()
        .click(),
    done: (page) => page.getByTestId('cart-badge').waitFor(),
  },
  {
    name: 'Open the cart',
    path: '/',
    act: (page) => page.getByRole('button', { name: /^Cart,/ }).click(),
    done: (page) => page.getByRole('dialog').waitFor(),
  },
  {
    name: 'Choose a category (/products)',
    path: '/products',
    // A key on the focused list: selectOption() sets the value from script, which Event Timing does not count.
    prepare: (page) => page.getByLabel('Category').focus(),
    act: (page) => page.keyboard.press('ArrowDown'),
    done: (page) => page.waitForURL(/category=/),
  },
  {
    name: 'Type a letter in search (/products)',
    path: '/products',
    prepare: (page) => page.getByLabel('Search products').focus(),
    act: (page) => page.keyboard.press('b'),
    done: (page) => page.waitForURL(/q=b/),
  },
  {
    name: 'Open the phone menu',
    path: '/',
    act: (page) => page.getByRole('button', { name: 'Open menu' }).click(),
    done: (page) => page.locator('#mobile-menu').waitFor(),
  },
  {
    name: 'Add an appliance (calculator)',
    path: '/solar-calculator',
    act: (page) => page.getByRole('button', { name: /^Add / }).first().click(),
    done: (page) => page.getByTestId('summary-bar').waitFor(),
  },
  {
    name: 'Open a dialog (admin products)',
    path: '/admin/products',
    prepare: async (page, origin) => {
      await page.goto(origin + '/');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.locator('#mobile-menu').getByRole('button', { name: 'Sign In' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Email', { exact: true }).fill(DEMO_USERS.admin.email);
      await dialog.getByLabel('Password', { exact: true }).fill(DEMO_USERS.admin.password);
      await dialog.getByRole('button', { name: 'Sign In' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.goto(origin + '/admin/products', { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: 'New product' }).waitFor();
      await mainThreadQuiet(page);
    },
    act: (page) => page.getByRole('button', { name: 'New product' }).click(),
    done: (page) => page.getByRole('dialog').waitFor(),
  },
];

declare global {
  interface Window {
    __interactionTimings?: { name: string; duration: number; interactionId: number }[];
  }
}

/** A second with no long task: the page has been taken over and has finished what loading started. */
const QUIET_MS = 1_000;

/**
 * Waits until the page's main thread has run no long task (≥ 50 ms) for QUIET_MS, as Lighthouse's "time to
 * interactive" does: what is measured is the tap, not a tap landing in the middle of the page's start (whose cost
 * the page table's TBT measures). A fixed pause would land before or after the start depending on the machine.
 */
async function mainThreadQuiet(page: Page): Promise<void> {
  await page.evaluate(
    (quietMs) =>
      new Promise<void>((resolve) => {
        let lastEnd = performance.now();
        new PerformanceObserver((list) => {
          for (const task of list.getEntries()) lastEnd = Math.max(lastEnd, task.startTime + task.duration);
        }).observe({ type: 'longtask', buffered: true });
        // No named function in here: the script runner would wrap it in a helper the page does not have.
        const started = performance.now();
        const timer = setInterval(() => {
          const now = performance.now();
          // A page that never goes quiet is measured anyway, after 30 s.
          if (now - lastEnd < quietMs && now - started < 30 * quietMs) return;
          clearInterval(timer);
          resolve();
        }, 100);
      }),
    QUIET_MS,
  );
}

/** Records every Event Timing entry of an interaction from the page's start (before the app's code runs). */
function recordEventTimings() {
  window.__interactionTimings = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      if (entry.interactionId)
        window.__interactionTimings?.push({
          name: entry.name,
          duration: entry.duration,
          interactionId: entry.interactionId,
        });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
}

/** One run of one interaction in a fresh context (no cache, no stored data, no service worker). */
async function measureOnce(browser: Browser, origin: string, interaction: Interaction): Promise<number> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(recordEventTimings);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    if (interaction.prepare && interaction.path.startsWith('/admin')) await interaction.prepare(page, origin);
    else {
      await page.goto(origin + interaction.path, { waitUntil: 'networkidle', timeout: 120_000 });
      await page.locator('main h1').first().waitFor();
      await mainThreadQuiet(page);
      await interaction.prepare?.(page, origin);
    }
    await page.evaluate(() => (window.__interactionTimings = []));
    await interaction.act(page);
    await interaction.done(page);
    // Event Timing entries arrive after the next paint: two frames and a moment more.
    await page.evaluate(
      () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 300)))),
    );
    const timings = await page.evaluate(() => window.__interactionTimings ?? []);
    return Math.max(FLOOR_MS, ...timings.map((t) => t.duration));
  } finally {
    await context.close();
  }
}

export interface InteractionResult {
  name: string;
  medianMs: number;
  runsMs: number[];
  error?: string;
}

export async function measureInteractions(
  origin: string,
  runs: number,
  onRun: (line: string) => void = console.log,
): Promise<InteractionResult[]> {
  const browser = await launchChromium();
  const results: InteractionResult[] = [];
  try {
    for (const interaction of INTERACTIONS) {
      const runsMs: number[] = [];
      let error: string | undefined;
      for (let i = 1; i <= runs; i++) {
        try {
          const ms = await measureOnce(browser, origin, interaction);
          runsMs.push(ms);
          onRun(`  ${interaction.name}, run ${i}: ${ms.toFixed(0)} ms`);
        } catch (e) {
          error = e instanceof Error ? e.message.split('\n')[0] : String(e);
          onRun(`  ${interaction.name}, run ${i}: failed (${error})`);
        }
      }
      results.push({ name: interaction.name, medianMs: median(runsMs) ?? NaN, runsMs, error });
    }
  } finally {
    await browser.close();
  }
  return results;
}

export function formatInteractionTable(results: InteractionResult[]): string {
  const width = Math.max(...results.map((r) => r.name.length), 'Interaction'.length);
  const rows = results.map((r) => {
    const ok = Number.isFinite(r.medianMs) && r.medianMs <= INTERACTION_TARGET_MS;
    const shown = !Number.isFinite(r.medianMs)
      ? 'n/a'
      : r.medianMs <= FLOOR_MS
        ? `< ${FLOOR_MS}`
        : r.medianMs.toFixed(0);
    return (
      `${r.name.padEnd(width)}  ${shown.padStart(6)}  ${(ok ? 'ok' : 'over').padEnd(4)}  ` +
      r.runsMs.map((ms) => ms.toFixed(0)).join(', ')
    );
  });
  return [`${'Interaction'.padEnd(width)}  median  ≤${INTERACTION_TARGET_MS}  runs (ms)`, ...rows].join('\n');
}
