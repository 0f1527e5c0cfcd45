/**
 * Field vitals on the emulators (docs/field-vitals.md): the beacon a page sends reaches collectVitals, which
 * counts it into today's histogram cell for its page and connection; what is not a beacon counts nothing.
 */
import { describe, expect, it } from 'vitest';
import { shopDay } from '@domain/shared/date-time';
import { bucketOf, VITALS_SHARDS, vitalsCellId } from '@domain/analytics/vitals';
import { db, PROJECT_ID } from './support';

const vitalsUrl = () => `${process.env.FUNCTIONS_EMULATOR_ORIGIN}/${PROJECT_ID}/us-central1/collectVitals`;

/** Sent as the browser's sendBeacon sends a text Blob. */
const send = (body: string) =>
  fetch(vitalsUrl(), { method: 'POST', headers: { 'Content-Type': 'text/plain;charset=UTF-8' }, body });

/** Today's cells of a page and connection, summed over their shards. */
async function todays(page: 'compare' | 'calculator', connection: '2g' | 'slow-2g') {
  const day = shopDay(new Date());
  const snaps = await Promise.all(
    Array.from({ length: VITALS_SHARDS }, (_, shard) =>
      db
        .collection('vitalsDaily')
        .doc(vitalsCellId(day, page, connection, shard))
        .get(),
    ),
  );
  const cells = snaps.filter((s) => s.exists).map((s) => s.data()!);
  const lcp: Record<string, number> = {};
  for (const cell of cells) {
    for (const [bucket, n] of Object.entries((cell.buckets?.LCP ?? {}) as Record<string, number>)) {
      lcp[bucket] = (lcp[bucket] ?? 0) + n;
    }
  }
  return {
    visits: cells.reduce((s, c) => s + (c.visits ?? 0), 0),
    saveData: cells.reduce((s, c) => s + (c.saveData ?? 0), 0),
    lcp,
    expires: cells.map((c) => c.expiresAt?.toMillis?.() ?? 0),
  };
}

describe('collectVitals', () => {
  it('counts each beacon into its page and connection, spread over shards, with nothing personal', async () => {
    const beacon = { page: 'compare', connection: 'slow-2g', saveData: true, metrics: [{ name: 'LCP', value: 3100 }] };
    const answers: number[] = [];
    for (let visit = 0; visit < 12; visit += 1) answers.push((await send(JSON.stringify(beacon))).status);
    expect(answers).toEqual(Array(12).fill(204));
    const cells = await todays('compare', 'slow-2g');
    expect(cells.visits).toBe(12);
    expect(cells.saveData).toBe(12);
    expect(cells.lcp).toEqual({ [String(bucketOf('LCP', 3100))]: 12 });
    // Kept 35 days, then the TTL policy deletes them.
    for (const at of cells.expires) expect(at).toBeGreaterThan(Date.now() + 34 * 86_400_000);
  });

  it('counts nothing from a body that is not a beacon', async () => {
    const before = await todays('calculator', '2g');
    expect((await send('{"page":"/orders/abc","connection":"2g","metrics":[{"name":"LCP","value":1}]}')).status).toBe(
      400,
    );
    expect((await send('hello')).status).toBe(400);
    expect((await fetch(vitalsUrl())).status).toBe(405);
    expect(await todays('calculator', '2g')).toEqual(before);
  });
});
