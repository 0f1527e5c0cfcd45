import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** The one look of every text control: inputs, text areas and selects. 16 px text so phones do not zoom in. */
const control =
  'w-full rounded-md border border-slate-500 bg-white text-base text-slate-900 placeholder:text-slate-500 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700 ' +
  'disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-600 aria-[invalid=true]:border-red-600';

const inputVariants = cva(`${control} h-11`, {
  variants: {
    // `trailingButton`: room on the right for a button laid over the input (show/hide password).
    padding: { default: 'px-3', trailingButton: 'pr-12 pl-3' },
  },
  defaultVariants: { padding: 'default' },
});

/** A text input. */
export function Input({
  className,
  type = 'text',
  padding,
  ...props
}: ComponentProps<'input'> & VariantProps<typeof inputVariants>) {
  return <input type={type} className={cn(inputVariants({ padding }), className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(control, 'min-h-28 px-3 py-2', className)} {...props} />;
}

/** A choice in a NativeSelect: its value (also its words), or [value, words]. */
export type SelectOption = string | readonly [value: string, label: string];

/**
 * The browser's own select. `placeholder`: a first choice with no value ("Choose a region"); `options` follow
 * any children.
 */
export function NativeSelect({
  className,
  placeholder,
  options,
  children,
  ...props
}: Omit<ComponentProps<'select'>, 'placeholder'> & { placeholder?: string; options?: readonly SelectOption[] }) {
  return (
    <select className={cn(control, 'h-11 px-3 pr-8', className)} {...props}>
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {children}
      {options?.map((option) => {
        const [value, label] = typeof option === 'string' ? [option, option] : option;
        return (
          <option key={value} value={value}>
            {label}
          </option>
        );
      })}
    </select>
  );
}

/** A label's sizes: a form's, or the compact one of the calculator's many small fields. */
const LABEL_SIZES = {
  default: 'text-sm font-medium text-slate-900',
  compact: 'text-xs font-medium text-slate-700',
};

export function Label({
  className,
  size = 'default',
  ...props
}: ComponentProps<'label'> & { size?: keyof typeof LABEL_SIZES }) {
  return <label className={cn(LABEL_SIZES[size], className)} {...props} />;
}

/** A Ghana phone number: the phone keypad, the browser's saved number, and an example of the form. */
export function PhoneInput(props: Omit<ComponentProps<'input'>, 'type'>) {
  return <Input type="tel" inputMode="tel" autoComplete="tel" placeholder="024 123 4567" {...props} />;
}

/** A web address (a picture's, for example). */
export function UrlInput(props: Omit<ComponentProps<'input'>, 'type'>) {
  return <Input type="url" inputMode="url" placeholder="https://…" {...props} />;
}

interface FieldProps {
  id: string;
  label: ReactNode;
  /** What is wrong with the value, said below the control (unless `errorAt` says it elsewhere). */
  error?: string;
  /** A note below the control; it gives way to the field's own error. */
  hint?: ReactNode;
  optional?: boolean;
  /** The id of the element that says what is wrong (e.g. the form's notice) when it is not said below the field. */
  errorAt?: string;
  className?: string;
  /** The calculator's small label and hint (its many fields side by side on a phone). */
  compact?: boolean;
  children: ReactNode;
}

/** A label, the control, a hint and the field's error, tied to the control for screen readers by ids. */
export function Field({ id, label, error, hint, optional, errorAt, className, compact, children }: FieldProps) {
  const ownError = error && !errorAt ? error : undefined;
  return (
    <div className={className ?? 'grid gap-1.5'}>
      <Label htmlFor={id} size={compact ? 'compact' : 'default'}>
        {label}
        {optional && <span className="font-normal text-slate-600"> (optional)</span>}
      </Label>
      {children}
      {hint && !ownError && (
        <p id={`${id}-hint`} className={compact ? 'text-xs text-slate-600' : 'text-sm text-slate-600'}>
          {hint}
        </p>
      )}
      {ownError && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {ownError}
        </p>
      )}
    </div>
  );
}

/**
 * A Field holding a text area kept in the component's state (outside a react-hook-form Form): what staff write
 * in their own words (a reason, a note), up to `maxLength` characters.
 */
export function TextareaField({
  id,
  label,
  value,
  onChange,
  maxLength,
  error,
}: {
  id: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  /** What is wrong, said below the area (and the area marked invalid). */
  error?: string;
}) {
  return (
    <Field id={id} label={label} error={error}>
      <Textarea
        value={value}
        onChange={(e) => onChange(e.target.value)}
        maxLength={maxLength}
        {...fieldAria(id, error)}
      />
    </Field>
  );
}

/** A closed set's choices for a NativeSelect: each value with its words, in the set's order. */
export const optionsOf = <V extends string>(values: readonly V[], labels: Record<V, string>) =>
  values.map((value) => [value, labels[value]] as const);

/** A Field holding a NativeSelect kept in the component's state: one of the `options`' values. */
export function SelectField<V extends string>({
  id,
  label,
  value,
  onChange,
  options,
  error,
}: {
  id: string;
  label: ReactNode;
  value: V;
  onChange: (value: V) => void;
  options: readonly (readonly [value: V, label: string])[];
  error?: string;
}) {
  return (
    <Field id={id} label={label} error={error}>
      <NativeSelect id={id} value={value} onChange={(e) => onChange(e.target.value as V)} options={options} />
    </Field>
  );
}

/** The id, aria-invalid and aria-describedby of a Field's control (pass the Field's own hint and errorAt). */
export function fieldAria(
  id: string,
  error: string | undefined,
  { hint, errorAt }: { hint?: unknown; errorAt?: string } = {},
) {
  const described = error
    ? errorAt
      ? [errorAt, hint ? `${id}-hint` : '']
      : [`${id}-error`]
    : [hint ? `${id}-hint` : ''];
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described.filter(Boolean).join(' ') || undefined,
  } as const;
}
