/**
 * Reading stored documents defensively (an order, a product, a notification, a provider's answer): a value of the
 * wrong kind reads as the fallback, never as an error. The one set of field readers, shared by the app, the
 * functions and the seed; every document's reader in this folder is built from them.
 */

export const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

/** A string, else the fallback ('' unless given). */
export const textOf = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value : fallback);

/** A string, else null. */
export const textOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** A finite number, else the fallback (0 unless given). */
export const amountOf = (value: unknown, fallback = 0): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

/** One of a closed set of values, else the fallback. */
export const oneOf = <const T extends string>(values: readonly T[], value: unknown, fallback: T): T =>
  (values as readonly unknown[]).includes(value) ? (value as T) : fallback;

/** A stored list's entries (each still to be read), else none. */
export const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** A stored time through `date` (see the readers' `date` argument), or null when there is none. */
export const dateOrNull = <D>(value: unknown, date: (value: unknown) => D): D | null =>
  value == null ? null : date(value);

/** The strings of a stored list (anything else in it left out). */
export const textsOf = (value: unknown): string[] => listOf(value).filter((v): v is string => typeof v === 'string');

/**
 * The named fields of a stored record, each read by `read` (textOf, amountOf): the fields of one kind in a row,
 * e.g. `...fieldsOf(d, ['name', 'email', 'phone'], textOf)`.
 */
export const fieldsOf = <const K extends string, V>(
  record: Record<string, unknown>,
  keys: readonly K[],
  read: (value: unknown) => V,
): Record<K, V> => Object.fromEntries(keys.map((key) => [key, read(record[key])])) as Record<K, V>;

/**
 * A note staff wrote as a document of its own (an order's or a project's staff note, a plan's call): its id, when,
 * who (their uid, and their name: '' for notes written before names were kept) and its words.
 */
export interface StaffNoteStamp<D> {
  id: string;
  at: D;
  by: string;
  byName: string;
  note: string;
}

/** The one reader of what every staff note document has (StaffNoteStamp). */
export function staffNoteStampOf<D>(id: string, data: unknown, date: (value: unknown) => D): StaffNoteStamp<D> {
  const d = asRecord(data);
  return { id, at: date(d.at), ...fieldsOf(d, ['by', 'byName', 'note'], textOf) };
}

/**
 * Who made a timeline entry, when, and its note (an order's statusHistory, a project's timeline): a staff
 * member's name only when one is stored.
 */
export const entryStampOf = <D>(
  entry: Record<string, unknown>,
  date: (value: unknown) => D,
): { at: D; by: string; byName?: string; note: string } => ({
  at: date(entry.at),
  by: textOf(entry.by),
  ...(textOf(entry.byName) ? { byName: textOf(entry.byName) } : {}),
  note: textOf(entry.note),
});
