import { formatDateTime } from '@domain/shared/date-time';
import { ORDER_STATUS_LABELS, PAYMENT_STATUS_LABELS, type Order, type StaffNote } from '@domain/order/order';

/**
 * The order's timeline with each staff note marked: a note in the order's timeline is "Visible to the
 * customer"; an internal one (orders/{id}/staffNotes, at its entry's time) is "Staff only". Each entry says who
 * did it (`who`: a staff member by the name recorded with it).
 */
export function Timeline({
  order,
  notes,
  who,
}: {
  order: Order;
  notes: StaffNote<Date>[];
  who: (entry: { by: string; byName?: string }) => string;
}) {
  const internal = new Map<number, StaffNote<Date>[]>();
  for (const n of notes) internal.set(n.at.getTime(), [...(internal.get(n.at.getTime()) ?? []), n]);
  // An internal note goes with the entry of its time (the last one of that time: a payment recorded with it).
  const lastOfTime = new Map<number, number>();
  order.statusHistory.forEach((entry, i) => lastOfTime.set(entry.at.getTime(), i));
  const byStaff = (uid: string) => uid !== order.userId && uid !== 'paystack' && uid !== 'system';
  return (
    <ol className="grid gap-3 border-l-2 border-brand-100 pl-4 text-sm" aria-label="Timeline">
      {order.statusHistory.map((entry, i) => {
        const own = lastOfTime.get(entry.at.getTime()) === i ? (internal.get(entry.at.getTime()) ?? []) : [];
        return (
          <li key={i}>
            <div className="font-medium text-slate-900">
              {entry.paymentStatus
                ? `Payment: ${PAYMENT_STATUS_LABELS[entry.paymentStatus]}`
                : ORDER_STATUS_LABELS[entry.status]}
            </div>
            <div className="text-xs text-slate-600">
              {formatDateTime(entry.at)} · {who(entry)}
            </div>
            {entry.note && (
              <p className="text-slate-800">
                {entry.note}{' '}
                {byStaff(entry.by) && (
                  <span className="ml-1 inline-block rounded bg-sky-100 px-1.5 text-xs whitespace-nowrap text-sky-900">
                    Visible to the customer
                  </span>
                )}
              </p>
            )}
            {own.map((n) => (
              <p key={n.id} className="text-slate-800">
                {n.note} <span className="ml-1 rounded bg-amber-100 px-1.5 text-xs text-amber-900">Staff only</span>
                {n.byName && <span className="ml-1 text-xs text-slate-600">· {n.byName}</span>}
              </p>
            ))}
          </li>
        );
      })}
    </ol>
  );
}
