import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The repository explains itself (docs/README.md): code and its comments give the reason or name a docs section,
 * never a ticket of a tracker a clone does not have, nor a document kept outside the repository.
 */
const ROOT = join(import.meta.dirname, '..');
const FOLDERS = ['src', 'functions/src', 'functions/test', 'scripts', 'tests'];
const CODE = /\.(ts|tsx|js|mjs)$/;

function filesIn(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (name === 'node_modules') return [];
    return statSync(path).isDirectory() ? filesIn(path) : CODE.test(name) ? [path] : [];
  });
}

/** Every line of code in FOLDERS that `pattern` matches, as path:line. */
function linesMatching(pattern: RegExp): string[] {
  return FOLDERS.flatMap((folder) => filesIn(join(ROOT, folder))).flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, i) => (pattern.test(line) ? [`${file.slice(ROOT.length + 1)}:${i + 1}`] : [])),
  );
}

/**
 * A product spec's file name, or a tracker's discussion named as such: the pattern is written in pieces so that
 * this file does not cite them itself.
 */
const CITED_ELSEWHERE = new RegExp(`${['SPEC', 'md'].join('\\.')}|\\b${['the', 'issue'].join(' ')}\\b`, 'i');

describe('a self-contained repository', () => {
  it('names no issue of a tracker in code or comments', () => {
    expect(linesMatching(/\bissue #?\d+/i)).toEqual([]);
  });

  it('cites no product spec and no tracker discussion a clone does not have: a docs/ section or the reason', () => {
    expect(linesMatching(CITED_ELSEWHERE)).toEqual([]);
  });
});
