import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * WCAG 2.2 contrast of every text colour pair (1.4.3) and graphic colour pair (1.4.11) the shop uses, measured
 * from the colour values: the theme's (src/index.css) and Tailwind's own palette (its oklch values, converted to
 * sRGB). Text needs 4.5:1, large text and graphics that carry meaning 3:1. Four parts: the pairs named by where
 * they are (below), every text-on-background pair written together in one class list anywhere in src/, a check
 * that every text or graphic colour used on the background around it is named, and the meaningful icons' colours.
 */
const css = readFileSync('src/index.css', 'utf8');
const tailwind = readFileSync('node_modules/tailwindcss/theme.css', 'utf8');

type Rgb = [number, number, number];

/** sRGB hex to linear RGB. */
function fromHex(hex: string): Rgb {
  return [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
}

/** CSS oklch() to linear sRGB (clipped to the sRGB gamut, as the browser shows it). */
function fromOklch(l: number, c: number, hueDegrees: number): Rgb {
  const a = c * Math.cos((hueDegrees * Math.PI) / 180);
  const b = c * Math.sin((hueDegrees * Math.PI) / 180);
  const l3 = (l + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m3 = (l - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s3 = (l - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const clip = (x: number) => Math.min(1, Math.max(0, x));
  return [
    clip(4.0767416621 * l3 - 3.3077115913 * m3 + 0.2309699292 * s3),
    clip(-1.2684380046 * l3 + 2.6097574011 * m3 - 0.3413193965 * s3),
    clip(-0.0041960863 * l3 - 0.7034186147 * m3 + 1.707614701 * s3),
  ];
}

const COLOURS: Record<string, Rgb> = { white: [1, 1, 1], black: [0, 0, 0] };
for (const m of tailwind.matchAll(/--color-([a-z]+-\d+):\s*oklch\(([\d.]+)%\s+([\d.]+)\s+([\d.]+)\)/g)) {
  COLOURS[m[1]!] = fromOklch(Number(m[2]) / 100, Number(m[3]), Number(m[4]));
}
// The theme's colours override Tailwind's of the same name.
for (const m of css.matchAll(/--color-([\w-]+):\s*(#[0-9a-f]{6})/gi)) COLOURS[m[1]!] = fromHex(m[2]!);

const colour = (name: string): Rgb => {
  const rgb = name.startsWith('#') ? fromHex(name) : COLOURS[name];
  if (!rgb) throw new Error(`No colour ${name}`);
  return rgb;
};
const luminance = ([r, g, b]: Rgb) => 0.2126 * r + 0.7152 * g + 0.0722 * b;

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(colour(a)), luminance(colour(b))].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** [text, background, where, large text] */
const PAIRS: [string, string, string, boolean?][] = [
  ['brand-900', 'white', 'headings, prices'],
  ['brand-800', 'white', 'links, link buttons'],
  ['brand-700', 'white', 'focus outline, icons, small links'],
  ['brand-900', 'brand-50', 'panels'],
  ['brand-800', 'brand-50', 'panel links'],
  ['brand-900', 'brand-100', 'selected chips'],
  ['brand-800', 'brand-100', 'badges'],
  ['white', 'brand-800', 'primary buttons'],
  ['white', 'brand-900', 'primary buttons (hover), footer headings, calculator summary bar'],
  ['brand-50', 'brand-900', 'footer text, quote texts'],
  ['brand-100', 'brand-900', 'footer small print, bundle note'],
  ['brand-100', 'brand-800', 'bundle note (on brand-800)'],
  ['sun-300', 'brand-900', 'footer tagline and link hover, quote titles'],
  ['slate-950', 'sun-500', 'sun buttons'],
  ['slate-950', 'sun-400', 'sun buttons (hover), compare bar'],
  ['slate-950', 'sun-300', 'slow-connection banner'],
  ['slate-950', 'sun-100', 'warning panels'],
  ['sun-800', 'amber-50', 'hero eyebrow'],
  ['sun-800', 'white', 'sun-coloured text'],
  ['slate-900', 'white', 'body text, inputs'],
  ['slate-800', 'white', 'ghost buttons, text'],
  ['slate-700', 'white', 'labels, secondary text'],
  ['slate-600', 'white', 'hints, notes'],
  ['slate-600', 'slate-50', 'hints on grey panels, table heads'],
  ['slate-700', 'slate-50', 'table heads, empty states'],
  ['slate-700', 'slate-100', 'hovered rows and menu items'],
  ['slate-500', 'white', 'placeholders in inputs, step numbers in the calculator'],
  ['red-700', 'white', 'field errors'],
  ['red-800', 'white', 'error text, delete buttons'],
  ['red-900', 'white', 'error headings'],
  ['red-800', 'red-50', 'error panels'],
  ['lime-800', 'amber-50', 'loading screen'],
  ['brand-900', 'amber-50', 'loading screen, hero'],
  ['amber-700', 'white', 'low-stock mark on the dashboard'],
  ['#166534', '#ecfdf3', 'success toasts (index.css on sonner’s hsl(143, 85%, 96%))'],
  ['#991b1b', '#fff0f0', 'error toasts (index.css on sonner’s hsl(359, 100%, 97%))'],
];

/**
 * Graphics that carry meaning (WCAG 1.4.11, 3:1 against what is around them): [colour, background, where]. SVG text
 * (`fill-…` on <text>) is text and is measured above.
 */
const GRAPHICS: [string, string, string][] = [
  ['sun-600', 'white', 'a testimonial’s filled stars (the rating)'],
  ['sun-700', 'white', 'the outline of a testimonial’s filled stars'],
  ['slate-500', 'white', 'a testimonial’s empty stars'],
  ['brand-600', 'white', 'the revenue chart’s bars (admin analytics)'],
  ['brand-700', 'white', 'focus outlines, checkbox and radio accents'],
  ['slate-500', 'white', 'the border of a text field or a select (ui/input.tsx, the calculator’s fields)'],
];

/**
 * Colours given as text colour that draw no text and no graphic that carries meaning: each one's use, why it has
 * no contrast to meet, and the only files that may use it so (a new use must be measured or added here). Checked:
 * every class list naming one of these holds an icon size (`size-…`), or is the logo.
 */
const NOT_TEXT: Record<string, { why: string; files: string[] }> = {
  'sun-500': {
    why: 'the logo’s sun (a logo has no contrast requirement) and the home page’s decorative icons (aria-hidden)',
    files: ['src/components/logo.tsx', 'src/app/routes/home.tsx'],
  },
  'sun-600': {
    why: 'decorative icons (aria-hidden, next to their words) in the services and the runtime estimator',
    files: [
      'src/features/quotes/components/services-section.tsx',
      'src/features/sizing/components/runtime-estimator.tsx',
    ],
  },
};

// --- The class lists in src/ -----------------------------------------------------------------------------------

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** A colour utility, plain or in the hover state (the other states: disabled is exempt, focus draws outlines). */
const UTILITY = /(?<![\w:[-])(?:hover:)?(text|bg|fill|stroke)-(white|black|[a-z]+-\d{2,3})(?:\/\d+)?(?![\w-])/g;

interface ClassList {
  file: string;
  text: string[];
  backgrounds: string[];
  /** SVG fill and stroke colours (shapes, or the text of an SVG chart). */
  graphics: string[];
  raw: string;
}

const CLASS_LISTS: ClassList[] = sourceFiles('src').flatMap((file) =>
  [...readFileSync(file, 'utf8').matchAll(/(['"`])((?:(?!\1)[^\n])*)\1/g)].flatMap(([, , raw = '']) => {
    const text: string[] = [];
    const backgrounds: string[] = [];
    const graphics: string[] = [];
    for (const [, kind, name] of raw.matchAll(UTILITY)) {
      if (!name || !COLOURS[name]) continue;
      (kind === 'text' ? text : kind === 'bg' ? backgrounds : graphics).push(name);
    }
    return text.length + backgrounds.length + graphics.length > 0 ? [{ file, text, backgrounds, graphics, raw }] : [];
  }),
);

/** Every text colour written together with a background in one class list (a button, a badge, a panel). */
const WRITTEN_PAIRS = [
  ...new Map(
    CLASS_LISTS.flatMap(({ file, text, backgrounds }) =>
      text.flatMap((t) => backgrounds.map((b) => [`${t} on ${b}`, [t, b, file] as const] as const)),
    ),
  ).values(),
];

describe('theme contrast', () => {
  it.each(PAIRS)('%s on %s (%s) reaches WCAG AA', (text, background, _where, large) => {
    expect(contrast(text, background)).toBeGreaterThanOrEqual(large ? 3 : 4.5);
  });

  it('every text colour written with its background in one class list reaches 4.5:1', () => {
    expect(WRITTEN_PAIRS.length).toBeGreaterThan(20);
    const short = WRITTEN_PAIRS.filter(([t, b]) => contrast(t, b) < 4.5).map(
      ([t, b, file]) => `${t} on ${b}: ${contrast(t, b).toFixed(2)}:1 in ${file}`,
    );
    expect(short).toEqual([]);
  });

  it.each(GRAPHICS)('graphic %s on %s (%s) reaches 3:1', (graphic, background) => {
    expect(contrast(graphic, background)).toBeGreaterThanOrEqual(3);
  });

  it('every text or graphic colour used on the background around it is measured above, or draws nothing to read', () => {
    const measured = new Set([...PAIRS.map(([t]) => t), ...Object.keys(NOT_TEXT)]);
    const drawn = new Set([...PAIRS.map(([t]) => t), ...GRAPHICS.map(([g]) => g)]);
    const isIcon = (list: ClassList) => /\bsize-\d/.test(list.raw);
    const unmeasured = CLASS_LISTS.filter((list) => list.backgrounds.length === 0)
      .flatMap(({ file, text, graphics, raw }) => [
        // An icon's colour (its outline) may be a graphic's; any other text colour is text.
        ...text
          .filter((t) => !measured.has(t) && !(isIcon({ file, text, graphics, backgrounds: [], raw }) && drawn.has(t)))
          .map((t) => `text-${t} in ${file}`),
        ...graphics.filter((g) => !drawn.has(g)).map((g) => `fill/stroke-${g} in ${file}`),
      ])
      .filter((line, i, all) => all.indexOf(line) === i);
    expect(unmeasured).toEqual([]);
    for (const list of CLASS_LISTS.filter((l) => l.text.some((t) => t in NOT_TEXT))) {
      expect(isIcon(list) || list.file.endsWith('logo.tsx'), `${list.file}: "${list.raw}"`).toBe(true);
      for (const t of list.text.filter((t) => t in NOT_TEXT)) {
        expect(
          NOT_TEXT[t]!.files,
          `${t} used in ${list.file}: measure it, or say why it draws nothing to read`,
        ).toContain(list.file);
      }
    }
  });

  it('a filled icon (a rating’s stars) reaches 3:1 on white with its fill and its outline: the stars were 2.15:1', () => {
    expect(contrast('sun-500', 'white')).toBeLessThan(3);
    const filled = CLASS_LISTS.filter((list) => list.graphics.length > 0 && /\bsize-\d/.test(list.raw));
    expect(filled.map((l) => l.file)).toContain('src/components/ui/stars.tsx');
    for (const list of filled) {
      for (const c of [...list.graphics, ...list.text]) {
        expect(contrast(c, 'white'), `${c} in ${list.file}: "${list.raw}"`).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it('the hero eyebrow no longer uses sun-600 (3.1:1 on amber-50)', () => {
    expect(contrast('sun-600', 'amber-50')).toBeLessThan(4.5);
    expect(readFileSync('src/app/routes/home.tsx', 'utf8')).not.toMatch(/text-sun-600 uppercase/);
  });

  it('prints the table', () => {
    const rows = [
      ...PAIRS.map(([t, b, where]) => `${t} on ${b}: ${contrast(t, b).toFixed(2)}:1 (${where})`),
      ...WRITTEN_PAIRS.map(([t, b, file]) => `${t} on ${b}: ${contrast(t, b).toFixed(2)}:1 (${file})`),
      ...GRAPHICS.map(([g, b, where]) => `graphic ${g} on ${b}: ${contrast(g, b).toFixed(2)}:1 (${where})`),
    ];
    console.log(rows.join('\n'));
  });
});
