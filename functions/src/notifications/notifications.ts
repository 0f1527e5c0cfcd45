import '../shared/global-options';
import { logger } from 'firebase-functions';
import { onDocumentCreated, onDocumentWritten } from 'firebase-functions/v2/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import type { NotificationStatus } from '@domain/notifications/notifications';
import { NOTIFICATION_MESSAGES } from '@domain/notifications/messages';
import { requireStaff } from '../shared/callable';
import { NOTIFICATION_SECRETS } from './lib/channels';
import { db } from '../shared/firebase';
import { readNotification } from '../shared/stored';
import { queueEnquiryNotifications, queueOrderNotifications } from './lib/outbox';
import { deliverDueNotifications, deliverNotification, requeueFailedNotification } from './lib/outbox-delivery';

/**
 * Notifications, all from Firestore triggers so that no callable changes: an order placed or changed,
 * a contact message or quote request received, queue notifications/{id} documents (notifications/lib/outbox.ts); each new one
 * is delivered at once, and a sweep every 5 minutes retries what failed for a transient reason and finishes
 * what was left (the Functions emulator has no scheduler: the tests call the sweep's plain function, as
 * scripts/expire-unpaid-orders.ts does for the payment sweep).
 */

/** One trigger for an order placed (no before) or changed: one function, so one worker pool in the emulator. */
export const notifyOrderWritten = onDocumentWritten('orders/{orderId}', async (event) => {
  await queueOrderNotifications(event.params.orderId, event.data?.before.data(), event.data?.after.data());
});

export const notifyMessageReceived = onDocumentCreated('messages/{id}', async (event) => {
  await queueEnquiryNotifications('message', event.params.id, event.data?.data());
});

export const notifyQuoteReceived = onDocumentCreated('quotes/{id}', async (event) => {
  await queueEnquiryNotifications('quote', event.params.id, event.data?.data());
});

export const deliverQueuedNotification = onDocumentCreated(
  { document: 'notifications/{id}', secrets: NOTIFICATION_SECRETS },
  async (event) => {
    await deliverNotification(event.params.id);
  },
);

export const retryNotifications = onSchedule(
  { schedule: 'every 5 minutes', timeZone: 'Africa/Accra', secrets: NOTIFICATION_SECRETS },
  async () => {
    const results = await deliverDueNotifications();
    if (Object.keys(results).length > 0) logger.info('Notifications retried', { results });
  },
);

/** resendNotification (staff who follow orders or projects): a failed notification is queued again from its first attempt and sent now. */
export const resendNotification = onCall(
  { secrets: NOTIFICATION_SECRETS },
  async (request): Promise<{ status: NotificationStatus }> => {
    await requireStaff(request, 'resendNotification');
    const id = (request.data as { id?: unknown } | null)?.id;
    if (typeof id !== 'string' || !/^[^/]{1,300}$/.test(id)) {
      throw new HttpsError('invalid-argument', NOTIFICATION_MESSAGES.resendNotFound);
    }
    const ref = db().collection('notifications').doc(id);
    const snap = await ref.get();
    if (!snap.exists) throw new HttpsError('not-found', NOTIFICATION_MESSAGES.resendNotFound);
    if (!(await requeueFailedNotification(ref))) {
      throw new HttpsError('failed-precondition', NOTIFICATION_MESSAGES.resendNotFailed);
    }
    await deliverNotification(id);
    return { status: readNotification(await ref.get()).status };
  },
);
