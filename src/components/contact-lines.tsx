import { Mail, Phone, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { telLink, type ContactSettings } from '@domain/shop/settings';
import { cn } from '@/lib/cn';

// The shop's contact details, one line each with its icon: in the footer (light on the dark green) and on the
// contact section (brand green on white).
const TONES = {
  footer: { line: 'li', icon: 'mt-0.5 size-4 shrink-0', link: 'hover:underline', phone: 'inline-block py-1' },
  page: { line: 'p', icon: 'mt-1 size-4 shrink-0 text-brand-700', link: 'text-brand-800 underline', phone: '' },
} as const;

export type ContactTone = keyof typeof TONES;

/** One contact detail: its icon, then the words or links. */
export function ContactLine({
  tone,
  icon: Icon,
  children,
}: {
  tone: ContactTone;
  icon: LucideIcon;
  children: ReactNode;
}) {
  const Line = TONES[tone].line;
  return (
    <Line className="flex gap-2">
      <Icon className={TONES[tone].icon} aria-hidden="true" />
      {children}
    </Line>
  );
}

/** A contact detail that is words (the address, the opening hours): left out while the shop has not set it. */
export function ContactText({ tone, icon, text }: { tone: ContactTone; icon: LucideIcon; text: string }) {
  if (!text) return null;
  return (
    <ContactLine tone={tone} icon={icon}>
      <span>{text}</span>
    </ContactLine>
  );
}

/** The shop's phone numbers, each a link that calls it. */
function PhoneLinks({ tone, phones }: { tone: ContactTone; phones: readonly string[] }) {
  const { link, phone: spacing } = TONES[tone];
  return (
    <span>
      {phones.map((phone, i) => (
        <span key={phone}>
          {i > 0 && ', '}
          <a href={telLink(phone)} className={cn(spacing, link)}>
            {phone}
          </a>
        </span>
      ))}
    </span>
  );
}

/** A link that writes to the shop. */
function EmailLink({ tone, email }: { tone: ContactTone; email: string }) {
  return (
    <a href={`mailto:${email}`} className={TONES[tone].link}>
      {email}
    </a>
  );
}

/**
 * How to reach the shop: a line with its phone numbers, then one with its email (footer and contact section
 * alike); a detail the shop has not set is left out.
 */
export function ReachLines({
  tone,
  contact,
}: {
  tone: ContactTone;
  contact: Pick<ContactSettings, 'phones' | 'email'>;
}) {
  return (
    <>
      {contact.phones.length > 0 && (
        <ContactLine tone={tone} icon={Phone}>
          <PhoneLinks tone={tone} phones={contact.phones} />
        </ContactLine>
      )}
      {contact.email && (
        <ContactLine tone={tone} icon={Mail}>
          <EmailLink tone={tone} email={contact.email} />
        </ContactLine>
      )}
    </>
  );
}
