import { collection, doc, serverTimestamp, setDoc } from 'firebase/firestore/lite';
import { NEW_ENQUIRY_STATUS, type EnquiryOutcome } from '../../domain/enquiries';
import { enqueue, registerOutboxSender } from '../pwa/outbox';
import { getDb } from './app';
import { currentUserId } from './auth';
import { serviceWrite } from './service';

export interface EnquiryWriter<T> {
  /** Writes the enquiry now (under `id` when the outbox chose it); resolves with its id. */
  send: (enquiry: T, id?: string) => Promise<string>;
  /** Sends now when online; offline, keeps it in the outbox (lib/pwa/outbox.ts) under the id chosen here. */
  sendOrQueue: (enquiry: T) => Promise<EnquiryOutcome>;
}

/**
 * The one writer of what a visitor sends the shop (DESIGN.md section 2: `messages`, `quotes`): a new document of
 * `collectionName` with the enquiry's own fields (exactly the keys firestore.rules allow), status "new", the
 * server's time and, when someone is signed in, their uid. Offline, the enquiry waits in the outbox under the id
 * chosen when Send was pressed, and `outboxKind` is how the outbox sends it later. Nothing in the storefront
 * lists enquiries, so there is no query to invalidate; the admin inbox reads them.
 */
export function enquiryWriter<T>(options: {
  collectionName: string;
  outboxKind: string;
  /** The message when it cannot be sent (the form's own words). */
  failed: string;
  fields: (enquiry: T) => Record<string, unknown>;
}): EnquiryWriter<T> {
  const { collectionName, outboxKind, failed, fields } = options;
  const send = (enquiry: T, id?: string): Promise<string> =>
    serviceWrite(failed, async () => {
      const uid = currentUserId();
      const ref = id ? doc(getDb(), collectionName, id) : doc(collection(getDb(), collectionName));
      await setDoc(ref, {
        ...fields(enquiry),
        status: NEW_ENQUIRY_STATUS,
        createdAt: serverTimestamp(),
        ...(uid ? { userId: uid } : {}),
      });
      return ref.id;
    });

  // The outbox keeps what the form gave, as JSON: it is this writer's own enquiry.
  registerOutboxSender(outboxKind, (id, payload) => send(payload as T, id));

  const sendOrQueue = async (enquiry: T): Promise<EnquiryOutcome> => {
    if (!navigator.onLine) {
      const id = doc(collection(getDb(), collectionName)).id;
      enqueue(outboxKind, id, enquiry);
      return { kind: 'queued', id };
    }
    return { kind: 'sent', id: await send(enquiry) };
  };
  return { send, sendOrQueue };
}
