import { useMutation } from '@tanstack/react-query';
import type { ContactMessage } from '@domain/enquiries/enquiries';
import { enquiryWriter } from '@/lib/firebase/enquiry-writer';

/** A contact message (DESIGN.md section 2: `messages`), sent now or, offline, from the outbox later. */
const messages = enquiryWriter<ContactMessage>('message', (message) => ({
  name: message.name,
  email: message.email,
  phone: message.phone,
  subject: message.subject,
  message: message.message,
}));

export const sendMessage = messages.send;
export const sendMessageOrQueue = messages.sendOrQueue;

export function useSendMessage() {
  // 'always': offline it is not paused but kept in the outbox at once, and the shopper is told so.
  return useMutation({ mutationFn: sendMessageOrQueue, networkMode: 'always' });
}
