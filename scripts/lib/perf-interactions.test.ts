import { describe, expect, it } from 'vitest';
import { formatInteractionTable, INTERACTIONS } from './perf-interactions';
import { formatJsTable } from './perf-static-copies';

describe('the interaction table', () => {
  it('measures every interaction of the speed targets', () => {
    expect(INTERACTIONS.map((i) => i.name)).toEqual([
      'Add to cart (product page)',
      'Open the cart',
      'Choose a category (/products)',
      'Type a letter in search (/products)',
      'Open the phone menu',
      'Add an appliance (calculator)',
      'Open a dialog (admin products)',
    ]);
  });

  it('prints the median against the 100 ms target, a tap under Event Timing’s floor as "< 16"', () => {
    const table = formatInteractionTable([
      { name: 'Open the cart', medianMs: 88, runsMs: [80, 88, 96] },
      { name: 'Open the phone menu', medianMs: 168, runsMs: [160, 168, 176] },
      { name: 'Choose a category', medianMs: 16, runsMs: [16, 16, 16] },
      { name: 'Open a dialog', medianMs: NaN, runsMs: [], error: 'timeout' },
    ]).split('\n');
    expect(table[1]).toMatch(/^Open the cart\s+88\s+ok\s+80, 88, 96$/);
    expect(table[2]).toMatch(/^Open the phone menu\s+168\s+over\s+160, 168, 176$/);
    expect(table[3]).toMatch(/^Choose a category\s+< 16\s+ok/);
    expect(table[4]).toMatch(/^Open a dialog\s+n\/a\s+over/);
  });
});

describe('the JavaScript table', () => {
  it('sums each page’s scripts against 175 KB and names the largest', () => {
    const table = formatJsTable(
      new Map([
        [
          '/',
          {
            copyPath: '/__static/home.html',
            js: [
              { file: '/assets/index-abc.js', bytes: 150 * 1024 },
              { file: '/assets/home-def.js', bytes: 30 * 1024 },
            ],
          },
        ],
      ]),
    ).split('\n');
    expect(table[1]).toMatch(/180 KB\s+2\s+over\s+index-abc\.js 150, home-def\.js 30$/);
  });
});
