// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * docs/architecture.md, "Reading stored documents": the functions and the app's api files read a snapshot once into a
 * typed value through the document's one reader in src/domain (functions/src/shared/stored.ts, the app's
 * src/lib/firebase/converters.ts); no code reads a field off a snapshot or off its data (`snap.get('total')`,
 * `snap.data()?.total`), defaults a missing document by hand (`snap.data() ?? {}`) or casts its data
 * (`snap.data() as Record<string, unknown>`).
 */

const ROOT = join(import.meta.dirname, '..');
const FUNCTIONS_SRC = join(ROOT, 'functions', 'src');
const FEATURES = join(ROOT, 'src', 'features');

/**
 * A field read off a snapshot (`.get('…')`, a string as its argument; a response's headers and a URL's parameters
 * are not snapshots), off its data (`.data()?.field`), a missing document defaulted (`.data() ??`) or its data cast
 * (`.data() as Record<…>`, also in brackets).
 */
const RAW_READ =
  /(?<![hH]eaders|[pP]arams)\.get\(\s*['"`]|\.data\(\)\??\.[A-Za-z_$]|\.data\(\)\s*\?\?|\.data\(\)\)?\s*as Record</;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every `api` folder of the app's features (src/features/<feature>/api, also a level deeper: admin/<part>/api). */
function apiFolders(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => (entry.name === 'api' ? [join(dir, entry.name)] : apiFolders(join(dir, entry.name))));
}

/** Each raw read as `file:line: code`. */
function rawReads(file: string): string[] {
  const name = relative(ROOT, file);
  return readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((line, i) => (RAW_READ.test(line) ? [`${name}:${i + 1}: ${line.trim()}`] : []));
}

describe('the functions read stored documents through their readers', () => {
  it('no field is read off a snapshot outside the readers, in the functions', () => {
    const offenders = sourceFiles(FUNCTIONS_SRC).flatMap(rawReads);
    expect(offenders).toEqual([]);
  });

  it("nor in the app's api files", () => {
    const folders = apiFolders(FEATURES);
    expect(folders.length).toBeGreaterThan(10);
    expect(folders.flatMap(sourceFiles).flatMap(rawReads)).toEqual([]);
  });

  it('finds the reads it is meant to find', () => {
    expect(RAW_READ.test("const total = order.get('total');")).toBe(true);
    expect(RAW_READ.test('if (snap.get("status") === "failed") return;')).toBe(true);
    expect(RAW_READ.test('const row = current.data()?.row;')).toBe(true);
    expect(RAW_READ.test('const data = snap.data() ?? {};')).toBe(true);
    expect(RAW_READ.test('[snap.id, (snap.data() ?? {}) as Record<string, unknown>]')).toBe(true);
    expect(RAW_READ.test('const data = snap.data() as Record<string, unknown>;')).toBe(true);
    expect(RAW_READ.test("business: resolveBusinessSettings(settingsSnap.get('business')),")).toBe(true);
    // Reading a document is not reading a field.
    expect(RAW_READ.test('const snap = await tx.get(ref);')).toBe(false);
    expect(RAW_READ.test('const order = readOrder(await ref.get());')).toBe(false);
    expect(RAW_READ.test("if (!(response.headers.get('content-type') ?? '').includes('json')) return null;")).toBe(
      false,
    );
    expect(RAW_READ.test("const q = searchParams.get('q') ?? '';")).toBe(false);
  });
});
