import { Badge } from '@/components/ui/badge';
import { EmptyState, ErrorState, Panel } from '@/components/ui/panel';
import { CustomerContact } from '@/features/admin/orders/components/customer-contact';
import { DELIVERY_SLOT_LABELS } from '@domain/order/order-status';
import { VISIT_WORDS } from '@domain/projects/messages';
import type { Visit } from '@domain/projects/visits';
import { formatDay, shopDay } from '@domain/shared/date-time';
import { nextDays } from '@domain/shop/settings';
import { useMyVisits } from '../api/visits';

/** "Today, morning", "Tomorrow, afternoon", else the day's date. */
function whenOf(visit: Visit, today: string, tomorrow: string): string {
  const day =
    visit.day === today ? VISIT_WORDS.today : visit.day === tomorrow ? VISIT_WORDS.tomorrow : formatDay(visit.day);
  return `${day}, ${DELIVERY_SLOT_LABELS[visit.slot].toLowerCase()}`;
}

/**
 * A technician's day on their phone (docs/staff-roles.md, "Visits"): today's and the next visits assigned to them,
 * in order, each with the customer to call or WhatsApp, the site and what to bring. No price, no payment: a visit
 * holds none.
 */
export function MyVisits({ uid }: { uid: string }) {
  const today = shopDay(new Date());
  const tomorrow = nextDays(today, 2)[1] ?? today;
  const visits = useMyVisits(uid, today);
  return (
    <Panel title={VISIT_WORDS.title}>
      {visits.isPending ? (
        <EmptyState role="status">{VISIT_WORDS.loading}</EmptyState>
      ) : visits.isError ? (
        <ErrorState onRetry={visits.refetch}>{visits.error.message}</ErrorState>
      ) : visits.data.length === 0 ? (
        <p className="text-sm text-slate-700">{VISIT_WORDS.none}</p>
      ) : (
        <ol className="grid gap-4" aria-label={VISIT_WORDS.title}>
          {visits.data.map((visit) => (
            <li key={visit.id} className="grid gap-2 rounded-lg border border-slate-200 p-3" data-testid="my-visit">
              <div className="flex flex-wrap items-center gap-2">
                <h3 className="text-base font-semibold text-slate-900">
                  {whenOf(visit, today, tomorrow)}: {VISIT_WORDS.kinds[visit.kind]}
                </h3>
                {visit.status !== 'booked' && (
                  <Badge variant={visit.status === 'done' ? 'default' : 'neutral'}>
                    {VISIT_WORDS.statuses[visit.status]}
                  </Badge>
                )}
              </div>
              <p className="text-sm text-slate-700">
                {visit.customer.name} · {visit.projectNumber}
              </p>
              {visit.customer.phone && (
                <CustomerContact
                  about={`${VISIT_WORDS.kinds[visit.kind].toLowerCase()} (${visit.projectNumber})`}
                  phone={visit.customer.phone}
                  name={visit.customer.name}
                />
              )}
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                <dt className="text-slate-600">{VISIT_WORDS.site}</dt>
                <dd className="text-slate-900">{[visit.site.town, visit.site.region].filter(Boolean).join(', ')}</dd>
                <dt className="text-slate-600">GhanaPost GPS</dt>
                <dd className="text-slate-900">{visit.site.gpsAddress || '—'}</dd>
                <dt className="text-slate-600">Landmark</dt>
                <dd className="text-slate-900">{visit.site.landmark || '—'}</dd>
              </dl>
              <div className="text-sm">
                <p className="font-medium text-slate-900">{VISIT_WORDS.bring}</p>
                {visit.bring.length === 0 ? (
                  <p className="text-slate-700">{VISIT_WORDS.nothingToBring}</p>
                ) : (
                  <ul className="list-disc pl-5 text-slate-800">
                    {visit.bring.map((line, i) => (
                      <li key={i}>
                        {line.quantity} × {line.name}
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}
