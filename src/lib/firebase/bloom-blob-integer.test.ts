// @vitest-environment node
import { Integer as RealInteger } from '@firebase/webchannel-wrapper/bloom-blob';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Integer } from './bloom-blob-integer';

const sign = (n: number) => Math.sign(n);

describe('the Integer that stands in for bloom-blob in the app bundle', () => {
  it('orders numeric ids exactly as the real one does', () => {
    const values = [
      '0',
      '1',
      '-1',
      '42',
      '9007199254740993',
      '9007199254740992',
      '-9223372036854775808',
      '12345678901234567890',
    ];
    for (const a of values) {
      for (const b of values) {
        expect(sign(Integer.fromString(a).compare(Integer.fromString(b))), `${a} vs ${b}`).toBe(
          sign(RealInteger.fromString(a).compare(RealInteger.fromString(b))),
        );
      }
    }
  });

  it('is all Firestore Lite uses of the blob: Integer.fromString(…).compare(…), nothing else', () => {
    const require = createRequire(import.meta.url);
    const dir = join(dirname(require.resolve('@firebase/firestore/lite')), '..', 'lite');
    const browserFiles = readdirSync(dir).filter((f) => /\.esm\.js$/.test(f) && !f.includes('.rn.'));
    const importsFromBlob = browserFiles.flatMap((file) => {
      const text = readFileSync(join(dir, file), 'utf8');
      return [
        ...text.matchAll(/import\s*(\{[^}]*\})?\s*(?:from\s*)?['"]@firebase\/webchannel-wrapper\/bloom-blob['"]/g),
      ].map((m) => (m[1] ?? '{}').replace(/\s/g, ''));
    });
    expect(importsFromBlob.length).toBeGreaterThan(0);
    expect(new Set(importsFromBlob.filter((i) => i !== '{}'))).toEqual(new Set(['{Integer}']));
    const common = browserFiles.filter((f) => f.startsWith('common-')).map((f) => readFileSync(join(dir, f), 'utf8'));
    const uses = common.flatMap((text) => [...text.matchAll(/Integer\.(\w+)/g)].map((m) => m[1]));
    expect(new Set(uses)).toEqual(new Set(['fromString']));
    // …whose result is only ever compared.
    const onResults = common.flatMap((text) =>
      [...text.matchAll(/extractNumericId\([^()]*\)\.(\w+)/g)].map((m) => m[1]),
    );
    expect(onResults.length).toBeGreaterThan(0);
    expect(new Set(onResults)).toEqual(new Set(['compare']));
    const producers = common.flatMap((text) => [...text.matchAll(/Integer\.fromString/g)]);
    expect(producers).toHaveLength(1);
  });
});
