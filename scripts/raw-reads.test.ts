// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * docs/architecture.md, "Reading stored documents": the functions read a snapshot once into a typed value through
 * the document's one reader in src/domain (functions/src/lib/stored.ts and its kind); no code reads a field off a
 * snapshot or off its data (`snap.get('total')`, `snap.data()?.total`).
 */

const FUNCTIONS_SRC = join(import.meta.dirname, '..', 'functions', 'src');

/** A field read off a snapshot (`.get('…')`, a string as its argument) or off its data (`.data()?.field`). */
const RAW_READ = /\.get\(\s*['"`]|\.data\(\)\??\.[A-Za-z_$]/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** Each raw read as `file:line: code`. */
function rawReads(file: string): string[] {
  const name = relative(FUNCTIONS_SRC, file);
  return readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((line, i) => (RAW_READ.test(line) ? [`${name}:${i + 1}: ${line.trim()}`] : []));
}

describe('the functions read stored documents through their readers', () => {
  it('no field is read off a snapshot outside the readers', () => {
    const offenders = sourceFiles(FUNCTIONS_SRC).flatMap(rawReads);
    expect(offenders).toEqual([]);
  });

  it('finds the reads it is meant to find', () => {
    expect(RAW_READ.test("const total = order.get('total');")).toBe(true);
    expect(RAW_READ.test('if (snap.get("status") === "failed") return;')).toBe(true);
    expect(RAW_READ.test('const row = current.data()?.row;')).toBe(true);
    // Reading a document is not reading a field.
    expect(RAW_READ.test('const snap = await tx.get(ref);')).toBe(false);
    expect(RAW_READ.test('const order = readOrder(await ref.get());')).toBe(false);
  });
});
