import { chromium, type Browser } from '@playwright/test';
import { existsSync } from 'node:fs';

/**
 * Debian's Chromium and the flags it needs on our machines (DESIGN.md section 5): the one place the browser
 * journeys, the catalogue benchmark and the Lighthouse script take them from.
 */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's `chromium-headless-shell`: the same Chromium (one source package) without the desktop browser. */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The browser of the journeys: the headless shell when it is installed (`.ci/run` installs it), else Chromium.
 * The journeys never look at a window, and the shell drew the same 29 journeys with 29 % less CPU, 16 % sooner
 * (docs/operations.md, "The test suite"). The speed figures (perf, Lighthouse, the benchmarks) keep the full
 * browser, the one shoppers' phones run. CHROMIUM_PATH chooses one for both.
 */
export const JOURNEY_CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM_PATH);

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Chromium with those flags, as the speed figures measure it (not the journeys' headless shell). */
export const launchChromium = (): Promise<Browser> =>
  chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
