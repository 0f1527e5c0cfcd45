import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hostingGlob, hostingHeaders, pageFile } from './page-files';
import { ROOT } from './paths';

const rules = (JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')) as { hosting: { headers: [] } }).hosting
  .headers;

describe('the preview server answers with the headers Hosting gives (firebase.json)', () => {
  it('keeps code files for a year, and asks again for pages and the service worker', () => {
    expect(hostingHeaders(rules, '/assets/index-CY6p6LVc.js')).toEqual([
      ['Cache-Control', 'public, max-age=31536000, immutable'],
    ]);
    expect(hostingHeaders(rules, '/index.html')).toEqual([['Cache-Control', 'no-cache']]);
    expect(hostingHeaders(rules, '/products/abc.html')).toEqual([['Cache-Control', 'no-cache']]);
    expect(hostingHeaders(rules, '/sw.js')).toEqual([['Cache-Control', 'no-cache']]);
    expect(hostingHeaders(rules, '/logo.svg')).toEqual([]);
  });

  it('asks again for a page at its clean address too (the address is what Hosting matches, not the file)', () => {
    expect(hostingHeaders(rules, '/')).toEqual([['Cache-Control', 'no-cache']]);
    expect(hostingHeaders(rules, '/products/panel-jinko-450w-mono')).toEqual([['Cache-Control', 'no-cache']]);
    expect(hostingHeaders(rules, '/orders/abc')).toEqual([['Cache-Control', 'no-cache']]);
    expect(hostingHeaders(rules, '/search-index.json')).toEqual([['Cache-Control', 'public, max-age=3600']]);
  });

  it('reads globs as Hosting does: ** spans folders, * stays within one', () => {
    expect(hostingGlob('/assets/**').test('/assets/a/b.js')).toBe(true);
    expect(hostingGlob('/assets/*').test('/assets/a/b.js')).toBe(false);
    expect(hostingGlob('/sw.js').test('/swxjs')).toBe(false);
  });
});

describe('pageFile', () => {
  it('maps an address to the file the build wrote for it', () => {
    expect(pageFile('/')).toBe('index.html');
    expect(pageFile('/products/abc')).toBe('products/abc.html');
  });
});
