import { currentIdToken } from './auth';
import { requiredFirebaseConfig } from './config';
import type { QueryShape } from './query-shape';
import { reportNetworkFailure, reportNetworkSuccess } from '@/lib/use-network-status';

/**
 * The storefront's reads over Firestore's REST API (v1: documents:runQuery and documents:batchGet), with `fetch`.
 *
 * Why: the public pages (home, the catalogue, product pages, the calculator) only read, and the Firestore SDK is
 * about 40 KB of gzipped JavaScript, a quarter of the first screen's budget, that a shopper on 2G/3G would download
 * before the prerendered page's prices could be checked. Firestore Lite speaks this same REST API; these reads ask
 * the same questions, built from the same QueryShape, and pass the same security rules: a signed-in user's ID
 * token goes with them, exactly as the SDK sends it. Writes and the signed-in screens keep the SDK, except the one
 * write a visitor makes on those pages, counting a product's view (changeOnServer).
 *
 * Documents come back as plain data in the shapes the converters (converters.ts) read: timestamps as Date,
 * integers as numbers, maps and arrays as objects and arrays.
 */

/** One document as the storefront reads it: its id and its fields as plain data. */
export interface RestDocument {
  id: string;
  data: Record<string, unknown>;
}

/** Where to start the next page: the last document's order-by values and its name (a plain, storable value). */
export interface RestCursor {
  values: FirestoreValue[];
}

/** A Firestore REST `Value` (https://firebase.google.com/docs/firestore/reference/rest/v1/Value). */
export type FirestoreValue =
  | { nullValue: null }
  | { booleanValue: boolean }
  | { integerValue: string }
  | { doubleValue: number }
  | { timestampValue: string }
  | { stringValue: string }
  | { bytesValue: string }
  | { referenceValue: string }
  | { geoPointValue: { latitude?: number; longitude?: number } }
  | { arrayValue: { values?: FirestoreValue[] } }
  | { mapValue: { fields?: Record<string, FirestoreValue> } };

interface RestDocumentResource {
  name: string;
  fields?: Record<string, FirestoreValue>;
}

/** An error with the SDK's codes ("unavailable", "permission-denied", ...), so that one classifier serves both. */
export class RestReadError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'RestReadError';
  }
}

export function decodeValue(value: FirestoreValue): unknown {
  if ('nullValue' in value) return null;
  if ('booleanValue' in value) return value.booleanValue;
  if ('integerValue' in value) return Number(value.integerValue);
  if ('doubleValue' in value) return Number(value.doubleValue); // "NaN" and "Infinity" arrive as strings
  if ('timestampValue' in value) return new Date(value.timestampValue);
  if ('stringValue' in value) return value.stringValue;
  if ('bytesValue' in value) return value.bytesValue;
  if ('referenceValue' in value) return value.referenceValue;
  if ('geoPointValue' in value)
    return { latitude: value.geoPointValue.latitude ?? 0, longitude: value.geoPointValue.longitude ?? 0 };
  if ('arrayValue' in value) return (value.arrayValue.values ?? []).map(decodeValue);
  return decodeFields(value.mapValue.fields);
}

export function decodeFields(fields: Record<string, FirestoreValue> | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(fields ?? {})) out[key] = decodeValue(v);
  return out;
}

export function encodeValue(value: unknown): FirestoreValue {
  if (value === null || value === undefined) return { nullValue: null };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number') {
    return Number.isSafeInteger(value) && !Object.is(value, -0)
      ? { integerValue: String(value) }
      : { doubleValue: value };
  }
  if (typeof value === 'string') return { stringValue: value };
  if (value instanceof Date) return { timestampValue: value.toISOString() };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(encodeValue) } };
  if (typeof value === 'object') {
    const fields: Record<string, FirestoreValue> = {};
    for (const [key, v] of Object.entries(value)) fields[key] = encodeValue(v);
    return { mapValue: { fields } };
  }
  throw new TypeError(`A ${typeof value} cannot be sent to Firestore`);
}

const OPERATORS: Record<QueryShape['where'][number]['op'], string> = {
  '<': 'LESS_THAN',
  '<=': 'LESS_THAN_OR_EQUAL',
  '==': 'EQUAL',
  '!=': 'NOT_EQUAL',
  '>=': 'GREATER_THAN_OR_EQUAL',
  '>': 'GREATER_THAN',
  'array-contains': 'ARRAY_CONTAINS',
  in: 'IN',
  'array-contains-any': 'ARRAY_CONTAINS_ANY',
  'not-in': 'NOT_IN',
};

/** The REST structuredQuery of a shape (the same query buildQuery gives the SDK), from a cursor if given. */
export function structuredQuery(shape: QueryShape, after?: RestCursor | null): Record<string, unknown> {
  const filters = shape.where.map((w) => ({
    fieldFilter: { field: { fieldPath: w.field }, op: OPERATORS[w.op], value: encodeValue(w.value) },
  }));
  const orderBy = shape.orderBy.map((o) => ({
    field: { fieldPath: o.field },
    direction: o.direction === 'desc' ? 'DESCENDING' : 'ASCENDING',
  }));
  const query: Record<string, unknown> = { from: [{ collectionId: shape.collection }] };
  if (filters.length === 1) query.where = filters[0];
  if (filters.length > 1) query.where = { compositeFilter: { op: 'AND', filters } };
  if (orderBy.length > 0 || after) {
    // A cursor needs a total order: the document name breaks ties, as the SDK adds it.
    const last = orderBy.at(-1)?.direction ?? 'ASCENDING';
    query.orderBy = after ? [...orderBy, { field: { fieldPath: '__name__' }, direction: last }] : orderBy;
  }
  if (after) query.startAt = { values: after.values, before: false };
  if (shape.limit !== undefined) query.limit = shape.limit;
  return query;
}

