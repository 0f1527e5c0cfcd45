import { TriangleAlert, WifiOff } from 'lucide-react';
import { shopWhatsappLink, telLink, type ContactSettings } from '@domain/shop/settings';
import type { CheckoutFailure } from '../checkout-failure';
import { CHECKOUT_MESSAGES } from '@domain/order/messages';
import { PriceChangeNotice } from '@/components/payment/price-change-notice';
import { formatGhs } from '@/lib/money';
import { formatPesewas } from '@domain/shared/money';
import { PLAN_CHECKOUT_MESSAGES } from '@domain/plans/messages';
import type { PlanSchedule } from '@domain/plans/plan-schedule';
import { PlanScheduleTable } from '@/components/payment/plan-disclosure';

function ContactShop({ contact }: { contact: ContactSettings }) {
  const whatsapp = shopWhatsappLink(contact);
  // Nothing to offer while the shop has set neither a phone nor WhatsApp.
  if (contact.phones.length === 0 && !whatsapp) return null;
  return (
    <p className="mt-2 flex flex-wrap gap-x-3 gap-y-1">
      <span>{CHECKOUT_MESSAGES.callOrWhatsApp}</span>
      {contact.phones.map((phone) => (
        <a key={phone} href={telLink(phone)} className="font-medium underline">
          {phone}
        </a>
      ))}
      {whatsapp && (
        <a href={whatsapp} target="_blank" rel="noopener noreferrer" className="font-medium underline">
          WhatsApp
        </a>
      )}
    </p>
  );
}

/** Why the order was not placed, what was corrected, and what to do now; "Still waiting" while there is no answer. */
export function CheckoutFailureNotice({
  failure,
  slow,
  contact,
}: {
  failure: CheckoutFailure | null;
  slow: boolean;
  contact: ContactSettings;
}) {
  return (
    <>
      {failure?.priceChange ? (
        <PriceChangeNotice
          message={failure.message}
          differences={failure.priceChange.differences}
          newTotal={CHECKOUT_MESSAGES.newTotal(formatGhs(failure.priceChange.newTotal))}
        />
      ) : failure?.planChange ? (
        <PlanChangeNotice message={failure.message} schedule={failure.planChange} />
      ) : (
        failure && <FailureAlert failure={failure} contact={contact} />
      )}
      {slow && (
        <p role="status" className="text-sm text-slate-700">
          {CHECKOUT_MESSAGES.stillWaiting}
        </p>
      )}
    </>
  );
}

function FailureAlert({ failure, contact }: { failure: CheckoutFailure; contact: ContactSettings }) {
  const Icon = failure.offline ? WifiOff : TriangleAlert;
  return (
    <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
      <p className="flex gap-2 font-medium">
        <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {failure.message}
      </p>
      {failure.changes.length > 0 && (
        <>
          <p className="mt-2">{CHECKOUT_MESSAGES.cartCorrected}</p>
          <ul className="mt-1 list-disc pl-6">
            {failure.changes.map((change) => (
              <li key={change}>{change}</li>
            ))}
          </ul>
        </>
      )}
      {failure.retrySafe && <p className="mt-2">{CHECKOUT_MESSAGES.retrySafe}</p>}
      {failure.contactShop && <ContactShop contact={contact} />}
    </div>
  );
}

/** The plan's schedule changed since it was shown: the new figures, to confirm with Place order. */
function PlanChangeNotice({ message, schedule }: { message: string; schedule: PlanSchedule }) {
  return (
    <div role="alert" className="grid gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <p className="flex gap-2 font-medium">
        <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {message}
      </p>
      <p>
        {PLAN_CHECKOUT_MESSAGES.scheduleChanged} {schedule.name}, {PLAN_CHECKOUT_MESSAGES.total.toLowerCase()}{' '}
        {formatPesewas(schedule.total)}.
      </p>
      <PlanScheduleTable schedule={schedule} caption={`${schedule.name}: the new schedule`} />
    </div>
  );
}
