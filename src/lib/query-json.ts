/**
 * JSON for the query cache's data that keeps Dates (installations and orders carry them): the copy kept on the
 * device (lib/pwa/persist-queries.ts) and the data embedded in prerendered pages (lib/prerender/snapshot.ts).
 */
const DATE_TAG = '$date';

export function serializeQueryData(value: unknown): string {
  return JSON.stringify(value, function (this: Record<string, unknown>, key: string, plain: unknown) {
    const raw = this[key];
    return raw instanceof Date ? { [DATE_TAG]: raw.getTime() } : plain;
  });
}

export function deserializeQueryData<T>(text: string): T {
  return JSON.parse(text, (_key, value: unknown) =>
    typeof value === 'object' && value !== null && DATE_TAG in value && Object.keys(value).length === 1
      ? new Date(Number((value as Record<string, unknown>)[DATE_TAG]))
      : value,
  ) as T;
}
