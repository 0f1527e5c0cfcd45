/**
 * What a page's JavaScript is made of: each built file's bytes attributed, through its source map, to the package
 * (react-dom, react-router …) or the part of the shop (src/features/cart …) they came from. A file's gzip bytes
 * are shared out in proportion to the minified bytes of each part (gzip compresses them about alike), so the
 * figures are close, not exact. `npm run perf` prints the largest parts of each page: what stands in the way of a
 * lighter page.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';

/** Who wrote a source file: `react-dom` for node_modules/react-dom/…, `src/features/cart` for src/features/cart/…. */
export function ownerOf(source: string): string {
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(source);
  if (inPackage) return inPackage[1]!;
  const inSrc = /(?:^|\/)src\/(.*)$/.exec(source);
  if (!inSrc) return 'other';
  const parts = inSrc[1]!.split('/');
  // A folder's first level tells the part: src/features/cart, src/domain/order, src/app (its files together).
  return parts.length > 2 ? `src/${parts[0]}/${parts[1]}` : `src/${parts[0]}`;
}

/** Minified bytes of `code` per owner, read from its source map. */
export function bytesByOwner(code: string, map: RawSourceMap): Map<string, number> {
  const consumer = new SourceMapConsumer(map);
  const lines = code.split('\n');
  const byLine = new Map<number, { column: number; source: string | null }[]>();
  consumer.eachMapping((m) => {
    const list = byLine.get(m.generatedLine) ?? [];
    list.push({ column: m.generatedColumn, source: m.source });
    byLine.set(m.generatedLine, list);
  });
  const owners = new Map<string, number>();
  for (const [line, mappings] of byLine) {
    const length = lines[line - 1]?.length ?? 0;
    mappings.sort((a, b) => a.column - b.column);
    mappings.forEach((m, i) => {
      const end = mappings[i + 1]?.column ?? length;
      const owner = m.source ? ownerOf(m.source) : 'other';
      owners.set(owner, (owners.get(owner) ?? 0) + Math.max(0, end - m.column));
    });
  }
  return owners;
}

/**
 * A page's gzip bytes per owner: each file's bytes as transferred, shared out by its map. A file without a map
 * counts as `other`.
 */
export function pageComposition(buildDir: string, files: { file: string; bytes: number }[]): Map<string, number> {
  const total = new Map<string, number>();
  const add = (owner: string, bytes: number) => total.set(owner, (total.get(owner) ?? 0) + bytes);
  for (const { file, bytes } of files) {
    const path = join(buildDir, file);
    if (!existsSync(path) || !existsSync(`${path}.map`)) {
      add('other', bytes);
      continue;
    }
    const owners = bytesByOwner(readFileSync(path, 'utf8'), JSON.parse(readFileSync(`${path}.map`, 'utf8')));
    const minified = [...owners.values()].reduce((sum, n) => sum + n, 0);
    if (minified === 0) {
      add('other', bytes);
      continue;
    }
    for (const [owner, n] of owners) add(owner, (bytes * n) / minified);
  }
  return total;
}

/** "react-dom 58, react-router 27, src/features 12 …": the largest parts in KB, then the rest. */
export function formatComposition(composition: Map<string, number>, shown = 6): string {
  const sorted = [...composition.entries()].sort((a, b) => b[1] - a[1]);
  const kb = (bytes: number) => (bytes / 1024).toFixed(0);
  const rest = sorted.slice(shown).reduce((sum, [, n]) => sum + n, 0);
  return [
    ...sorted.slice(0, shown).map(([owner, n]) => `${owner} ${kb(n)}`),
    ...(rest ? [`the rest ${kb(rest)}`] : []),
  ].join(', ');
}
