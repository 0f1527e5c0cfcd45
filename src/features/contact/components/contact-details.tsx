import { Clock, MapPin, Navigation } from 'lucide-react';
import { ContactLine, ContactText, ReachLines } from '@/components/contact-lines';
import { SHOP_CITY, SHOP_NAME } from '@domain/shop/brand';
import { directionsLink, type ContactSettings } from '@domain/shop/settings';

/**
 * The shop's address, phones, email and hours as text: what the map shows, readable without it. Only what the
 * shop has set is shown; directions only once its map position is set.
 */
export function ContactDetails({ contact }: { contact: ContactSettings }) {
  return (
    <address className="grid gap-2 text-slate-800 not-italic" data-testid="shop-address">
      {contact.address && (
        <ContactLine tone="page" icon={MapPin}>
          <span>
            {SHOP_NAME}, {contact.address}
            {contact.address.includes('Tamale') ? '' : `, ${SHOP_CITY}`}
          </span>
        </ContactLine>
      )}
      <ReachLines tone="page" contact={contact} />
      <ContactText tone="page" icon={Clock} text={contact.hours} />
      {contact.map && (
        <ContactLine tone="page" icon={Navigation}>
          <a
            href={directionsLink(contact.map)}
            target="_blank"
            rel="noopener noreferrer"
            className="text-brand-800 underline"
          >
            Open the map for directions
          </a>
        </ContactLine>
      )}
    </address>
  );
}
