// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeCycle, findCycles, importGraph, layerBreaches, specifiersOf } from './lib/import-cycles';

/**
 * docs/architecture.md, "The layer rules": no module imports itself through others, in the domain, the app and the
 * functions; and in the functions ("The functions"), each capability imports only those below it, the payments at
 * the bottom.
 */
const ROOT = join(import.meta.dirname, '..');
const ALIASES = { '@domain/': join(ROOT, 'src', 'domain') + '/', '@/': join(ROOT, 'src') + '/' };

const cyclesIn = (folders: string[]) => {
  const graph = importGraph(folders, ALIASES);
  return findCycles(graph).map((cycle) => describeCycle(cycle, graph, ROOT));
};

const FUNCTIONS = join(ROOT, 'functions', 'src');

/** The functions' capabilities, each above those before it (docs/architecture.md, "The functions"). */
const FUNCTION_LAYERS = [
  'shared',
  'catalog',
  'payments',
  'notifications',
  'plans',
  'orders',
  'projects',
  'accounts',
  'shop',
] as const;

describe('no import cycles', () => {
  it('in src (the domain and the app)', () => {
    expect(cyclesIn([join(ROOT, 'src')])).toEqual([]);
  });

  it('in functions/src', () => {
    expect(cyclesIn([FUNCTIONS])).toEqual([]);
  });
});

describe('the functions in layers', () => {
  it('every capability imports only those below it: the payments know no order, plan or project', () => {
    expect(layerBreaches(importGraph([FUNCTIONS], ALIASES), FUNCTIONS, FUNCTION_LAYERS)).toEqual([]);
  });

  it('names an import up the layers made on purpose, and a folder in no layer', () => {
    const dir = mkdtempSync(join(tmpdir(), 'layers-'));
    for (const folder of ['payments', 'plans', 'extra']) mkdirSync(join(dir, folder));
    writeFileSync(join(dir, 'payments', 'pay.ts'), "import { plan } from '../plans/plan';\nexport const pay = plan;\n");
    writeFileSync(join(dir, 'plans', 'plan.ts'), 'export const plan = 1;\n');
    writeFileSync(join(dir, 'index.ts'), "export { pay } from './payments/pay';\n");
    const graph = importGraph([dir], {});
    expect(layerBreaches(graph, dir, ['payments', 'plans'])).toEqual(['payments/pay.ts → plans/plan.ts']);
    expect(layerBreaches(graph, dir, ['plans', 'payments'])).toEqual([]);
    writeFileSync(join(dir, 'extra', 'x.ts'), "import { plan } from '../plans/plan';\n");
    expect(() => layerBreaches(importGraph([dir], {}), dir, ['payments', 'plans'])).toThrow(
      'extra/x.ts is in no layer',
    );
  });
});

describe('the cycle check', () => {
  it('reads imports, re-exports and type imports, not dynamic imports', () => {
    const source = [
      "import { a } from './a';",
      "import type { B } from '@domain/b';",
      "export { c } from './c';",
      "export * from './d';",
      "import './e';",
      'import {',
      '  f,',
      "} from './f';",
      "const lazy = () => import('./g');",
      "  import('./h').then(() => undefined);",
      "export const folder = './i';",
    ].join('\n');
    expect(specifiersOf(source)).toEqual(['./a', '@domain/b', './c', './d', './e', './f']);
  });

  it('fails on a cycle introduced on purpose, naming its files in order', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cycles-'));
    mkdirSync(join(dir, 'domain'));
    writeFileSync(join(dir, 'domain', 'a.ts'), "import { b } from './b';\nexport const a = b;\n");
    writeFileSync(join(dir, 'domain', 'b.ts'), "import type { C } from '@domain/c';\nexport const b = 1;\n");
    writeFileSync(join(dir, 'domain', 'c.ts'), "import { a } from './a';\nexport type C = typeof a;\n");
    writeFileSync(join(dir, 'domain', 'd.ts'), "import { a } from './a';\nexport const d = a;\n");
    const graph = importGraph([dir], { '@domain/': join(dir, 'domain') + '/' });
    const cycles = findCycles(graph);
    expect(cycles).toHaveLength(1);
    expect(describeCycle(cycles[0]!, graph, dir)).toBe('domain/a.ts → domain/b.ts → domain/c.ts → domain/a.ts');
  });

  it('finds none where the imports only go down', () => {
    const graph = new Map([
      ['top', ['middle', 'bottom']],
      ['middle', ['bottom']],
      ['bottom', []],
    ]);
    expect(findCycles(graph)).toEqual([]);
    expect(findCycles(new Map([['self', ['self']]]))).toEqual([['self']]);
  });
});
