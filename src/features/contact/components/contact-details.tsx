import { Clock, Mail, MapPin, Navigation, Phone } from 'lucide-react';
import { SHOP_CITY, SHOP_LOCATION, SHOP_NAME } from '../../../domain/brand';
import type { ContactSettings } from '../../../domain/settings';

/** The shop's address, phones, email and hours as text: what the map shows, readable without it. */
export function ContactDetails({ contact }: { contact: ContactSettings }) {
  const { lat, lng } = SHOP_LOCATION;
  const directions = `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`;
  return (
    <address className="grid gap-2 text-slate-800 not-italic" data-testid="shop-address">
      <p className="flex gap-2">
        <MapPin className="mt-1 size-4 shrink-0 text-brand-700" aria-hidden="true" />
        <span>
          {SHOP_NAME}, {contact.address}
          {contact.address.includes('Tamale') ? '' : `, ${SHOP_CITY}`}
        </span>
      </p>
      <p className="flex gap-2">
        <Phone className="mt-1 size-4 shrink-0 text-brand-700" aria-hidden="true" />
        <span>
          {contact.phones.map((phone, i) => (
            <span key={phone}>
              {i > 0 && ', '}
              <a href={`tel:${phone.replace(/\s/g, '')}`} className="text-brand-800 underline">
                {phone}
              </a>
            </span>
          ))}
        </span>
      </p>
      <p className="flex gap-2">
        <Mail className="mt-1 size-4 shrink-0 text-brand-700" aria-hidden="true" />
        <a href={`mailto:${contact.email}`} className="text-brand-800 underline">
          {contact.email}
        </a>
      </p>
      <p className="flex gap-2">
        <Clock className="mt-1 size-4 shrink-0 text-brand-700" aria-hidden="true" />
        <span>{contact.hours}</span>
      </p>
      <p className="flex gap-2">
        <Navigation className="mt-1 size-4 shrink-0 text-brand-700" aria-hidden="true" />
        <a href={directions} target="_blank" rel="noopener noreferrer" className="text-brand-800 underline">
          Open the map for directions
        </a>
      </p>
    </address>
  );
}
