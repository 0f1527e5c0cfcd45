import { useMutation } from '@tanstack/react-query';
import type { QuoteRequest } from '@domain/enquiries/enquiries';
import { enquiryWriter } from '@/lib/firebase/enquiry-writer';

/** A quote request (DESIGN.md section 2: `quotes`), sent now or, offline, from the outbox later. */
const quotes = enquiryWriter<QuoteRequest>('quote', (quote) => ({
  service: quote.service,
  name: quote.name,
  phone: quote.phone,
  email: quote.email,
  location: quote.location,
  details: quote.details,
  ...(quote.preferredDate ? { preferredDate: quote.preferredDate } : {}),
}));

export const requestQuote = quotes.send;
export const requestQuoteOrQueue = quotes.sendOrQueue;

export function useRequestQuote() {
  // 'always': offline it is not paused but kept in the outbox at once, and the shopper is told so.
  return useMutation({ mutationFn: requestQuoteOrQueue, networkMode: 'always' });
}
