import { ASSIGN_WORDS } from '@domain/projects/messages';
import { MAX_VISIT_TECHNICIANS } from '@domain/projects/visits';
import { useTechnicians } from '../api/visits';

/**
 * The technicians who make a visit (docs/staff-roles.md, "Visits"): a box for each technician account, by name.
 * Their visit shows on their phone once booked; the customer's invite names them.
 */
export function TechnicianPicker({
  value,
  onChange,
  error,
  errorId,
}: {
  value: readonly string[];
  onChange: (uids: string[]) => void;
  error?: string;
  errorId: string;
}) {
  const technicians = useTechnicians();
  const toggle = (uid: string, on: boolean) =>
    onChange(on ? [...value, uid].slice(0, MAX_VISIT_TECHNICIANS) : value.filter((u) => u !== uid));
  return (
    <fieldset className="grid gap-1" aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-slate-900">{ASSIGN_WORDS.legend}</legend>
      {technicians.isPending ? (
        <p className="text-sm text-slate-600" role="status">
          {ASSIGN_WORDS.loading}
        </p>
      ) : technicians.isError ? (
        <p className="text-sm text-red-700">{technicians.error.message}</p>
      ) : technicians.data.length === 0 ? (
        <p className="text-sm text-slate-700">{ASSIGN_WORDS.none}</p>
      ) : (
        <ul className="flex flex-wrap gap-x-4 gap-y-1">
          {technicians.data.map((t) => (
            <li key={t.uid}>
              <label className="flex min-h-11 items-center gap-2 text-sm text-slate-900">
                <input
                  type="checkbox"
                  className="size-5 accent-brand-700"
                  checked={value.includes(t.uid)}
                  onChange={(e) => toggle(t.uid, e.target.checked)}
                />
                {t.name}
              </label>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
