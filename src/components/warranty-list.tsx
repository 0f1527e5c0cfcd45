import { formatDate } from '@domain/shared/date-time';
import type { WarrantyEntry } from '@domain/projects/project';
import { warrantyCovers } from '@domain/projects/project-maintenance';

/** An ISO day ("2036-11-25") as the shop writes a date: "25 Nov 2036". */
const dayText = (day: string) => formatDate(new Date(`${day}T12:00:00Z`));

/**
 * The warranty register of an installation (docs/projects.md, "After commissioning"): each unit with its serial,
 * its years and until when it is covered, or since when it is not. For the customer and for staff alike.
 */
export function WarrantyList({ warranties, today }: { warranties: readonly WarrantyEntry[]; today: string }) {
  if (warranties.length === 0) {
    return <p className="text-sm text-slate-700">No unit with a serial number is under warranty.</p>;
  }
  return (
    <ul aria-label="Warranties" className="divide-y divide-slate-200">
      {warranties.map((w) => (
        <li key={`${w.productId}-${w.serial}`} className="flex flex-wrap items-baseline justify-between gap-2 py-2">
          <span className="min-w-0">
            <span className="block font-medium wrap-anywhere text-slate-900">{w.name}</span>
            <span className="block text-sm text-slate-700">
              Serial {w.serial} · {w.years} {w.years === 1 ? 'year' : 'years'}
            </span>
          </span>
          <span className="text-sm font-medium text-slate-900">
            {warrantyCovers(w, today) ? `Covered until ${dayText(w.endsOn)}` : `Ended on ${dayText(w.endsOn)}`}
          </span>
        </li>
      ))}
    </ul>
  );
}
