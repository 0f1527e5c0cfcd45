import { MessageCircle, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Panel } from '@/components/ui/panel';
import { SHOP_NAME } from '@domain/shop/brand';
import { formatGhanaPhone } from '@domain/shared/phone';
import { telLink, whatsappLink } from '@domain/shop/settings';

/**
 * Call or WhatsApp the customer: their phone, through the one phone-link module. `about` is
 * what the WhatsApp greeting is about ("order SS-2611-48213", "project SP-2611-48213").
 */
export function CustomerContact({ about, phone, name }: { about: string; phone: string; name: string }) {
  const greeting = `Hello ${name}, this is ${SHOP_NAME} about your ${about}.`;
  const look =
    'inline-flex min-h-10 items-center gap-2 rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-900 hover:bg-slate-50';
  return (
    <div className="flex flex-wrap gap-2" aria-label="Contact the customer" role="group">
      <a href={telLink(phone)} className={look}>
        <Phone className="size-4" aria-hidden="true" /> Call {formatGhanaPhone(phone)}
      </a>
      <a href={whatsappLink(phone, greeting)} target="_blank" rel="noopener noreferrer" className={look}>
        <MessageCircle className="size-4 text-brand-700" aria-hidden="true" /> WhatsApp the customer
      </a>
    </div>
  );
}

/** The customer of a project or a plan for staff: name, phone and e-mail, then Call and WhatsApp (and `children`). */
export function CustomerPanel({
  customer,
  about,
  children,
}: {
  customer: { name: string; phone: string; email: string };
  about: string;
  children?: ReactNode;
}) {
  return (
    <Panel title="Customer">
      <dl className="mb-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-600">Name</dt>
        <dd className="text-slate-900">{customer.name || '—'}</dd>
        <dt className="text-slate-600">Phone</dt>
        <dd className="text-slate-900">{customer.phone ? formatGhanaPhone(customer.phone) : '—'}</dd>
        <dt className="text-slate-600">Email</dt>
        <dd className="break-all text-slate-900">{customer.email || '—'}</dd>
      </dl>
      {customer.phone && <CustomerContact about={about} phone={customer.phone} name={customer.name} />}
      {children}
    </Panel>
  );
}
