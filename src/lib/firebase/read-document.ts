import { doc, getDoc, getDocs, type DocumentData } from 'firebase/firestore/lite';
import { ServiceError } from '../errors';
import { getDb } from './app';
import type { QueryShape } from './query-shape';
import { buildQuery } from './sdk-query';
import { serviceRead } from './service';

export interface DocumentWords {
  /** Any failure but a missing document, in the caller's words. */
  failure: string;
  /** The document is not there (a ServiceError of kind not_found). */
  notFound: string;
  /**
   * The signed-in customer's own document (an order, a plan, a project): someone else's reads as a missing one,
   * since the rules refuse both alike and ids must not be probed.
   */
  own?: boolean;
}

/** One stored document at `path` (a collection, then ids), through its reader `from`: the one way a page reads one. */
export function readDocument<T>(
  path: readonly [string, string, ...string[]],
  words: DocumentWords,
  from: (id: string, data: DocumentData) => T,
): Promise<T> {
  return serviceRead(
    words.failure,
    async () => {
      const snap = await getDoc(doc(getDb(), ...path));
      if (!snap.exists()) throw ServiceError.notFound(words.notFound);
      return from(snap.id, snap.data());
    },
    words.own ? { notFound: { codes: ['permission-denied'], message: words.notFound } } : {},
  );
}

/** The documents of `shape`, each through its reader `from`; any failure in `failure`'s words. */
export function readDocuments<T>(
  shape: QueryShape,
  failure: string,
  from: (id: string, data: DocumentData) => T,
): Promise<T[]> {
  return serviceRead(failure, async () => (await getDocs(buildQuery(shape))).docs.map((d) => from(d.id, d.data())));
}
