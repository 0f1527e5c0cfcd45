import { formatDateTime } from '@domain/shared/date-time';

export interface TimelineEntry {
  /** What happened, in the staff's words (a stage or a status) */
  title: string;
  at: Date;
  /** uid of who did it ('paystack', 'system' for no person) */
  by: string;
  byName?: string;
  note: string;
}

/**
 * A record's timeline for staff (a project's, a plan's): each entry with its time, who did it (a staff member by
 * the name kept with it, or the customer) and its note, oldest first.
 */
export function TimelineList({ entries, customerId }: { entries: TimelineEntry[]; customerId: string }) {
  return (
    <ol className="grid gap-3 border-l-2 border-brand-100 pl-4 text-sm" aria-label="Timeline">
      {entries.map((entry, i) => (
        <li key={i}>
          <div className="font-medium text-slate-900">{entry.title}</div>
          <div className="text-slate-600">
            {formatDateTime(entry.at)}
            {entry.byName ? ` · by ${entry.byName}` : entry.by === customerId ? ' · by the customer' : ''}
          </div>
          {entry.note && <div className="text-slate-800">{entry.note}</div>}
        </li>
      ))}
    </ol>
  );
}
