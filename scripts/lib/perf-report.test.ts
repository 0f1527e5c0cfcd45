import { describe, expect, it } from 'vitest';
import {
  checkTargets,
  firstNodeSelector,
  formatTable,
  lcpElementWarnings,
  median,
  pageLabel,
  pageSlug,
  profileResult,
  PROFILES,
  type PageResult,
  type RunMetrics,
} from './perf-report';

const run = (over: Partial<RunMetrics>): RunMetrics => ({
  lcpMs: 1000,
  fcpMs: 800,
  score: 100,
  cls: 0,
  tbtMs: 0,
  benchmarkIndex: 1500,
  ...over,
});

describe('median', () => {
  it('takes the middle of an odd count, the mean of the middle two of an even count, and skips missing figures', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([null, 5, undefined, 1, 3])).toBe(3);
    expect(median([null, null])).toBeNull();
  });
});

describe('profiles', () => {
  it('are Slow 4G and 3G, both with a 4× slower CPU', () => {
    expect(
      PROFILES.map((p) => [
        p.name,
        p.throttling.rttMs,
        p.throttling.throughputKbps,
        p.throttling.cpuSlowdownMultiplier,
      ]),
    ).toEqual([
      ['Slow 4G', 150, 1638.4, 4],
      ['3G', 300, 700, 4],
    ]);
  });
});

function page(label: string, slow4g: [RunMetrics[], RunMetrics[]], threeG: [RunMetrics[], RunMetrics[]]): PageResult {
  return {
    label,
    path: '/',
    appUrl: 'http://127.0.0.1:1/',
    staticUrl: 'http://127.0.0.1:1/__static/home.html',
    profiles: { slow4g: profileResult(...slow4g), '3g': profileResult(...threeG) },
  };
}

describe('targets and table', () => {
  const slow = page(
    'home',
    [
      [
        run({ lcpMs: 3410, score: 83, cls: 0.098, tbtMs: 250 }),
        run({ lcpMs: 3300, score: 84 }),
        run({ lcpMs: 3500, score: 80 }),
      ],
      [run({ lcpMs: 910 }), run({ lcpMs: 900 }), run({ lcpMs: 920 })],
    ],
    [[run({ lcpMs: 7270, score: 53 })], [run({ lcpMs: 1840 })]],
  );
  const fast = page(
    '/products',
    [[run({ lcpMs: 1100, score: 98, cls: 0.01, tbtMs: 100 })], [run({ lcpMs: 1000 })]],
    [[run({ lcpMs: 2000, score: 95 })], [run({ lcpMs: 1900 })]],
  );

  it('compares the medians with the targets: LCP ≤ 1.1× static, score ≥ 98 / ≥ 95, CLS ≤ 0.02, TBT ≤ 100 ms', () => {
    expect(checkTargets(slow).map((c) => [c.id, c.pass])).toEqual([
      ['lcpRatio.slow4g', false],
      ['score.slow4g', false],
      ['cls.slow4g', true], // median of 0.098, 0 and 0
      ['tbt.slow4g', true],
      ['lcpRatio.3g', false],
      ['score.3g', false],
    ]);
    expect(checkTargets(fast).every((c) => c.pass)).toBe(true);
  });

  it('counts a missing figure as a target not met', () => {
    const none = page('x', [[run({ lcpMs: null, score: null })], [run({})]], [[run({})], [run({})]]);
    const checks = checkTargets(none);
    expect(checks.find((c) => c.id === 'lcpRatio.slow4g')).toMatchObject({ value: null, pass: false });
    expect(checks.find((c) => c.id === 'score.slow4g')).toMatchObject({ value: null, pass: false });
  });

  it('prints the table with app / static LCP, the ratio, and what was missed', () => {
    const table = formatTable([slow, fast]).split('\n');
    expect(table[0]).toBe(
      '| page | Slow 4G: LCP app / static | score | CLS | TBT | 3G: LCP app / static | score | targets |',
    );
    expect(table[2]).toBe(
      '| home | 3.41 s / 0.91 s (3.7×) ✗ | 83 ✗ | 0.000 ✓ | 0 ms ✓ | 7.27 s / 1.84 s (4.0×) ✗ | 53 ✗ | ' +
        'missed: LCP Slow 4G, score Slow 4G, LCP 3G, score 3G |',
    );
    expect(table[3]).toBe(
      '| /products | 1.10 s / 1.00 s (1.1×) ✓ | 98 ✓ | 0.010 ✓ | 100 ms ✓ | 2.00 s / 1.90 s (1.1×) ✓ | 95 ✓ | all met |',
    );
  });

  it('shows a profile that was not measured as a dash', () => {
    const only4g: PageResult = { ...fast, profiles: { slow4g: fast.profiles.slow4g } };
    expect(formatTable([only4g]).split('\n')[2]).toMatch(/\| – \| – \| all met \|$/);
  });
});

describe('page names', () => {
  it('names the home page "home" and keeps other paths; file names are slugs', () => {
    expect(pageLabel('/')).toBe('home');
    expect(pageLabel('/products')).toBe('/products');
    expect(pageSlug('/')).toBe('home');
    expect(pageSlug('/products/panel-jinko-450w-mono')).toBe('products-panel-jinko-450w-mono');
    expect(pageSlug('/products?category=Batteries')).toBe('products-category-Batteries');
  });
});

describe('the LCP element', () => {
  it("is read from Lighthouse 13's LCP breakdown details and from the older LCP element audit", () => {
    const breakdown = {
      type: 'list',
      items: [
        { type: 'table', items: [{ subpart: 'timeToFirstByte', duration: 26 }] },
        { type: 'node', selector: 'section#hero > h1.text-3xl', nodeLabel: 'End power outages.' },
      ],
    };
    expect(firstNodeSelector(breakdown)).toBe('section#hero > h1.text-3xl');
    const older = {
      type: 'list',
      items: [{ type: 'table', items: [{ node: { type: 'node', selector: 'main > img' } }] }],
    };
    expect(firstNodeSelector(older)).toBe('main > img');
    expect(firstNodeSelector(undefined)).toBeUndefined();
  });

  it('is warned about when the app page and its static copy did not paint the same largest element', () => {
    const result = (app: string, copy: string): PageResult => ({
      label: '/products',
      path: '/products',
      appUrl: '',
      staticUrl: '',
      profiles: {
        slow4g: profileResult(
          [run({ lcpElement: app }), run({ lcpElement: app }), run({ lcpElement: 'p' })],
          [run({ lcpElement: copy })],
        ),
      },
    });
    expect(lcpElementWarnings([result('li > img', 'li > img')])).toEqual([]);
    expect(lcpElementWarnings([result('li > img', 'main > h1')])).toEqual([
      '/products, Slow 4G: the largest paint is not the same element on the app page (li > img) and on its static ' +
        'copy (main > h1).',
    ]);
  });
});
