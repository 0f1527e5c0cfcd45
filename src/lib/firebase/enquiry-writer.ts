import { collection, doc, serverTimestamp, setDoc } from 'firebase/firestore/lite';
import { DEVICE_ID_PATTERN } from '@domain/enquiries/abuse-limits';
import { NEW_ENQUIRY_STATUS, type EnquiryOutcome } from '@domain/enquiries/enquiries';
import { CONTACT_MESSAGES, QUOTE_MESSAGES } from '@domain/enquiries/messages';
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

/** The kinds of enquiry: where each is kept, and the form's own words when it cannot be sent. */
const ENQUIRIES = {
  message: { collectionName: 'messages', failed: CONTACT_MESSAGES.failedText },
  quote: { collectionName: 'quotes', failed: QUOTE_MESSAGES.failedText },
} as const;

const DEVICE_ID_KEY = 'savanna-device-id';

/**
 * This browser's own id for its enquiries, kept in localStorage: the enquiry limits count a visitor who is not
 * signed in by it (docs/abuse-limits.md). A visitor can clear it, which the per-address limits and the daily
 * budgets allow for; without storage there is none, and the enquiry is counted by its address.
 */
function deviceId(): string | undefined {
  try {
    const kept = localStorage.getItem(DEVICE_ID_KEY);
    if (kept && DEVICE_ID_PATTERN.test(kept)) return kept;
    const id = crypto.randomUUID();
    localStorage.setItem(DEVICE_ID_KEY, id);
    return id;
  } catch {
    return undefined;
  }
}

/**
 * The one writer of what a visitor sends the shop (DESIGN.md section 2: `messages`, `quotes`): a new document
 * with the enquiry's own `fields` (exactly the keys firestore.rules allow), status "new", the server's time,
 * the browser's device id and, when someone is signed in, their uid. Offline, the enquiry waits in the outbox (under its kind) with the id
 * chosen when Send was pressed. Nothing in the storefront lists enquiries, so there is no query to invalidate;
 * the admin inbox reads them.
 */
export function enquiryWriter<T>(
  kind: keyof typeof ENQUIRIES,
  fields: (enquiry: T) => Record<string, unknown>,
): EnquiryWriter<T> {
  const { collectionName, failed } = ENQUIRIES[kind];
  const send = (enquiry: T, id?: string): Promise<string> =>
    serviceWrite(failed, async () => {
      const uid = currentUserId();
      const device = deviceId();
      const ref = id ? doc(getDb(), collectionName, id) : doc(collection(getDb(), collectionName));
      await setDoc(ref, {
        ...fields(enquiry),
        status: NEW_ENQUIRY_STATUS,
        createdAt: serverTimestamp(),
        ...(uid ? { userId: uid } : {}),
        ...(device ? { deviceId: device } : {}),
      });
      return ref.id;
    });

  // The outbox keeps what the form gave, as JSON: it is this writer's own enquiry.
  registerOutboxSender(kind, (id, payload) => send(payload as T, id));

  const sendOrQueue = async (enquiry: T): Promise<EnquiryOutcome> => {
    if (!navigator.onLine) {
      const id = doc(collection(getDb(), collectionName)).id;
      enqueue(kind, id, enquiry);
      return { kind: 'queued', id };
    }
    return { kind: 'sent', id: await send(enquiry) };
  };
  return { send, sendOrQueue };
}
