import { Link2, MessageCircle, Send } from 'lucide-react';
import { Button, buttonVariants } from '@/components/ui/button';
import { SHOP_NAME } from '@domain/shop/brand';
import { SIZING_MESSAGES } from '@domain/sizing/messages';
import { shopWhatsappLink, whatsappLink } from '@domain/shop/settings';
import { notify } from '@/lib/toast';

interface ShareLinksProps {
  shareUrl: string;
  summary: string;
  shopWhatsapp: string;
}

/** Share the sizing with family or an electrician, or send it to the shop, on WhatsApp; or copy the link. */
export function ShareLinks({ shareUrl, summary, shopWhatsapp }: ShareLinksProps) {
  const shopLink = shopWhatsappLink({ whatsapp: shopWhatsapp }, summary);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(shareUrl);
      notify.success(SIZING_MESSAGES.linkCopied);
    } catch {
      notify.error(SIZING_MESSAGES.linkCopyFailed);
    }
  };
  return (
    <div className="flex flex-wrap gap-2">
      <a
        href={whatsappLink('', `My solar sizing from ${SHOP_NAME}: ${shareUrl}`)}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonVariants({ variant: 'outline' })}
      >
        <MessageCircle aria-hidden="true" />
        Share on WhatsApp
      </a>
      {shopLink && (
        <a href={shopLink} target="_blank" rel="noopener noreferrer" className={buttonVariants({ variant: 'outline' })}>
          <Send aria-hidden="true" />
          Send to {SHOP_NAME}
        </a>
      )}
      <Button variant="outline" onClick={() => void copy()}>
        <Link2 aria-hidden="true" />
        Copy link
      </Button>
    </div>
  );
}
