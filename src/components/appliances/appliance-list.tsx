import { RemoveButton } from '@/components/ui/button';
import { formatNumber, LIMITS, type Appliance } from '@domain/sizing/sizing';
import { NumberField } from './number-field';

/** One line of an appliance list being edited: a stable id for React, and the appliance. */
export interface ApplianceRow {
  id: number;
  appliance: Appliance;
}

interface ApplianceListProps {
  rows: ApplianceRow[];
  onChange: (id: number, changes: Partial<Appliance>) => void;
  onRemove: (id: number) => void;
  /** What the list is called for screen readers ("Your appliances" in the calculator) */
  label?: string;
}

/** The user's appliances, each with editable watts, quantity and hours a day. */
export function ApplianceList({ rows, onChange, onRemove, label = 'Your appliances' }: ApplianceListProps) {
  if (rows.length === 0) return null;
  return (
    <ul className="flex flex-col gap-3" aria-label={label}>
      {rows.map(({ id, appliance: a }) => (
        <li key={id} className="rounded-lg border border-slate-200 bg-white p-3 shadow-sm">
          <div className="flex items-start justify-between gap-2">
            <div className="min-w-0">
              <p className="font-semibold break-words text-slate-900">{a.name}</p>
              {(a.motor || a.dutyCycle < 1) && (
                <p className="text-xs text-slate-600">
                  {a.motor && 'Has a motor: counts for the start-up surge.'}
                  {a.dutyCycle < 1 && ` Its motor runs about ${formatNumber(a.dutyCycle * 100)}% of the time.`}
                </p>
              )}
            </div>
            <RemoveButton label={`Remove ${a.name}`} onClick={() => onRemove(id)} />
          </div>
          <div className="mt-2 grid grid-cols-3 gap-2">
            <NumberField
              label={
                <>
                  <span className="sr-only">{a.name}: </span>Watts
                </>
              }
              value={a.watts}
              max={LIMITS.watts.max}
              unit="W"
              onChange={(watts) => onChange(id, { watts })}
            />
            <NumberField
              label={
                <>
                  <span className="sr-only">{a.name}: </span>How many
                </>
              }
              value={a.quantity}
              max={LIMITS.quantity.max}
              integer
              onChange={(quantity) => onChange(id, { quantity })}
            />
            <NumberField
              label={
                <>
                  <span className="sr-only">{a.name}: </span>Hours a day
                </>
              }
              value={a.hoursPerDay}
              max={LIMITS.hoursPerDay.max}
              unit="h"
              onChange={(hoursPerDay) => onChange(id, { hoursPerDay })}
            />
          </div>
          <label className="mt-2 flex items-center gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              checked={a.atOnce}
              onChange={(e) => onChange(id, { atOnce: e.target.checked })}
              className="size-4 accent-brand-700"
            />
            <span>
              <span className="sr-only">{a.name}: </span>Can be on at the same time as the rest
            </span>
          </label>
        </li>
      ))}
    </ul>
  );
}
