import { cva, type VariantProps } from 'class-variance-authority';
import type { ReactNode, Ref } from 'react';
import { cn } from '@/lib/cn';

const listVariants = cva('', {
  variants: {
    // inline: options in a line, as words with a radio; tile: tappable tiles in a line; row: one tile a line.
    look: { inline: 'flex flex-wrap gap-x-4 gap-y-2', tile: 'flex flex-wrap gap-2', row: 'grid gap-2' },
  },
  defaultVariants: { look: 'inline' },
});

const optionVariants = cva('flex cursor-pointer items-center', {
  variants: {
    look: {
      inline: 'gap-2 text-sm text-slate-800',
      tile:
        'min-h-10 gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm has-[:checked]:border-brand-700 ' +
        'has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700',
      row: 'min-h-11 gap-3 rounded-md border border-slate-300 px-3 has-[:checked]:border-brand-700',
    },
  },
  defaultVariants: { look: 'inline' },
});

export interface RadioOption<T extends string | number> {
  value: T;
  label: ReactNode;
}

/** The options of a RadioGroup from its values and their words (by value, or worked out from the value). */
export function radioOptions<T extends string | number>(
  values: readonly T[],
  labels: Readonly<Record<T, ReactNode>> | ((value: T) => ReactNode),
): RadioOption<T>[] {
  return values.map((value) => ({ value, label: typeof labels === 'function' ? labels(value) : labels[value] }));
}

interface RadioGroupProps<T extends string | number> extends VariantProps<typeof listVariants> {
  /** The question; without it, the options stand in a fieldset of the caller's. */
  legend?: ReactNode;
  hint?: string;
  /** The radios' shared name (unique on the page: useId). */
  name: string;
  /** The chosen value; '' while none is. */
  value: T | '';
  options: readonly RadioOption<T>[];
  onChange: (value: T) => void;
  /** What is wrong (said under the options, and the group's description). */
  error?: string;
  /**
   * The radio that Tab reaches (the chosen one, else the first): a form library's field ref (react-hook-form's
   * Controller `field.ref`), so that the form's focus-on-error reaches the group.
   */
  focusRef?: Ref<HTMLInputElement>;
}

/**
 * One choice among a few, as native radio buttons: Tab reaches the chosen one (or the first), the arrow keys move
 * the choice, Space chooses; a fieldset with its legend names the group.
 */
export function RadioGroup<T extends string | number>({
  legend,
  hint,
  name,
  value,
  options,
  onChange,
  error,
  look,
  focusRef,
}: RadioGroupProps<T>) {
  const tabStop = options.some((option) => option.value === value) ? value : options[0]?.value;
  const errorId = `${name}-error`;
  const list = (
    <div className={listVariants({ look })}>
      {options.map((option) => (
        <label key={option.value} className={optionVariants({ look })}>
          <input
            ref={option.value === tabStop ? focusRef : undefined}
            aria-describedby={legend !== undefined && error ? errorId : undefined}
            type="radio"
            name={name}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
            className={cn('shrink-0 accent-brand-700', look === 'row' ? 'size-5' : 'size-4')}
          />
          {option.label}
        </label>
      ))}
    </div>
  );
  if (legend === undefined) return list;
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 text-sm font-semibold text-slate-900">{legend}</legend>
      {hint && <p className="-mt-1 text-xs text-slate-600">{hint}</p>}
      {list}
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
