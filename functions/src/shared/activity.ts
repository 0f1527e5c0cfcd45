import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import { shopDay } from '@domain/shared/date-time';
import { changedValues, type ActivityRecord } from '@domain/users/activity';
import type { Actor } from './actor';
import { db } from './firebase';

/**
 * The activity log in the functions (docs/staff-roles.md, "Activity"): one `activity/{auto}` document per staff
 * change, created in the transaction that makes the change, so that it is written exactly when the change is and
 * no staff member can skip or edit it (firestore.rules: read by viewActivity, written by no client). Only the
 * values that changed are kept; a change that changed nothing is not logged.
 */
export function recordActivity(
  tx: Transaction,
  by: Actor,
  entry: Pick<ActivityRecord<Timestamp>, 'kind' | 'action' | 'target' | 'before' | 'after'>,
  at: Timestamp = Timestamp.now(),
): void {
  if (typeof by === 'string') return;
  const changed = changedValues(entry.before, entry.after);
  if (Object.keys(changed.after).length === 0) return;
  const record: ActivityRecord<Timestamp> = {
    ...entry,
    ...changed,
    at,
    day: shopDay(at.toDate()),
    by: by.uid,
    byName: by.name,
  };
  tx.create(db().collection('activity').doc(), record);
}
