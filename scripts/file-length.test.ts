// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * No source file over 400 lines: a longer one is split by concept (tests per capability or per role, seeds per
 * kind of record), with what its parts share in one support module of their area. `firestore.rules` is one file
 * because Firebase deploys it as one; generated files are not written by hand.
 */

const ROOT = join(import.meta.dirname, '..');
const MAX_LINES = 400;

/** Written by tools, not by hand. */
const GENERATED = [/^functions\/lib\//, /\.d\.ts$/];

function trackedSources(): string[] {
  return execFileSync('git', ['ls-files', '-z', '--', '*.ts', '*.tsx', '*.mjs'], { cwd: ROOT, encoding: 'utf8' })
    .split('\0')
    .filter((file) => file && !GENERATED.some((pattern) => pattern.test(file)));
}

const lineCount = (file: string) => readFileSync(join(ROOT, file), 'utf8').replace(/\n$/, '').split('\n').length;

describe('no source file is over 400 lines', () => {
  it('every tracked .ts, .tsx and .mjs file has at most 400 lines', () => {
    const long = trackedSources().flatMap((file) =>
      lineCount(file) > MAX_LINES ? [`${file}: ${lineCount(file)} lines`] : [],
    );
    expect(long).toEqual([]);
  });
});
