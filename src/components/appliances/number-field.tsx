import { useId, useState, type ReactNode } from 'react';
import { Field } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { useEarlyValue } from '@/lib/prerender/early-input';

interface NumberFieldProps {
  label: ReactNode;
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max?: number;
  /** Shown after the field, e.g. "W" or "h". */
  unit?: string;
  /** Whole numbers only (quantities). */
  integer?: boolean;
  hint?: ReactNode;
  className?: string;
  inputClassName?: string;
}

/** "1,5" and "1.5" are the same number; "" and "." are not numbers yet. */
export function parseDecimal(text: string): number | undefined {
  const cleaned = text.trim().replace(',', '.');
  if (cleaned === '' || cleaned === '.' || cleaned === '-') return undefined;
  const n = Number(cleaned);
  return Number.isFinite(n) ? n : undefined;
}

/**
 * A number input that lets people type freely ("", "0.", "1,5") on a phone's number pad: the figure is
 * passed on as soon as it is a number, and the text follows when the value changes from outside.
 */
export function NumberField({
  label,
  value,
  onChange,
  min = 0,
  max,
  unit,
  integer = false,
  hint,
  className,
  inputClassName,
}: NumberFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const [draft, setDraft] = useState(String(value));
  const [shown, setShown] = useState(value);
  // The value changed from outside (a preset tapped again, a clamp): show it.
  if (value !== shown) {
    setShown(value);
    if (parseDecimal(draft) !== value) setDraft(String(value));
  }

  const commit = (text: string) => {
    setDraft(text);
    const n = parseDecimal(text);
    if (n === undefined) return;
    const bounded = Math.min(max ?? Infinity, Math.max(min, integer ? Math.round(n) : n));
    if (bounded !== n) setDraft(String(bounded));
    setShown(bounded);
    onChange(bounded);
  };
  // Typed before the app took over a prerendered page (the calculator, a product's runtime estimate): taken now.
  const ref = useEarlyValue<HTMLInputElement>(draft, commit);

  return (
    <Field id={id} label={label} hint={hint} compact className={cn('flex flex-col gap-1', className)}>
      <div className="flex items-center gap-1">
        <input
          id={id}
          ref={ref}
          type="text"
          inputMode={integer ? 'numeric' : 'decimal'}
          autoComplete="off"
          value={draft}
          onChange={(e) => commit(e.target.value)}
          onBlur={() => {
            if (parseDecimal(draft) !== shown) setDraft(String(shown));
          }}
          aria-describedby={hint ? hintId : undefined}
          className={cn(
            'h-10 w-full min-w-0 rounded-md border border-slate-500 bg-white px-2 text-base text-slate-900 ' +
              'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700',
            inputClassName,
          )}
        />
        {unit && (
          <span className="shrink-0 text-sm text-slate-600" aria-hidden="true">
            {unit}
          </span>
        )}
      </div>
    </Field>
  );
}
