import { queryOptions, useQuery } from '@tanstack/react-query';
import { getDocs } from 'firebase/firestore/lite';
import { shopDay } from '@domain/shared/date-time';
import { asRecord, textOf, amountOf } from '@domain/shared/stored-values';
import {
  VITAL_CONNECTIONS,
  VITAL_METRICS,
  VITAL_PAGES,
  vitalsRows,
  type VitalConnection,
  type VitalPage,
  type VitalsCell,
  type VitalsRow,
} from '@domain/analytics/vitals';
import type { QueryShape } from '@/lib/firebase/query-shape';
import { buildQuery } from '@/lib/firebase/sdk-query';
import { serviceRead } from '@/lib/firebase/service';
import { queryKeys } from '@/lib/query-keys';
import { VITALS_LOAD_FAILED } from '@domain/analytics/messages';

/** The periods staff compare: the last 7 and 28 days, today included. */
export const VITALS_PERIODS = { '7': 'Last 7 days', '28': 'Last 28 days' } as const;
export type VitalsPeriod = keyof typeof VITALS_PERIODS;

/** A vitalsDaily document read defensively (what the collectVitals function counts). */
export function vitalsCellFrom(data: unknown): VitalsCell {
  const d = asRecord(data);
  const stored = asRecord(d.buckets);
  const buckets: VitalsCell['buckets'] = {};
  for (const metric of VITAL_METRICS) {
    const counts = asRecord(stored[metric]);
    const entries = Object.entries(counts).filter(([k]) => /^\d+$/.test(k));
    if (entries.length) buckets[metric] = Object.fromEntries(entries.map(([k, v]) => [Number(k), amountOf(v)]));
  }
  const page = textOf(d.page);
  const connection = textOf(d.connection);
  return {
    day: textOf(d.day),
    page: (page in VITAL_PAGES ? page : 'other') as VitalPage,
    connection: (connection in VITAL_CONNECTIONS ? connection : 'unknown') as VitalConnection,
    visits: amountOf(d.visits),
    saveData: amountOf(d.saveData),
    hydrationMismatches: amountOf(d.hydrationMismatches),
    buckets,
  };
}

/** The cells of every day from `from` (an ISO day) on. */
const cellsFromShape = (from: string): QueryShape => ({
  collection: 'vitalsDaily',
  where: [{ field: 'day', op: '>=', value: from }],
  orderBy: [],
});

export const QUERY_SHAPES = [cellsFromShape('2026-01-01')];

/** Every page and connection measured over the period, with their 75th percentiles. */
export function getFieldVitals(period: VitalsPeriod, now = new Date()): Promise<VitalsRow[]> {
  return serviceRead(VITALS_LOAD_FAILED, async () => {
    const from = shopDay(new Date(now.getTime() - (Number(period) - 1) * 86_400_000));
    const snap = await getDocs(buildQuery(cellsFromShape(from)));
    return vitalsRows(snap.docs.map((doc) => vitalsCellFrom(doc.data())));
  });
}

export function useFieldVitals(period: VitalsPeriod) {
  return useQuery(
    queryOptions({ queryKey: queryKeys.admin.fieldVitals(period), queryFn: () => getFieldVitals(period) }),
  );
}
