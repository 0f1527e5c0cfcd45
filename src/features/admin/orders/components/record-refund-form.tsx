import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field, fieldAria, Input } from '@/components/ui/input';
import { RadioGroup } from '@/components/ui/radio-group';
import { ORDER_MESSAGES } from '@/domain/messages';
import { fromPesewas, toPesewas } from '@/domain/money';
import {
  recordRefundInputSchema,
  REFUND_METHOD_LABELS,
  REFUND_METHODS,
  type Order,
  type RefundMethod,
} from '@/domain/order';
import { formatGhs } from '@/lib/money';
import { notify } from '@/lib/toast';
import { useRecordRefund } from '../api/record-refund';
import { amountFrom } from './amount-from';
import { AmountField, ReferenceField } from './payment-fields';
import { ADMIN_ORDER_TEXTS } from '../api/texts';

type FieldName = 'amount' | 'method' | 'reference' | 'note';

/**
 * A cancelled paid order is owed back (refund due): staff record the refund they paid (amount, prefilled with the
 * order's total; Mobile Money or cash; the transaction id or receipt number) through recordRefund (issue 10 item 2).
 */
export function RecordRefundForm({ order }: { order: Pick<Order, 'id' | 'total'> }) {
  const ids = useId();
  const id = (name: FieldName) => `${ids}-${name}`;
  const [amount, setAmount] = useState(() => fromPesewas(toPesewas(order.total)).toFixed(2));
  const [method, setMethod] = useState<RefundMethod | ''>('');
  const [reference, setReference] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const refund = useRecordRefund();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = recordRefundInputSchema.safeParse({
      orderId: order.id,
      amount: amountFrom(amount),
      method: method || undefined,
      reference,
      note: note.trim() || undefined,
    });
    const found: Partial<Record<FieldName, string>> = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'amount' || field === 'method' || field === 'reference' || field === 'note') {
          found[field] ??= issue.message;
        }
      }
    } else if (toPesewas(parsed.data.amount) > toPesewas(order.total)) {
      found.amount = ORDER_MESSAGES.refundTooLarge;
    }
    setErrors(found);
    if (!parsed.success || Object.keys(found).length > 0) return;
    try {
      await refund.mutateAsync(parsed.data);
      notify.success(ADMIN_ORDER_TEXTS.refunded, ADMIN_ORDER_TEXTS.refundedText(formatGhs(parsed.data.amount)));
    } catch (e) {
      notify.error(ADMIN_ORDER_TEXTS.updateFailedTitle, e instanceof Error ? e.message : ORDER_MESSAGES.updateFailed);
    }
  };

  return (
    <form noValidate aria-label="Record the refund" onSubmit={(e) => void submit(e)} className="grid gap-3 sm:max-w-md">
      <p className="text-sm text-slate-800">{ADMIN_ORDER_TEXTS.refundDue}</p>
      <AmountField
        id={id('amount')}
        label="Amount refunded (GHS)"
        value={amount}
        onChange={setAmount}
        error={errors.amount}
      />
      <RadioGroup
        legend="Paid back by"
        name={id('method')}
        value={method}
        options={REFUND_METHODS.map((value) => ({ value, label: REFUND_METHOD_LABELS[value] }))}
        onChange={setMethod}
        error={errors.method}
      />
      <ReferenceField
        id={id('reference')}
        hint="The Mobile Money transaction id, or the cash receipt number."
        value={reference}
        onChange={setReference}
        error={errors.reference}
      />
      <Field id={id('note')} label="Note for the timeline" optional error={errors.note}>
        <Input
          maxLength={500}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          {...fieldAria(id('note'), errors.note)}
        />
      </Field>
      <div>
        <Button type="submit" variant="sun" busy={refund.isPending}>
          {refund.isPending ? 'Recording...' : 'Record refund'}
        </Button>
      </div>
    </form>
  );
}
