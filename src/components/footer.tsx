import { Clock, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { FOOTER_SERVICES, FOOTER_TAGLINE, SHOP_NAME, TAGLINE } from '@domain/shop/brand';
import type { ProjectKind } from '@domain/projects/project';
import { projectRequestPath } from '@domain/projects/project-links';
import { hasContactDetails, type ContactSettings } from '@domain/shop/settings';
import { ContactText, ReachLines } from './contact-lines';
import { useAnchorNavigation } from './header';
import { Logo } from './logo';

const FOOTER_LINKS = [
  { label: 'Installations', to: '/#installations' },
  { label: 'Products', to: '/products' },
  { label: 'Solar calculator', to: '/solar-calculator' },
  { label: 'My orders', to: '/orders' },
  { label: 'Contact', to: '/#contact' },
] as const;

/** The footer's services that start a request (docs/projects.md). */
const FOOTER_SERVICE_REQUESTS: Partial<Record<(typeof FOOTER_SERVICES)[number], ProjectKind>> = {
  'Free energy audit': 'audit',
  'Professional installation': 'installation',
  'Maintenance and support': 'maintenance',
};

export function Footer({ contact }: { contact: ContactSettings }) {
  const onAnchor = useAnchorNavigation();
  return (
    <footer
      // Room at the very end for the chat button and the comparison bar (index.css): nothing stays under them.
      className="mt-16 bg-brand-900 pb-dock text-brand-50"
    >
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <div className="flex items-center gap-2">
            <Logo />
            <span className="text-lg font-bold text-white">{SHOP_NAME}</span>
          </div>
          <p className="mt-1 text-sm text-sun-300">{TAGLINE}</p>
          <p className="mt-3 text-sm">{FOOTER_TAGLINE}</p>
        </div>
        <nav aria-label="Footer">
          <h2 className="font-semibold text-white">Explore</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} onClick={(e) => onAnchor(e, link.to)} className="hover:text-sun-300 hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="font-semibold text-white">Services</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {FOOTER_SERVICES.map((service) => {
              const kind = FOOTER_SERVICE_REQUESTS[service];
              return (
                <li key={service}>
                  {kind ? (
                    <Link to={projectRequestPath(kind)} className="hover:text-sun-300 hover:underline">
                      {service}
                    </Link>
                  ) : (
                    service
                  )}
                </li>
              );
            })}
          </ul>
        </div>
        <address className="not-italic">
          <h2 className="font-semibold text-white">Contact</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <ReachLines tone="footer" contact={contact} />
            <ContactText tone="footer" icon={MapPin} text={contact.address} />
            <ContactText tone="footer" icon={Clock} text={contact.hours} />
            {!hasContactDetails(contact) && (
              <li>
                <Link to="/#contact" onClick={(e) => onAnchor(e, '/#contact')} className="hover:underline">
                  Send us a message
                </Link>
              </li>
            )}
          </ul>
        </address>
      </div>
      <p className="border-t border-brand-800 py-4 text-center text-xs text-brand-100">
        © {new Date().getFullYear()} {SHOP_NAME}. All rights reserved.
      </p>
    </footer>
  );
}
