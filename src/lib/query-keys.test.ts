// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { queryKeys } from './query-keys';

const SRC = join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('query keys', () => {
  it('all come from the factory: no module writes a key by hand', () => {
    const literal =
      /queryKey:\s*\[|removeQueries\(\{\s*queryKey:\s*\[|setQueryData[^(]*\(\s*\[|getQueryData[^(]*\(\s*\[/;
    const offenders = sourceFiles(SRC)
      .filter((file) => !file.endsWith('query-keys.ts'))
      .filter((file) => literal.test(readFileSync(file, 'utf8')))
      .map((file) => relative(SRC, file));
    expect(offenders).toEqual([]);
  });

  it('nest, so that invalidating a parent reaches its children', () => {
    const startsWith = (key: readonly unknown[], prefix: readonly unknown[]) =>
      prefix.every((part, i) => key[i] === part);
    expect(startsWith(queryKeys.orders.latest('u', 20), queryKeys.orders.list('u'))).toBe(true);
    expect(startsWith(queryKeys.admin.analytics('14d'), queryKeys.admin.analyticsAll())).toBe(true);
    expect(
      startsWith(
        queryKeys.products.list({ category: null, sort: 'newest', available: true }),
        queryKeys.products.lists(),
      ),
    ).toBe(true);
    expect(startsWith(queryKeys.admin.analyticsAll(), queryKeys.admin.all())).toBe(true);
  });
});