/** The cursor after a document of a query of this shape: its order-by values, then its name. */
export function cursorAfter(shape: QueryShape, document: RestDocumentResource): RestCursor {
  const fields = document.fields ?? {};
  return {
    values: [
      ...shape.orderBy.map((o) => fields[o.field] ?? ({ nullValue: null } as FirestoreValue)),
      { referenceValue: document.name },
    ],
  };
}

function databasePath(): { url: string; name: string } {
  const resolved = requiredFirebaseConfig();
  const name = `projects/${resolved.config.projectId}/databases/(default)`;
  const emulator = resolved.emulators?.firestore;
  const origin = emulator ? `http://${emulator.host}:${emulator.port}` : 'https://firestore.googleapis.com';
  return { url: `${origin}/v1/${name}/documents`, name };
}

/** The Google API error status ("PERMISSION_DENIED") as the SDK's code ("permission-denied"). */
function codeOfStatus(status: string | undefined, httpStatus: number): string {
  if (status) return status.toLowerCase().replace(/_/g, '-');
  if (httpStatus === 403 || httpStatus === 401) return 'permission-denied';
  if (httpStatus === 404) return 'not-found';
  if (httpStatus === 429) return 'resource-exhausted';
  return httpStatus >= 500 ? 'unavailable' : 'unknown';
}

async function post<T>(url: string, body: unknown): Promise<T> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  const token = await currentIdToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body) });
    reportNetworkSuccess();
  } catch (error) {
    // A TypeError is the network's failure (offline, lie-fi); an abort (a read that took too long) is not.
    if (error instanceof TypeError) reportNetworkFailure();
    throw new RestReadError('unavailable', error instanceof Error ? error.message : 'The network request failed');
  }
  if (!response.ok) {
    const answer = (await response.json().catch(() => null)) as {
      error?: { status?: string; message?: string };
    } | null;
    throw new RestReadError(
      codeOfStatus(answer?.error?.status, response.status),
      answer?.error?.message ?? `Firestore answered ${response.status}`,
    );
  }
  return (await response.json()) as T;
}

const idOf = (name: string): string => name.slice(name.lastIndexOf('/') + 1);

/** A document a query read, with where a next page would start after it. */
export interface RestQueryDocument extends RestDocument {
  cursor: RestCursor;
}

/** The documents of a shape's query, from a cursor (documents:runQuery). */
export async function runShapeQuery(shape: QueryShape, after?: RestCursor | null): Promise<RestQueryDocument[]> {
  const { url } = databasePath();
  const rows = await post<{ document?: RestDocumentResource }[]>(`${url}:runQuery`, {
    structuredQuery: structuredQuery(shape, after),
  });
  return rows.flatMap((row) =>
    row.document
      ? [
          {
            id: idOf(row.document.name),
            data: decodeFields(row.document.fields),
            cursor: cursorAfter(shape, row.document),
          },
        ]
      : [],
  );
}

/**
 * How many documents a shape's query matches, without reading them (documents:runAggregationQuery, COUNT): the
 * same query and rules as runShapeQuery, its limit left out; billed as one read per 1,000 index entries.
 */
export async function countShapeQuery(shape: QueryShape): Promise<number> {
  const { url } = databasePath();
  const { limit: _limit, ...whole } = shape;
  const rows = await post<{ result?: { aggregateFields?: Record<string, FirestoreValue> } }[]>(
    `${url}:runAggregationQuery`,
    {
      structuredAggregationQuery: {
        structuredQuery: structuredQuery(whole),
        aggregations: [{ alias: 'total', count: {} }],
      },
    },
  );
  const total = rows.find((row) => row.result?.aggregateFields?.total)?.result?.aggregateFields?.total;
  const count = total ? Number(decodeValue(total)) : NaN;
  if (!Number.isFinite(count)) throw new RestReadError('unknown', 'Firestore answered no count');
  return count;
}

/** One document by its path ("settings/global"), or null when it does not exist (documents:batchGet). */
export async function getDocument(path: string): Promise<RestDocument | null> {
  const { url, name } = databasePath();
  const rows = await post<{ found?: RestDocumentResource; missing?: string }[]>(`${url}:batchGet`, {
    documents: [`${name}/documents/${path}`],
  });
  const found = rows.find((row) => row.found)?.found;
  return found ? { id: idOf(found.name), data: decodeFields(found.fields) } : null;
}

/** A field the server sets: a number it adds to, or its own time. */
export type ServerFieldChange = { field: string; add: number } | { field: string; serverTime: true };

/**
 * Changes fields of an existing document on the server only (documents:commit): the same write the SDK's
 * `setDoc(ref, { views: increment(1), lastViewed: serverTimestamp() }, { merge: true })` sends, so the same rules
 * judge it.
 */
export async function changeOnServer(path: string, changes: readonly ServerFieldChange[]): Promise<void> {
  const { url, name } = databasePath();
  await post(`${url}:commit`, {
    writes: [
      {
        update: { name: `${name}/documents/${path}`, fields: {} },
        updateMask: { fieldPaths: [] },
        updateTransforms: changes.map((change) =>
          'add' in change
            ? { fieldPath: change.field, increment: encodeValue(change.add) }
            : { fieldPath: change.field, setToServerValue: 'REQUEST_TIME' },
        ),
      },
    ],
  });
}
