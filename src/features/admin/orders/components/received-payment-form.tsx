import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { RadioGroup } from '@/components/ui/radio-group';
import { ORDER_MESSAGES } from '@/domain/messages';
import { fromPesewas, toPesewas } from '@/domain/money';
import {
  RECEIVED_PAYMENT_METHOD_LABELS,
  RECEIVED_PAYMENT_METHODS,
  receivedPaymentSchema,
  type Order,
  type ReceivedPaymentMethod,
} from '@/domain/order';
import { amountFrom } from './amount-from';
import { AmountField, ReferenceField } from './payment-fields';

type FieldName = 'method' | 'amount' | 'reference';

export interface ReceivedPayment {
  method: ReceivedPaymentMethod;
  amount: number;
  reference: string;
}

/**
 * What staff received (issue 14 item 11): how (cash, Mobile Money, bank transfer), how much (the order's total,
 * prefilled) and the reference (the transaction id or receipt number; cash may leave it empty). Validated here as
 * the function will (domain/order receivedPaymentSchema, the total), then handed to `onSubmit`.
 */
export function ReceivedPaymentForm({
  order,
  label,
  submitLabel,
  busy,
  onSubmit,
  secondary,
}: {
  order: Pick<Order, 'total'>;
  label: string;
  submitLabel: string;
  busy: boolean;
  onSubmit: (payment: ReceivedPayment) => void;
  /** Another way out beside the submit button (e.g. "Back"). */
  secondary?: ReactNode;
}) {
  const ids = useId();
  const id = (name: FieldName) => `${ids}-${name}`;
  const [method, setMethod] = useState<ReceivedPaymentMethod | ''>('');
  const [amount, setAmount] = useState(() => fromPesewas(toPesewas(order.total)).toFixed(2));
  const [reference, setReference] = useState('');
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = receivedPaymentSchema.safeParse({
      method: method || undefined,
      amount: amountFrom(amount),
      reference,
    });
    const found: Partial<Record<FieldName, string>> = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'method' || field === 'amount' || field === 'reference') found[field] ??= issue.message;
      }
    } else if (toPesewas(parsed.data.amount) !== toPesewas(order.total)) {
      found.amount = ORDER_MESSAGES.paymentAmountNotTotal(order.total);
    }
    setErrors(found);
    if (parsed.success && Object.keys(found).length === 0) onSubmit(parsed.data);
  };

  return (
    <form noValidate aria-label={label} onSubmit={submit} className="grid gap-3">
      <RadioGroup
        legend="Paid by"
        name={id('method')}
        value={method}
        options={RECEIVED_PAYMENT_METHODS.map((value) => ({ value, label: RECEIVED_PAYMENT_METHOD_LABELS[value] }))}
        onChange={setMethod}
        error={errors.method}
      />
      <AmountField
        id={id('amount')}
        label="Amount received (GHS)"
        value={amount}
        onChange={setAmount}
        error={errors.amount}
      />
      <ReferenceField
        id={id('reference')}
        hint="The Mobile Money transaction id, the bank reference, or the cash receipt number if there is one."
        value={reference}
        onChange={setReference}
        error={errors.reference}
      />
      <div className="flex flex-wrap justify-end gap-2">
        {secondary}
        <Button type="submit" variant="sun" busy={busy}>
          {busy ? 'Recording...' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
