import { Clock } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { RadioGroup, radioOptions } from '@/components/ui/radio-group';
import type { Product } from '@domain/catalog/product';
import { DEFAULT_INVERTER_BANK_AH, estimateRuntime, runtimeKindOf } from '@domain/sizing/runtime';
import { BATTERY_CHEMISTRIES, LIMITS, type BatteryChemistry } from '@domain/sizing/sizing';
import { CHEMISTRY_LABELS } from '@domain/sizing/messages';
import { numSpec } from '@domain/catalog/product-specs';
import { cn } from '@/lib/cn';
import { NumberField } from '@/components/appliances/number-field';

/** Loads people recognise, to start from. */
export const EXAMPLE_LOADS = [
  { label: 'Lights, 2 fans and a TV', watts: 300 },
  { label: 'Add a fridge', watts: 450 },
  { label: 'Computer and Wi-Fi router', watts: 210 },
] as const;

export const DEFAULT_RUNTIME_LOAD_W = 300;

/**
 * "How long will this run my load?" for an inverter, battery or UPS product page: the answer from the
 * product's specs and a load in watts, with the assumptions said plainly. Renders nothing for other products.
 */
export function RuntimeEstimator({ product, className }: { product: Product; className?: string }) {
  const headingId = useId();
  const kind = runtimeKindOf(product);
  const [loadW, setLoadW] = useState<number>(DEFAULT_RUNTIME_LOAD_W);
  const [bankAh, setBankAh] = useState<number>(DEFAULT_INVERTER_BANK_AH);
  const [chemistry, setChemistry] = useState<BatteryChemistry>('lithium');
  if (!kind) return null;

  const estimate = estimateRuntime(product, loadW, { bankAh, chemistry });
  const voltage = numSpec(product, 'systemVoltageV');

  return (
    <section
      aria-labelledby={headingId}
      className={cn('rounded-lg border border-slate-200 bg-white p-4 shadow-sm', className)}
      data-testid="runtime-estimator"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-bold text-brand-900">
        <Clock className="size-5 shrink-0 text-sun-600" aria-hidden="true" />
        How long will this run my load?
      </h2>
      <div className="mt-3 flex flex-col gap-3">
        <NumberField
          className="max-w-56"
          label="Your load in watts"
          value={loadW}
          max={LIMITS.watts.max}
          unit="W"
          hint="Add up the watts on your appliances' labels."
          onChange={setLoadW}
        />
        <ul className="flex flex-wrap gap-2" aria-label="Example loads">
          {EXAMPLE_LOADS.map((example) => (
            <li key={example.label}>
              <button
                type="button"
                onClick={() => setLoadW(example.watts)}
                aria-pressed={loadW === example.watts}
                className="rounded-full border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-700 aria-pressed:border-brand-700 aria-pressed:bg-brand-50"
              >
                {example.label} ({example.watts} W)
              </button>
            </li>
          ))}
        </ul>
        {kind === 'inverter' && (
          <fieldset className="flex flex-col gap-2 rounded-md bg-slate-50 p-3">
            <legend className="text-sm font-semibold text-slate-900">Your battery bank</legend>
            <NumberField
              className="max-w-56"
              label={voltage ? `Capacity at ${voltage} V` : 'Capacity'}
              value={bankAh}
              max={10_000}
              unit="Ah"
              onChange={setBankAh}
            />
            <RadioGroup
              name={`${headingId}-chemistry`}
              value={chemistry}
              options={radioOptions(BATTERY_CHEMISTRIES, CHEMISTRY_LABELS)}
              onChange={setChemistry}
            />
          </fieldset>
        )}
        <div role="status" aria-live="polite" data-status={estimate.status}>
          <p
            className={cn(
              'text-xl font-bold',
              estimate.status === 'ok'
                ? 'text-brand-900'
                : estimate.status === 'too-much'
                  ? 'text-red-800'
                  : 'text-slate-800',
            )}
          >
            {estimate.message}
          </p>
        </div>
        {'assumptions' in estimate && estimate.assumptions.length > 0 && (
          <div>
            <p className="text-sm font-semibold text-slate-900">What we assumed</p>
            <ul className="mt-1 list-disc pl-5 text-sm text-slate-700">
              {estimate.assumptions.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
        )}
        <Link to="/solar-calculator" className="self-start text-sm font-semibold text-brand-800 underline">
          Size a whole system for your home or shop
        </Link>
      </div>
    </section>
  );
}
