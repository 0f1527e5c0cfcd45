/**
 * A closed set of values written once, with the words the screens show for each: the values are the keys of
 * its label table in value-labels.json (the shop's words for every stored value, in one place for staff to
 * read and, one day, to translate), in the order written. A value cannot be added without its label, nor a
 * label without its value.
 *
 *   export const [ORDER_STATUSES, ORDER_STATUS_LABELS] = labelled(VALUE_LABELS.orderStatus);
 *   export type OrderStatus = keyof typeof ORDER_STATUS_LABELS;
 */
export const valuesOf = <K extends string>(labels: Record<K, string>): readonly [K, ...K[]] =>
  Object.keys(labels) as unknown as readonly [K, ...K[]];

/** A closed set's values (valuesOf) and its label table, declared together. */
export const labelled = <K extends string>(labels: Record<K, string>) => [valuesOf(labels), labels] as const;
