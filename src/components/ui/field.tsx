import type { ReactNode } from 'react';
import { Label } from './input';

interface FieldProps {
  id: string;
  label: string;
  /** What is wrong with the value, said below the control (unless `errorAt` says it elsewhere). */
  error?: string;
  /** A note below the control; it gives way to the field's own error. */
  hint?: ReactNode;
  optional?: boolean;
  /** The id of the element that says what is wrong (e.g. the form's notice) when it is not said below the field. */
  errorAt?: string;
  className?: string;
  children: ReactNode;
}

/** A label, the control, a hint and the field's error, tied to the control for screen readers by ids. */
export function Field({ id, label, error, hint, optional, errorAt, className, children }: FieldProps) {
  const ownError = error && !errorAt ? error : undefined;
  return (
    <div className={className ?? 'grid gap-1.5'}>
      <Label htmlFor={id}>
        {label}
        {optional && <span className="font-normal text-slate-600"> (optional)</span>}
      </Label>
      {children}
      {hint && !ownError && (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
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
