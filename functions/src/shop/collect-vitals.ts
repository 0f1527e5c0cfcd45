import '../shared/global-options';
import { randomInt } from 'node:crypto';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { onRequest } from 'firebase-functions/v2/https';
import { shopDay } from '@domain/shared/date-time';
import { bucketOf, parseVitalsBeacon, vitalsCellId, VITALS_SHARDS } from '@domain/analytics/vitals';
import { db } from '../shared/firebase';

/** How long a day's cells are kept before the TTL policy deletes them (Admin › Analytics shows up to 28 days). */
const KEEP_DAYS = 35;

/**
 * collectVitals: the beacon a shopper's page sends when it is hidden (src/lib/vitals.ts; docs/field-vitals.md),
 * counted into today's histogram cell for its page and connection, in one of VITALS_SHARDS documents drawn at
 * random (so that no document is written by every visit). A body that is not a beacon counts nothing and gets
 * 400; the browser does not read the answer. Reached through Hosting's /api/vitals in production.
 */
export const collectVitals = onRequest({ cors: true, maxInstances: 10 }, async (request, response) => {
  if (request.method !== 'POST') {
    response.status(405).send('');
    return;
  }
  const beacon = parseVitalsBeacon(request.rawBody?.toString('utf8') ?? '');
  if (!beacon) {
    response.status(400).send('');
    return;
  }
  const now = new Date();
  const day = shopDay(now);
  const landed = beacon.metrics.some((m) => m.name === 'LCP' || m.name === 'TTFB');
  const buckets: Record<string, Record<string, FieldValue>> = {};
  for (const { name, value } of beacon.metrics) {
    buckets[name] = { [String(bucketOf(name, value))]: FieldValue.increment(1) };
  }
  await db()
    .collection('vitalsDaily')
    .doc(vitalsCellId(day, beacon.page, beacon.connection, randomInt(VITALS_SHARDS)))
    .set(
      {
        day,
        page: beacon.page,
        connection: beacon.connection,
        visits: FieldValue.increment(landed ? 1 : 0),
        saveData: FieldValue.increment(landed && beacon.saveData ? 1 : 0),
        hydrationMismatches: FieldValue.increment(beacon.hydrationMismatch ? 1 : 0),
        buckets,
        expiresAt: Timestamp.fromMillis(now.getTime() + KEEP_DAYS * 86_400_000),
      },
      { merge: true },
    );
  response.status(204).send('');
});
