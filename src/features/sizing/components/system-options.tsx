import type { ReactNode } from 'react';
import {
  BATTERY_CHEMISTRIES,
  CHEMISTRY_LABELS,
  DEFAULT_PEAK_SUN_HOURS,
  GOAL_LABELS,
  LIMITS,
  SYSTEM_VOLTAGES,
  type SizingGoal,
  type SizingInput,
} from '../../../domain/sizing';
import { NumberField } from './number-field';

type Options = Omit<SizingInput, 'appliances'>;

interface ChoiceProps<T extends string | number> {
  legend: string;
  name: string;
  value: T;
  choices: readonly { value: T; label: ReactNode }[];
  onChange: (value: T) => void;
  hint?: string;
}

/** A set of radio buttons that look like tappable tiles. */
function Choice<T extends string | number>({ legend, name, value, choices, onChange, hint }: ChoiceProps<T>) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-semibold text-slate-900">{legend}</legend>
      {hint && <p className="-mt-1 text-xs text-slate-600">{hint}</p>}
      <div className="flex flex-wrap gap-2">
        {choices.map((choice) => (
          <label
            key={choice.value}
            className="flex min-h-10 cursor-pointer items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700"
          >
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={choice.value === value}
              onChange={() => onChange(choice.value)}
              className="size-4 accent-brand-700"
            />
            {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The goal, how long the battery must last, its chemistry, the system voltage and the sunshine. */
export function SystemOptions({
  options,
  onChange,
}: {
  options: Options;
  onChange: (changes: Partial<Options>) => void;
}) {
  return (
    <div className="flex flex-col gap-5">
      <Choice<SizingGoal>
        legend="What do you want?"
        name="goal"
        value={options.goal}
        choices={(['backup', 'off-grid'] as const).map((g) => ({ value: g, label: GOAL_LABELS[g] }))}
        onChange={(goal) => onChange({ goal })}
      />
      {options.goal === 'backup' ? (
        <NumberField
          className="max-w-48"
          label="Hours of backup (how long outages last)"
          value={options.backupHours}
          max={LIMITS.backupHours.max}
          unit="h"
          onChange={(backupHours) => onChange({ backupHours })}
        />
      ) : (
        <NumberField
          className="max-w-48"
          label="Days of autonomy (days with no sun)"
          value={options.autonomyDays}
          max={LIMITS.autonomyDays.max}
          unit="days"
          onChange={(autonomyDays) => onChange({ autonomyDays })}
        />
      )}
      <Choice
        legend="Battery type"
        name="chemistry"
        value={options.chemistry}
        choices={BATTERY_CHEMISTRIES.map((c) => ({ value: c, label: CHEMISTRY_LABELS[c] }))}
        onChange={(chemistry) => onChange({ chemistry })}
        hint="Lithium costs more but can be emptied further and lasts many more years."
      />
      <Choice
        legend="System voltage"
        name="voltage"
        value={options.systemVoltage}
        choices={SYSTEM_VOLTAGES.map((v) => ({ value: v, label: `${v} V` }))}
        onChange={(systemVoltage) => onChange({ systemVoltage })}
        hint="12 V for small kits, 24 V for a flat or shop, 48 V for a house or anything above 3 kVA."
      />
      <NumberField
        className="max-w-48"
        label="Peak sun hours a day"
        value={options.peakSunHours}
        min={LIMITS.peakSunHours.min}
        max={LIMITS.peakSunHours.max}
        unit="h"
        hint={`${DEFAULT_PEAK_SUN_HOURS} for Tamale and the savanna zone.`}
        onChange={(peakSunHours) => onChange({ peakSunHours })}
      />
    </div>
  );
}
