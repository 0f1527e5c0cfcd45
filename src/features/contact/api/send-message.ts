import { useMutation } from '@tanstack/react-query';
import { collection, doc, serverTimestamp, setDoc } from 'firebase/firestore/lite';
import { NEW_ENQUIRY_STATUS, type ContactMessage } from '../../../domain/enquiries';
import { currentUserId, getDb } from '../../../lib/firebase/app';

/**
 * Writes a contact message (DESIGN.md section 2: `messages`) with exactly the keys firestore.rules allow.
 * Nothing in the storefront lists messages, so there is no query to invalidate; the admin inbox reads them.
 */
export async function sendMessage(message: ContactMessage): Promise<string> {
  const uid = currentUserId();
  const ref = doc(collection(getDb(), 'messages'));
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

export function useSendMessage() {
  return useMutation({ mutationFn: sendMessage });
}
