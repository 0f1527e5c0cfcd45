/**
 * The static copies `npm run perf` compares each page with (scripts/perf.ts): the page rendered as a phone shows
 * it, without its JavaScript; and, on the way, the JavaScript the page loaded (gzip bytes as transferred).
 */
import type { Browser } from '@playwright/test';
import { screenEmulationMetrics, userAgents } from 'lighthouse/core/config/constants.js';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launchChromium } from './chromium';
import type { GzipServer } from './gzip-server';
import { pageLabel, pageSlug } from './perf-report';
import { untilNothingNewFetched } from './perf-visits';
import { staticCopyOf } from './static-copy';

export interface StaticCopy {
  /** Where the server serves the copy. */
  copyPath: string;
  /** The scripts the page loaded until the network went quiet, with their gzip bytes as transferred. */
  js: { file: string; bytes: number }[];
}

/** JavaScript per page, React's own included (gzip, as transferred): docs/decisions.md, "Speed targets". */
export const PAGE_JS_TARGET_BYTES = 175 * 1024;

export function formatJsTable(copies: Map<string, StaticCopy>): string {
  const rows = [...copies.entries()].map(([path, { js }]) => {
    const total = js.reduce((sum, s) => sum + s.bytes, 0);
    const biggest = [...js]
      .sort((a, b) => b.bytes - a.bytes)
      .slice(0, 3)
      .map((s) => `${s.file.replace(/^\/assets\//, '')} ${(s.bytes / 1024).toFixed(0)}`)
      .join(', ');
    return (
      `${pageLabel(path).padEnd(14)} ${(total / 1024).toFixed(0).padStart(5)} KB  ${String(js.length).padStart(5)}  ` +
      `${total <= PAGE_JS_TARGET_BYTES ? 'ok  ' : 'over'}  ${biggest}`
    );
  });
  return [`${'Page'.padEnd(14)} JS gzip  files  ≤${PAGE_JS_TARGET_BYTES / 1024}  largest (KB)`, ...rows].join('\n');
}

/** Headings of the screens that are not the page asked for (error, not found, sign-in wall). */
const NOT_THE_PAGE = /something went wrong|not found|admins only|please sign in/i;

/** Renders each page as a phone shows it and serves its static copy; returns the copies' paths. */
export async function makeStaticCopies(
  server: GzipServer,
  pages: string[],
  outDir: string,
): Promise<Map<string, StaticCopy>> {
  const copies = new Map<string, StaticCopy>();
  const browser: Browser = await launchChromium();
  try {
    const screen = screenEmulationMetrics.mobile;
    if (!screen) throw new Error("Lighthouse's mobile screen emulation is missing");
    for (const path of pages) {
      // A fresh context per page: no cache or stored data from the page before.
      const context = await browser.newContext({
        viewport: { width: screen.width, height: screen.height },
        deviceScaleFactor: screen.deviceScaleFactor,
        isMobile: screen.mobile,
        hasTouch: true,
        userAgent: userAgents.mobile,
      });
      const page = await context.newPage();
      // The JavaScript the page loads, as transferred (the server sends it gzipped): file by file.
      // The page's loader fetches the code first (scripts/lib/prerender.ts) and the module loader then takes it from
      // the browser's cache (Hosting keeps code a year): a code file counts once, where it came over the network.
      const scripts: Promise<{ url: string; bytes: number }>[] = [];
      page.on('requestfinished', (request) => {
        if (!/\.m?js$/.test(new URL(request.url()).pathname)) return;
        scripts.push(request.sizes().then((sizes) => ({ url: request.url(), bytes: sizes.responseBodySize })));
      });
      await page.goto(server.origin + path, { waitUntil: 'networkidle', timeout: 120_000 });
      const h1 = page.locator('h1').first();
      await h1.waitFor({ state: 'visible', timeout: 60_000 });
      // Then the data and images that the page set off once painted: until nothing new has been fetched for
      // half a second, the images on the first screen are complete and the fonts are ready.
      await untilNothingNewFetched(page, 500, 60);
      await page.waitForFunction(
        () =>
          [...document.images]
            .filter((img) => img.getBoundingClientRect().top < window.innerHeight)
            .every((img) => img.complete),
        null,
        { timeout: 60_000 },
      );
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      const title = (await h1.textContent())?.trim() ?? '';
      if (NOT_THE_PAGE.test(title))
        throw new Error(`${path} rendered "${title}": it cannot be measured as a shop page`);
      const html = await page.evaluate(staticCopyOf, null);
      const copyPath = `/__static/${pageSlug(path)}.html`;
      server.put(copyPath, html);
      writeFileSync(join(outDir, 'static', `${pageSlug(path)}.html`), html); // to look at
      const byFile = new Map<string, number>();
      for (const { url, bytes } of await Promise.all(scripts)) {
        const file = new URL(url).pathname;
        byFile.set(file, Math.max(byFile.get(file) ?? 0, bytes));
      }
      const js = [...byFile].filter(([, bytes]) => bytes > 0).map(([file, bytes]) => ({ file, bytes }));
      copies.set(path, { copyPath, js });
      const jsKb = js.reduce((sum, s) => sum + s.bytes, 0) / 1024;
      console.log(
        `  ${pageLabel(path)}: "${title}", static copy ${(html.length / 1024).toFixed(0)} KB at ${copyPath}; ` +
          `JavaScript ${jsKb.toFixed(0)} KB gzip in ${js.length} files`,
      );
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return copies;
}
