/**
 * Stands in for `@firebase/webchannel-wrapper/bloom-blob` in the app bundle (see vite.config.ts).
 *
 * Firestore Lite imports only `Integer` from that 10 KB blob (3.8 KB gzip, Closure-compiled, so it cannot be
 * tree-shaken), and uses it only as `Integer.fromString(digits).compare(other)` to order numeric document ids
 * (`__id123__`). BigInt does the same in a few lines. bloom-blob-integer.test.ts checks that this still matches
 * the real Integer and that Firestore Lite still uses nothing else from the blob.
 */
export class Integer {
  private constructor(private readonly value: bigint) {}

  static fromString(text: string): Integer {
    return new Integer(BigInt(text));
  }

  compare(other: Integer): number {
    return this.value < other.value ? -1 : this.value > other.value ? 1 : 0;
  }
}
