import { Field, fieldAria, Input } from '@/components/ui/input';

interface TextFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** An amount in GHS as staff type it ("1,250.50"): what they received, or paid back. */
export function AmountField({ id, label, value, onChange, error }: TextFieldProps & { label: string }) {
  return (
    <Field id={id} label={label} error={error}>
      <Input inputMode="decimal" value={value} onChange={(e) => onChange(e.target.value)} {...fieldAria(id, error)} />
    </Field>
  );
}

/** A payment's or refund's reference (a transaction id, a bank reference, a receipt number), as staff type it. */
export function ReferenceField({ id, hint, value, onChange, error }: TextFieldProps & { hint: string }) {
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
