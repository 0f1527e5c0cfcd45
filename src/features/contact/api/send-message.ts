import { useMutation } from '@tanstack/react-query';
import { collection, doc, serverTimestamp, setDoc } from 'firebase/firestore/lite';
import { NEW_ENQUIRY_STATUS, type EnquiryOutcome, type ContactMessage } from '../../../domain/enquiries';
import { currentUserId, getDb } from '../../../lib/firebase/app';
import { enqueue, registerOutboxSender } from '../../../lib/pwa/outbox';

/**
 * Writes a contact message (DESIGN.md section 2: `messages`) with exactly the keys firestore.rules allow.
 * Nothing in the storefront lists messages, so there is no query to invalidate; the admin inbox reads them.
 */
export async function sendMessage(message: ContactMessage, id?: string): Promise<string> {
  const uid = currentUserId();
  const ref = id ? doc(getDb(), 'messages', id) : doc(collection(getDb(), 'messages'));
  await setDoc(ref, {
    name: message.name,
    email: message.email,
    phone: message.phone,
    subject: message.subject,
    message: message.message,
    status: NEW_ENQUIRY_STATUS,
    createdAt: serverTimestamp(),
    ...(uid ? { userId: uid } : {}),
  });
  return ref.id;
}

registerOutboxSender('message', (id, payload) => sendMessage(payload as ContactMessage, id));

/** Sends now when online; offline, keeps it in the outbox (lib/pwa/outbox.ts) under the id chosen here. */
export async function sendMessageOrQueue(message: ContactMessage): Promise<EnquiryOutcome> {
  if (!navigator.onLine) {
    const id = doc(collection(getDb(), 'messages')).id;
    enqueue('message', id, message);
    return { kind: 'queued', id };
  }
  return { kind: 'sent', id: await sendMessage(message) };
}

export function useSendMessage() {
  // 'always': offline it is not paused but kept in the outbox at once, and the shopper is told so.
  return useMutation({ mutationFn: sendMessageOrQueue, networkMode: 'always' });
}
