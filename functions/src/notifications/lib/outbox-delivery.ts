import { FieldValue, Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { notificationCounters } from '@domain/enquiries/abuse-limits';
import { MAX_NOTIFICATION_ATTEMPTS, NOTIFICATION_CLAIM_MS, retryDelayMs } from '@domain/notifications/notifications';
import { renderEmail, renderSms } from '@domain/notifications/notification-templates';
import { VISIT_TEMPLATES } from '@domain/projects/project-notification-templates';
import { sendEmail, SendError, smsProvider } from './channels';
import { db } from '../../shared/firebase';
import { visitInvite } from './invites';
import { capHash, countAgainst } from './outbox';
import { readNotification } from '../../shared/stored';

/**
 * Sending what the outbox queued (notifications/lib/outbox.ts): a delivery claims a queued notifications/{id} in a transaction
 * (status sending, attempts + 1) before it sends, so two deliveries of one document never both send; a transient
 * failure puts it back in the queue with a later nextAttemptAt (retryDelayMs), the last attempt or a permanent
 * failure marks it failed with the provider's answer.
 */

export type DeliveryResult = 'sent' | 'retry' | 'failed' | 'skipped' | 'capped';

const INTERRUPTED =
  'The send was interrupted and may not have gone out. Resend it if the recipient did not receive it.';

/**
 * Claims the notification (queued and due, in a transaction: status sending, attempts + 1), sends it, and records
 * the answer. `now` is the clock (the tests move it ahead, as the scheduler's later runs would be). A notification
 * of a public enquiry is counted against its caps in the claim of its first try; one over a cap is marked capped
 * with the reason and never sent.
 */
export async function deliverNotification(id: string, now: Date = new Date()): Promise<DeliveryResult> {
  const ref = db().collection('notifications').doc(id);
  const claim = await db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) return null;
    const d = readNotification(snap);
    const due = d.nextAttemptAt?.toMillis() ?? 0;
    if (d.status === 'sending' && due <= now.getTime()) {
      // Claimed and never finished (the instance stopped): it may have gone out, so it is not sent again.
      tx.update(ref, {
        status: 'failed',
        providerAnswer: INTERRUPTED,
        nextAttemptAt: null,
        updatedAt: FieldValue.serverTimestamp(),
      });
      return 'interrupted' as const;
    }
    if (d.status !== 'queued' || due > now.getTime()) return null;
    const attempts = d.attempts + 1;
    const { senderHash } = d;
    if (senderHash && attempts === 1) {
      const counters = notificationCounters(
        {
          channel: d.channel,
          audience: d.audience,
          recipientHash: capHash(d.to.toLowerCase()),
          senderHash,
        },
        now,
      );
      const capped = await countAgainst(tx, 'notificationCaps', counters, now);
      if (capped) {
        tx.update(ref, {
          status: 'capped',
          providerAnswer: capped,
          nextAttemptAt: null,
          updatedAt: FieldValue.serverTimestamp(),
        });
        return 'capped' as const;
      }
    }
    tx.update(ref, {
      status: 'sending',
      attempts,
      nextAttemptAt: Timestamp.fromMillis(now.getTime() + NOTIFICATION_CLAIM_MS),
      updatedAt: FieldValue.serverTimestamp(),
    });
    return { data: d, attempts };
  });
  if (claim === null) return 'skipped';
  if (claim === 'interrupted') return 'failed';
  if (claim === 'capped') {
    logger.warn(`Notification ${id} not sent: over a cap`);
    return 'capped';
  }

  const { data: d, attempts } = claim;
  const { template, data: payload } = d;
  try {
    const { answer, reference } =
      d.channel === 'sms'
        ? await smsProvider().send(d.to, renderSms(template, payload))
        : {
            answer: await sendEmail(
              d.to,
              renderEmail(template, payload),
              // A visit's e-mail carries its calendar invite (a survey, an installation).
              VISIT_TEMPLATES.includes(template) ? visitInvite(payload) : [],
            ),
            reference: '',
          };
    await ref.update({
      status: 'sent',
      providerAnswer: answer,
      providerReference: reference,
      sentAt: FieldValue.serverTimestamp(),
      nextAttemptAt: null,
      updatedAt: FieldValue.serverTimestamp(),
    });
    return 'sent';
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const retry = error instanceof SendError && error.transient && attempts < MAX_NOTIFICATION_ATTEMPTS;
    logger.warn(`Notification ${id} attempt ${attempts} failed${retry ? ', will retry' : ''}: ${message}`);
    await ref.update({
      status: retry ? 'queued' : 'failed',
      providerAnswer: message.slice(0, 500),
      nextAttemptAt: retry ? Timestamp.fromMillis(now.getTime() + retryDelayMs(attempts)) : null,
      updatedAt: FieldValue.serverTimestamp(),
    });
    return retry ? 'retry' : 'failed';
  }
}

/** The scheduled sweep: every notification due by `now` (queued, or a claim that ran out) is delivered. */
export async function deliverDueNotifications(
  now: Date = new Date(),
  limit = 100,
): Promise<Record<string, DeliveryResult>> {
  const due = await db()
    .collection('notifications')
    .where('nextAttemptAt', '<=', Timestamp.fromDate(now))
    .orderBy('nextAttemptAt')
    .limit(limit)
    .get();
  const results: Record<string, DeliveryResult> = {};
  for (const doc of due.docs) results[doc.id] = await deliverNotification(doc.id, now);
  return results;
}

/** Staff resend a failed notification: queued again from its first attempt, and delivered now. */
export async function requeueFailedNotification(ref: DocumentReference): Promise<boolean> {
  return db().runTransaction(async (tx) => {
    if (readNotification(await tx.get(ref)).status !== 'failed') return false;
    tx.update(ref, {
      status: 'queued',
      attempts: 0,
      nextAttemptAt: Timestamp.now(),
      updatedAt: FieldValue.serverTimestamp(),
    });
    return true;
  });
}
