import { useMutation } from '@tanstack/react-query';
import { collection, doc, serverTimestamp, setDoc } from 'firebase/firestore/lite';
import { NEW_ENQUIRY_STATUS, type QuoteRequest } from '../../../domain/enquiries';
import { currentUserId, getDb } from '../../../lib/firebase/app';

/**
 * Writes a quote request (DESIGN.md section 2: `quotes`) with exactly the keys firestore.rules allow.
 * Nothing in the storefront lists quotes, so there is no query to invalidate; the admin inbox reads them.
 */
export async function requestQuote(quote: QuoteRequest): Promise<string> {
  const uid = currentUserId();
  const ref = doc(collection(getDb(), 'quotes'));
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

export function useRequestQuote() {
  return useMutation({ mutationFn: requestQuote });
}
