import { Clock, MapPin, Navigation } from 'lucide-react';
import { ContactLine, ReachLines } from '@/components/contact-lines';
import { SHOP_CITY, SHOP_LOCATION, SHOP_NAME } from '@/domain/brand';
import type { ContactSettings } from '@/domain/settings';

/** The shop's address, phones, email and hours as text: what the map shows, readable without it. */
export function ContactDetails({ contact }: { contact: ContactSettings }) {
  const { lat, lng } = SHOP_LOCATION;
  const directions = `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`;
  return (
    <address className="grid gap-2 text-slate-800 not-italic" data-testid="shop-address">
      <ContactLine tone="page" icon={MapPin}>
        <span>
          {SHOP_NAME}, {contact.address}
          {contact.address.includes('Tamale') ? '' : `, ${SHOP_CITY}`}
        </span>
      </ContactLine>
      <ReachLines tone="page" contact={contact} />
      <ContactLine tone="page" icon={Clock}>
        <span>{contact.hours}</span>
      </ContactLine>
      <ContactLine tone="page" icon={Navigation}>
        <a href={directions} target="_blank" rel="noopener noreferrer" className="text-brand-800 underline">
          Open the map for directions
        </a>
      </ContactLine>
    </address>
  );
}
