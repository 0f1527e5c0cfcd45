import { useId, useState } from 'react';
import type { z } from 'zod';
import { Field, fieldAria, Input } from '@/components/ui/input';
import { RadioGroup, radioOptions } from '@/components/ui/radio-group';
import { fromPesewas, toPesewas } from '@domain/shared/money';
import { REFUND_METHOD_LABELS, type RefundMethod } from '@domain/order/order';
import { amountFrom } from './amount-from';

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

/** How the money went (cash, Mobile Money...), one of `methods`. */
export function MethodField<M extends string>({
  legend,
  labels,
  methods,
  ...props
}: {
  legend: string;
  labels: Record<M, string>;
  methods: readonly M[];
  name: string;
  value: M | '';
  onChange: (method: M) => void;
  error?: string;
}) {
  return <RadioGroup legend={legend} options={radioOptions(methods, labels)} {...props} />;
}

const PAYMENT_FIELDS = ['method', 'amount', 'reference', 'note'] as const;
export type PaymentFieldName = (typeof PAYMENT_FIELDS)[number];
const isPaymentField = (key: unknown): key is PaymentFieldName => PAYMENT_FIELDS.some((field) => field === key);

/**
 * A staff payment form (what was received, what was paid back): the method, the amount (prefilled with the
 * order's total) and the reference as chosen and typed, each field's id, and `check`, which says what is wrong with what was typed.
 */
export function usePaymentForm<M extends string>(total: number, methods: readonly M[]) {
  const ids = useId();
  const id = (name: PaymentFieldName) => `${ids}-${name}`;
  const [amount, setAmount] = useState(() => fromPesewas(toPesewas(total)).toFixed(2));
  const [method, setMethod] = useState<M | ''>('');
  const [reference, setReference] = useState('');
  const [errors, setErrors] = useState<Partial<Record<PaymentFieldName, string>>>({});

  /**
   * What was typed, checked by its schema (`parsed`) and then its amount against the order's total (`amountProblem`):
   * the data when nothing is wrong; otherwise null, and each field shows its first problem.
   */
  const check = <T extends { amount: number }>(
    parsed: z.ZodSafeParseResult<T>,
    amountProblem: (amount: number) => string | undefined,
  ): T | null => {
    const found: Partial<Record<PaymentFieldName, string>> = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (isPaymentField(field)) found[field] ??= issue.message;
      }
    } else {
      const problem = amountProblem(parsed.data.amount);
      if (problem) found.amount = problem;
    }
    setErrors(found);
    return parsed.success && Object.keys(found).length === 0 ? parsed.data : null;
  };

  return {
    id,
    errors,
    check,
    /** What was typed, as a request's fields: the amount in GHS, the method (none when not chosen), the reference. */
    typed: () => ({ amount: amountFrom(amount), method: method || undefined, reference }),
    method: { name: id('method'), methods, value: method, onChange: setMethod, error: errors.method },
    amount: { id: id('amount'), value: amount, onChange: setAmount, error: errors.amount },
    reference: { id: id('reference'), value: reference, onChange: setReference, error: errors.reference },
  };
}

/**
 * What staff type when they record a refund they paid back (an order's, a project's deposit): the amount, how it
 * was paid back, its transaction id or receipt number, and a note for the timeline.
 */
export function RefundFields({
  form,
  note,
  onNote,
}: {
  form: ReturnType<typeof usePaymentForm<RefundMethod>>;
  note: string;
  onNote: (note: string) => void;
}) {
  return (
    <>
      <AmountField label="Amount refunded (GHS)" {...form.amount} />
      <MethodField legend="Paid back by" labels={REFUND_METHOD_LABELS} {...form.method} />
      <ReferenceField hint="The Mobile Money transaction id, or the cash receipt number." {...form.reference} />
      <Field id={form.id('note')} label="Note for the timeline" optional error={form.errors.note}>
        <Input
          maxLength={500}
          value={note}
          onChange={(e) => onNote(e.target.value)}
          {...fieldAria(form.id('note'), form.errors.note)}
        />
      </Field>
    </>
  );
}
