import { MessageCircle } from 'lucide-react';
import { SHOP_NAME } from '@domain/shop/brand';
import { shopWhatsappLink } from '@domain/shop/settings';

/**
 * Floating button that opens a WhatsApp chat with the shop; above the comparison bar when that is shown. None
 * while the shop has no WhatsApp number (no dead link).
 */
export function ChatButton({ whatsapp }: { whatsapp: string }) {
  const href = shopWhatsappLink({ whatsapp }, `Hello ${SHOP_NAME}, I have a question.`);
  if (!href) return null;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Chat with us on WhatsApp"
      className="fixed right-4 bottom-dock z-40 flex size-14 items-center justify-center rounded-full bg-green-700 text-white shadow-lg hover:bg-green-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-800"
    >
      <MessageCircle className="size-7" aria-hidden="true" />
    </a>
  );
}
