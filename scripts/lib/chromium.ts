/**
 * Debian's Chromium and the flags it needs on our machines (DESIGN.md section 5): the one place the browser
 * journeys, the catalogue benchmark and the Lighthouse script take them from.
 */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
