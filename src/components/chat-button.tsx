import { MessageCircle } from 'lucide-react';
import { SHOP_NAME } from '@domain/shop/brand';
import { shopWhatsappLink } from '@domain/shop/settings';
import { cn } from '@/lib/cn';

const PLACEMENT = {
  // On a phone the page's content spans the screen, so a button floating over it always covers something (an
  // amount at the right of its row, "GH₵9,172.9…"): it stands in the fixed header instead, in reach on every
  // screen and over nothing.
  header:
    'flex size-10 items-center justify-center rounded-md text-green-800 hover:bg-green-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-800 md:hidden [&_svg]:size-6',
  // From 768 px up it floats at the bottom right, above the comparison bar when that is shown.
  floating:
    'fixed right-4 bottom-dock z-40 hidden size-14 items-center justify-center rounded-full bg-green-700 text-white shadow-lg hover:bg-green-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-800 md:flex [&_svg]:size-7',
} as const;

/**
 * The button that opens a WhatsApp chat with the shop: in the header on a phone, floating from 768 px up (one of the
 * two is shown at any width). None while the shop has no WhatsApp number (no dead link).
 */
export function ChatButton({ whatsapp, placement }: { whatsapp: string; placement: keyof typeof PLACEMENT }) {
  const href = shopWhatsappLink({ whatsapp }, `Hello ${SHOP_NAME}, I have a question.`);
  if (!href) return null;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Chat with us on WhatsApp"
      data-chat={placement}
      className={cn(PLACEMENT[placement])}
    >
      <MessageCircle aria-hidden="true" />
    </a>
  );
}
