import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * WCAG 2.2 contrast (1.4.3) of every text colour pair the shop's theme uses, measured from the colour values in
 * src/index.css (the theme) and the few Tailwind defaults they sit on. Text needs 4.5:1, large text 3:1.
 */
const css = readFileSync('src/index.css', 'utf8');
const theme = Object.fromEntries([...css.matchAll(/--color-([\w-]+):\s*(#[0-9a-f]{6})/gi)].map((m) => [m[1], m[2]]));
// Tailwind 4's defaults used under or over theme colours (sRGB equivalents of its oklch values).
const DEFAULTS: Record<string, string> = { white: '#ffffff', 'amber-50': '#fffbeb', 'slate-950': '#020617' };
const colour = (name: string) => {
  const hex = theme[name] ?? DEFAULTS[name];
  if (!hex) throw new Error(`No colour ${name}`);
  return hex;
};

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** [text, background, where, large text] */
const PAIRS: [string, string, string, boolean?][] = [
  ['brand-900', 'white', 'headings, prices'],
  ['brand-800', 'white', 'links, link buttons'],
  ['brand-700', 'white', 'focus outline, icons'],
  ['brand-900', 'brand-50', 'panels'],
  ['brand-800', 'brand-50', 'panel links'],
  ['brand-900', 'brand-100', 'selected chips'],
  ['brand-800', 'brand-100', 'badges'],
  ['white', 'brand-800', 'primary buttons'],
  ['white', 'brand-900', 'primary buttons (hover), footer headings'],
  ['brand-50', 'brand-900', 'footer text'],
  ['brand-100', 'brand-900', 'footer small print, bundle note'],
  ['brand-100', 'brand-800', 'bundle note (on brand-800)'],
  ['sun-300', 'brand-900', 'footer tagline, quote titles'],
  ['slate-950', 'sun-500', 'sun buttons'],
  ['slate-950', 'sun-400', 'sun buttons (hover), compare bar'],
  ['slate-950', 'sun-300', 'slow-connection banner'],
  ['slate-950', 'sun-100', 'warning panels'],
  ['sun-800', 'amber-50', 'hero eyebrow'],
  ['sun-800', 'white', 'sun-coloured text'],
];

describe('theme contrast (issue 16)', () => {
  it.each(PAIRS)('%s on %s (%s) reaches WCAG AA', (text, background, _where, large) => {
    const ratio = contrast(colour(text), colour(background));
    expect(ratio).toBeGreaterThanOrEqual(large ? 3 : 4.5);
  });

  it('the hero eyebrow no longer uses sun-600 (3.1:1 on amber-50)', () => {
    expect(contrast(colour('sun-600'), colour('amber-50'))).toBeLessThan(4.5);
    expect(readFileSync('src/app/routes/home.tsx', 'utf8')).not.toMatch(/text-sun-600 uppercase/);
  });

  it('prints the table', () => {
    const rows = PAIRS.map(
      ([t, b, where]) => `${t} on ${b}: ${contrast(colour(t), colour(b)).toFixed(2)}:1 (${where})`,
    );
    console.log(rows.join('\n'));
  });
});
