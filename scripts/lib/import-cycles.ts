/**
 * Import cycles among the project's own modules (docs/architecture.md, "The layer rules"): a module that imports, through
 * others, itself cannot be read, changed or tested on its own. Every static import and re-export counts, types
 * included (a type imported in a circle still ties the two files' meaning together); dynamic `import()` does not.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** What an alias of tsconfig's paths stands for: '@domain/' → src/domain/. */
export type Aliases = Record<string, string>;

const SPECIFIER = /^\s*(?:(?:import|export)\b(?!\s*\()[^'";]*?\bfrom\s*|import\s*)['"]([^'"]+)['"]/gm;
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The modules a source file imports or re-exports statically, as written. */
export function specifiersOf(source: string): string[] {
  return [...source.matchAll(SPECIFIER)].map((m) => m[1]!);
}

/** The file an import names, or null for a package (or a file that is not TypeScript, e.g. JSON). */
export function resolveSpecifier(fromFile: string, specifier: string, aliases: Aliases): string | null {
  const alias = Object.keys(aliases).find((a) => specifier.startsWith(a));
  const base = alias
    ? join(aliases[alias]!, specifier.slice(alias.length))
    : specifier.startsWith('.')
      ? resolve(dirname(fromFile), specifier)
      : null;
  if (base === null) return null;
  if (/\.tsx?$/.test(base) && existsSync(base)) return base;
  return EXTENSIONS.map((ext) => base + ext).find((file) => existsSync(file)) ?? null;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules') return [];
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.(test|fixtures)\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The import graph of the files under `folders` (tests left out: nothing imports them), file → files it imports. */
export function importGraph(folders: string[], aliases: Aliases): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of folders.flatMap(sourceFiles)) {
    const targets = specifiersOf(readFileSync(file, 'utf8'))
      .map((s) => resolveSpecifier(file, s, aliases))
      .filter((t): t is string => t !== null);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/**
 * Every circle of the graph, each once, as the files in order from its first (in sorted order) back to it:
 * the strongly connected components of more than one file, or of a file importing itself (Tarjan's algorithm).
 */
export function findCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const to of graph.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || (graph.get(node) ?? []).includes(node)) components.push(component.sort());
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return components;
}

/**
 * A circle in words, its files relative to `root`, in the order they import each other: "a.ts → b.ts → a.ts" (a
 * shortest way from the circle's first file back to it; a circle of more files shows them all in `cycle`).
 */
export function describeCycle(
  cycle: readonly string[],
  graph: ReadonlyMap<string, readonly string[]>,
  root: string,
): string {
  const start = cycle[0]!;
  const members = new Set(cycle);
  const cameFrom = new Map<string, string>();
  const queue = [start];
  let last: string | undefined;
  while (queue.length > 0 && last === undefined) {
    const node = queue.shift()!;
    for (const to of graph.get(node) ?? []) {
      if (to === start) {
        last = node;
        break;
      }
      if (members.has(to) && !cameFrom.has(to)) {
        cameFrom.set(to, node);
        queue.push(to);
      }
    }
  }
  const path = [start];
  for (let node = last; node !== undefined && node !== start; node = cameFrom.get(node)) path.splice(1, 0, node);
  return [...path, start].map((file) => relative(root, file)).join(' → ');
}

/**
 * Imports that run up the layers (docs/architecture.md, "The functions"): each file under `root` belongs to the
 * folder it sits in (its capability), and may import files of its own folder or of a folder listed before it in
 * `layers`, never one listed after it. Files at the root itself (the entry point, the table that joins the
 * capabilities) are above every layer. Answers each breach as "from → to", relative to `root`.
 */
export function layerBreaches(
  graph: ReadonlyMap<string, readonly string[]>,
  root: string,
  layers: readonly string[],
): string[] {
  const layerOf = (file: string): number | null => {
    const path = relative(root, file);
    if (path.startsWith('..')) return null;
    const parts = path.split(/[\\/]/);
    if (parts.length === 1) return Number.POSITIVE_INFINITY;
    const at = layers.indexOf(parts[0]!);
    if (at < 0) throw new Error(`${path} is in no layer: add its folder to the list`);
    return at;
  };
  const breaches: string[] = [];
  for (const [from, targets] of graph) {
    const fromLayer = layerOf(from);
    if (fromLayer === null) continue;
    for (const to of targets) {
      const toLayer = layerOf(to);
      if (toLayer !== null && toLayer > fromLayer) breaches.push(`${relative(root, from)} → ${relative(root, to)}`);
    }
  }
  return breaches.sort();
}
