import { Field, fieldAria, Input } from '@/components/ui/input';

/** A payment's or refund's reference (a transaction id, a bank reference, a receipt number), as staff type it. */
export function ReferenceField({
  id,
  hint,
  value,
  onChange,
  error,
}: {
  id: string;
  hint: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  return (
    <Field id={id} label="Reference" hint={hint} error={error}>
      <Input
        maxLength={100}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        {...fieldAria(id, error, { hint: true })}
      />
    </Field>
  );
}
