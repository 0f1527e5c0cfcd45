import { notify } from '@/lib/toast';
import type { CartFeedback } from '../stores/cart-commands';

/** Says what a cart command answered, as a toast (the commands themselves never show anything). */
export function sayCartFeedback(feedback: CartFeedback): void {
  if (!feedback) return;
  const say = feedback.ok ? notify.success : notify.error;
  if (feedback.description === undefined) say(feedback.title);
  else say(feedback.title, feedback.description);
}
