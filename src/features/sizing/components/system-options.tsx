import { RadioGroup } from '@/components/ui/radio-group';
import {
  BATTERY_CHEMISTRIES,
  CHEMISTRY_LABELS,
  DEFAULT_PEAK_SUN_HOURS,
  GOAL_LABELS,
  LIMITS,
  SYSTEM_VOLTAGES,
  type SizingGoal,
  type SizingInput,
} from '@/domain/sizing';
import { NumberField } from './number-field';

type Options = Omit<SizingInput, 'appliances'>;

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
      <RadioGroup<SizingGoal>
        legend="What do you want?"
        name="goal"
        value={options.goal}
        look="tile"
        options={(['backup', 'off-grid'] as const).map((g) => ({ value: g, label: GOAL_LABELS[g] }))}
        onChange={(goal) => onChange({ goal })}
      />
      <NumberField
        className="max-w-48"
        {...(options.goal === 'backup'
          ? {
              label: 'Hours of backup (how long outages last)',
              value: options.backupHours,
              max: LIMITS.backupHours.max,
              unit: 'h',
              onChange: (backupHours: number) => onChange({ backupHours }),
            }
          : {
              label: 'Days of autonomy (days with no sun)',
              value: options.autonomyDays,
              max: LIMITS.autonomyDays.max,
              unit: 'days',
              onChange: (autonomyDays: number) => onChange({ autonomyDays }),
            })}
      />
      <RadioGroup
        legend="Battery type"
        name="chemistry"
        value={options.chemistry}
        look="tile"
        options={BATTERY_CHEMISTRIES.map((c) => ({ value: c, label: CHEMISTRY_LABELS[c] }))}
        onChange={(chemistry) => onChange({ chemistry })}
        hint="Lithium costs more but can be emptied further and lasts many more years."
      />
      <RadioGroup
        legend="System voltage"
        name="voltage"
        value={options.systemVoltage}
        look="tile"
        options={SYSTEM_VOLTAGES.map((v) => ({ value: v, label: `${v} V` }))}
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
