import { useMutation } from '@tanstack/react-query';
import { collection, doc, serverTimestamp, setDoc } from 'firebase/firestore/lite';
import { NEW_ENQUIRY_STATUS, type EnquiryOutcome, type QuoteRequest } from '../../../domain/enquiries';
import { currentUserId, getDb } from '../../../lib/firebase/app';
import { enqueue, registerOutboxSender } from '../../../lib/pwa/outbox';

/**
 * Writes a quote request (DESIGN.md section 2: `quotes`) with exactly the keys firestore.rules allow.
 * Nothing in the storefront lists quotes, so there is no query to invalidate; the admin inbox reads them.
 */
export async function requestQuote(quote: QuoteRequest, id?: string): Promise<string> {
  const uid = currentUserId();
  const ref = id ? doc(getDb(), 'quotes', id) : doc(collection(getDb(), 'quotes'));
  await setDoc(ref, {
    service: quote.service,
    name: quote.name,
    phone: quote.phone,
    email: quote.email,
    location: quote.location,
    details: quote.details,
    ...(quote.preferredDate ? { preferredDate: quote.preferredDate } : {}),
    status: NEW_ENQUIRY_STATUS,
    createdAt: serverTimestamp(),
    ...(uid ? { userId: uid } : {}),
  });
  return ref.id;
}

registerOutboxSender('quote', (id, payload) => requestQuote(payload as QuoteRequest, id));

/** Sends now when online; offline, keeps it in the outbox (lib/pwa/outbox.ts) under the id chosen here. */
export async function requestQuoteOrQueue(quote: QuoteRequest): Promise<EnquiryOutcome> {
  if (!navigator.onLine) {
    const id = doc(collection(getDb(), 'quotes')).id;
    enqueue('quote', id, quote);
    return { kind: 'queued', id };
  }
  return { kind: 'sent', id: await requestQuote(quote) };
}

export function useRequestQuote() {
  // 'always': offline it is not paused but kept in the outbox at once, and the shopper is told so.
  return useMutation({ mutationFn: requestQuoteOrQueue, networkMode: 'always' });
}
