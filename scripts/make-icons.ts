/**
 * Draws the install icons (public/icons/*.png) from public/logo.svg, and the catalogue drawings' share pictures
 * (public/products/*.png from public/products/*.svg: link previews such as WhatsApp's show PNG or JPEG, not SVG;
 * see src/lib/site-url.ts), in headless Chromium: no network, no image library. Run again after changing the logo
 * or a drawing: `npx tsx scripts/make-icons.ts`.
 * - icon-192.png, icon-512.png: the logo on the shop's cream background, rounded corners left to the launcher.
 * - maskable-512.png: the logo inside the maskable safe zone (the central 80% circle) on a full-bleed background.
 */
import { chromium } from '@playwright/test';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const logo = readFileSync(`${root}public/logo.svg`, 'utf8');
const BACKGROUND = '#fffbeb';

const icons = [
  { file: 'icon-192.png', size: 192, logoShare: 0.84 },
  { file: 'icon-512.png', size: 512, logoShare: 0.84 },
  { file: 'maskable-512.png', size: 512, logoShare: 0.56 },
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  mkdirSync(`${root}public/icons`, { recursive: true });
  for (const { file, size, logoShare } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const logoSize = Math.round(size * logoShare);
    await page.setContent(
      `<html><body style="margin:0;width:${size}px;height:${size}px;background:${BACKGROUND};display:grid;place-items:center">` +
        `<div style="width:${logoSize}px;height:${logoSize}px">${logo.replace('width="64" height="64"', 'width="100%" height="100%"')}</div>` +
        `</body></html>`,
    );
    await page.screenshot({ path: `${root}public/icons/${file}`, omitBackground: false });
    await page.close();
    console.log(`public/icons/${file} (${size}×${size})`);
  }
  const SHARE_SIZE = 600;
  for (const drawing of readdirSync(`${root}public/products`).filter((f) => f.endsWith('.svg'))) {
    const page = await browser.newPage({ viewport: { width: SHARE_SIZE, height: SHARE_SIZE } });
    const svg = readFileSync(`${root}public/products/${drawing}`, 'utf8');
    await page.setContent(
      `<html><body style="margin:0;width:${SHARE_SIZE}px;height:${SHARE_SIZE}px;background:#fff;display:grid;place-items:center">` +
        `<div style="width:90%;height:90%;display:grid;place-items:center">${svg}</div>` +
        `<style>svg{width:100%;height:100%}</style></body></html>`,
    );
    const file = drawing.replace(/\.svg$/, '.png');
    await page.screenshot({ path: `${root}public/products/${file}` });
    await page.close();
    console.log(`public/products/${file} (${SHARE_SIZE}×${SHARE_SIZE})`);
  }
} finally {
  await browser.close();
}
