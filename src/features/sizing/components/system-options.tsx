import { memo } from 'react';
import { RadioGroup, radioOptions } from '@/components/ui/radio-group';
import {
  BATTERY_CHEMISTRIES,
  DEFAULT_PEAK_SUN_HOURS,
  LIMITS,
  SYSTEM_VOLTAGES,
  type SizingGoal,
  type SizingInput,
} from '@domain/sizing/sizing';
import { CHEMISTRY_LABELS, GOAL_LABELS } from '@domain/sizing/messages';
import { NumberField } from '@/components/appliances/number-field';

type Options = Omit<SizingInput, 'appliances'>;

/** The options chosen among tiles. */
type TileOption = 'goal' | 'chemistry' | 'systemVoltage';

const GOALS: readonly SizingGoal[] = ['backup', 'off-grid'];

interface SystemOptionsProps {
  options: Options;
  onChange: (changes: Partial<Options>) => void;
}

/** The same options, value for value (the page makes a new object of them whenever an appliance changes). */
const sameOptions = (a: SystemOptionsProps, b: SystemOptionsProps): boolean =>
  a.onChange === b.onChange &&
  (Object.keys(a.options) as (keyof Options)[]).every((key) => a.options[key] === b.options[key]) &&
  Object.keys(a.options).length === Object.keys(b.options).length;

/**
 * The goal, how long the battery must last, its chemistry, the system voltage and the sunshine. Renders again only
 * when an option changes: adding an appliance leaves it as it is.
 */
export const SystemOptions = memo(function SystemOptions({ options, onChange }: SystemOptionsProps) {
  /** What ties a group of tiles to its option: the radios are named after it, show its value and change it. */
  const tilesOf = <K extends TileOption>(option: K) => ({
    name: option,
    look: 'tile' as const,
    value: options[option],
    onChange: (value: Options[K]) => onChange({ [option]: value } as Pick<Options, K>),
  });

  return (
    <div className="flex flex-col gap-5">
      <RadioGroup legend="What do you want?" options={radioOptions(GOALS, GOAL_LABELS)} {...tilesOf('goal')} />
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
        options={radioOptions(BATTERY_CHEMISTRIES, CHEMISTRY_LABELS)}
        hint="Lithium costs more but can be emptied further and lasts many more years."
        {...tilesOf('chemistry')}
      />
      <RadioGroup
        legend="System voltage"
        options={radioOptions(SYSTEM_VOLTAGES, (v) => `${v} V`)}
        hint="12 V for small kits, 24 V for a flat or shop, 48 V for a house or anything above 3 kVA."
        {...tilesOf('systemVoltage')}
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
}, sameOptions);
