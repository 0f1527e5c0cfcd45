import { useState, type FormEvent } from 'react';
import { SubmitButton } from '@/components/ui/button';
import { ORDER_MESSAGES } from '@domain/shared/messages';
import { toPesewas } from '@domain/shared/money';
import { recordRefundInputSchema, REFUND_METHODS, type Order } from '@domain/order/order';
import { formatGhs } from '@/lib/money';
import { notify } from '@/lib/toast';
import { useRecordRefund } from '../api/record-refund';
import { RefundFields, usePaymentForm } from './payment-fields';
import { ADMIN_ORDER_TEXTS } from '@domain/order/messages';

/**
 * A cancelled paid order is owed back (refund due): staff record the refund they paid (amount, prefilled with the
 * order's total; Mobile Money or cash; the transaction id or receipt number) through recordRefund.
 */
export function RecordRefundForm({ order }: { order: Pick<Order, 'id' | 'total'> }) {
  const form = usePaymentForm(order.total, REFUND_METHODS);
  const [note, setNote] = useState('');
  const refund = useRecordRefund();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const request = form.check(
      recordRefundInputSchema.safeParse({ orderId: order.id, ...form.typed(), note: note.trim() || undefined }),
      (amount) => (toPesewas(amount) > toPesewas(order.total) ? ORDER_MESSAGES.refundTooLarge : undefined),
    );
    if (!request) return;
    try {
      await refund.mutateAsync(request);
      notify.success(ADMIN_ORDER_TEXTS.refunded, ADMIN_ORDER_TEXTS.refundedText(formatGhs(request.amount)));
    } catch (e) {
      notify.error(ADMIN_ORDER_TEXTS.updateFailedTitle, e instanceof Error ? e.message : ORDER_MESSAGES.updateFailed);
    }
  };

  return (
    <form noValidate aria-label="Record the refund" onSubmit={(e) => void submit(e)} className="grid gap-3 sm:max-w-md">
      <p className="text-sm text-slate-800">{ADMIN_ORDER_TEXTS.refundDue}</p>
      <RefundFields form={form} note={note} onNote={setNote} />
      <SubmitButton variant="sun" busy={refund.isPending} busyLabel="Recording...">
        Record refund
      </SubmitButton>
    </form>
  );
}
