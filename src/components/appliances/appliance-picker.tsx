import { Plus } from 'lucide-react';
import { memo, useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/input';
import { APPLIANCE_PRESETS, LIMITS } from '@domain/sizing/sizing';
import { NumberField } from './number-field';

interface AppliancePickerProps {
  onAddPreset: (key: string) => void;
  onAddCustom: (name: string, watts: number, motor: boolean) => void;
  disabled?: boolean;
}

/**
 * Common appliances one tap away (tap again for one more), and a form for anything else. Memoised: a tap adds a
 * row below it, and its twenty-odd buttons need not render again for that (its callbacks never change).
 */
export const AppliancePicker = memo(function AppliancePicker({
  onAddPreset,
  onAddCustom,
  disabled = false,
}: AppliancePickerProps) {
  const nameId = useId();
  const [name, setName] = useState('');
  const [watts, setWatts] = useState(100);
  const [motor, setMotor] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') return setError('Give the appliance a name.');
    if (!(watts > 0)) return setError('Enter its watts (on its label or in its manual).');
    onAddCustom(name.trim(), watts, motor);
    setName('');
    setMotor(false);
    setError(null);
  };

  return (
    <div className="flex flex-col gap-4">
      <div>
        <p className="text-sm text-slate-700" id={`${nameId}-presets`}>
          Tap what you want to keep running. Tap again to add one more.
        </p>
        <ul className="mt-2 flex flex-wrap gap-2" aria-labelledby={`${nameId}-presets`}>
          {APPLIANCE_PRESETS.map((preset) => (
            <li key={preset.key}>
              <Button
                variant="outline"
                size="sm"
                disabled={disabled}
                onClick={() => onAddPreset(preset.key)}
                aria-label={`Add ${preset.name}`}
                className="rounded-full"
              >
                <Plus aria-hidden="true" />
                {preset.name}
              </Button>
            </li>
          ))}
        </ul>
      </div>
      <details className="rounded-lg border border-slate-200 bg-slate-50 p-3">
        <summary className="cursor-pointer text-sm font-semibold text-brand-900">Add something else</summary>
        <form onSubmit={submit} className="mt-3 grid gap-3 sm:grid-cols-[1fr_8rem_auto] sm:items-end" noValidate>
          <Field id={nameId} label="Appliance name" compact className="flex flex-col gap-1">
            <Input id={nameId} value={name} maxLength={LIMITS.nameLength} onChange={(e) => setName(e.target.value)} />
          </Field>
          <NumberField label="Watts" value={watts} max={LIMITS.watts.max} unit="W" onChange={setWatts} />
          <Button type="submit" disabled={disabled}>
            <Plus aria-hidden="true" />
            Add
          </Button>
          <label className="flex items-center gap-2 text-sm text-slate-700 sm:col-span-3">
            <input
              type="checkbox"
              checked={motor}
              onChange={(e) => setMotor(e.target.checked)}
              className="size-4 accent-brand-700"
            />
            It has a motor or compressor (pump, mill, fridge, air conditioner)
          </label>
          {error && (
            <p role="alert" className="text-sm text-red-700 sm:col-span-3">
              {error}
            </p>
          )}
        </form>
      </details>
    </div>
  );
});
