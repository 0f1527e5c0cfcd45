// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SourceMapGenerator } from 'source-map-js';
import { describe, expect, it } from 'vitest';
import { bytesByOwner, formatComposition, ownerOf, pageComposition } from './js-composition';

/** One line of code: 40 characters from react-dom, then 10 from the cart feature. */
function builtFile() {
  const code = `${'r'.repeat(40)}${'c'.repeat(10)}`;
  const map = new SourceMapGenerator({ file: 'index.js' });
  map.addMapping({
    generated: { line: 1, column: 0 },
    original: { line: 1, column: 0 },
    source: '../../node_modules/react-dom/cjs/react-dom.js',
  });
  map.addMapping({
    generated: { line: 1, column: 40 },
    original: { line: 3, column: 0 },
    source: '../../src/features/cart/components/cart.tsx',
  });
  return { code, map: JSON.parse(map.toString()) };
}

describe('what a page’s JavaScript is made of', () => {
  it('names the package or the part of the shop a source file belongs to', () => {
    expect(ownerOf('../../node_modules/react-dom/cjs/react-dom-client.production.js')).toBe('react-dom');
    expect(ownerOf('../node_modules/@tanstack/query-core/build/modern/query.js')).toBe('@tanstack/query-core');
    expect(ownerOf('../../src/features/cart/components/cart-dialog.tsx')).toBe('src/features/cart');
    expect(ownerOf('../../src/domain/order/order.ts')).toBe('src/domain/order');
    expect(ownerOf('../../src/main.tsx')).toBe('src/main.tsx');
    expect(ownerOf('\u0000vite/preload-helper.js')).toBe('other');
  });

  it('counts the minified bytes of each part from the source map', () => {
    const { code, map } = builtFile();
    expect(Object.fromEntries(bytesByOwner(code, map))).toEqual({ 'react-dom': 40, 'src/features/cart': 10 });
  });

  it('shares each file’s bytes as transferred among its parts, and prints the largest first', () => {
    const dir = mkdtempSync(join(tmpdir(), 'js-composition-'));
    try {
      mkdirSync(join(dir, 'assets'));
      const { code, map } = builtFile();
      writeFileSync(join(dir, 'assets', 'index.js'), code);
      writeFileSync(join(dir, 'assets', 'index.js.map'), JSON.stringify(map));
      writeFileSync(join(dir, 'assets', 'nomap.js'), 'x');
      const composition = pageComposition(dir, [
        { file: '/assets/index.js', bytes: 10 * 1024 },
        { file: '/assets/nomap.js', bytes: 1024 },
      ]);
      expect(Object.fromEntries(composition)).toEqual({
        'react-dom': 8 * 1024,
        'src/features/cart': 2 * 1024,
        other: 1024,
      });
      expect(formatComposition(composition, 2)).toBe('react-dom 8, src/features/cart 2, the rest 1');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
