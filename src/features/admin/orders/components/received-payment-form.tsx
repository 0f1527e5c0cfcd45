import type { FormEvent, ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { ORDER_MESSAGES } from '@domain/shared/messages';
import { toPesewas } from '@domain/shared/money';
import {
  RECEIVED_PAYMENT_METHOD_LABELS,
  RECEIVED_PAYMENT_METHODS,
  receivedPaymentSchema,
  type Order,
  type ReceivedPaymentMethod,
} from '@domain/order/order';
import { AmountField, MethodField, ReferenceField, usePaymentForm } from './payment-fields';

export interface ReceivedPayment {
  method: ReceivedPaymentMethod;
  amount: number;
  reference: string;
}

/**
 * What staff received: how (cash, Mobile Money, bank transfer), how much (the order's total,
 * prefilled) and the reference (the transaction id or receipt number; cash may leave it empty). Validated here as
 * the function will (domain/order/order receivedPaymentSchema, the total), then handed to `onSubmit`.
 */
export function ReceivedPaymentForm({
  order,
  label,
  submitLabel,
  busy,
  onSubmit,
  secondary,
  amountProblem,
}: {
  /** What must be received: an order's total, or a project's deposit or balance (GHS) */
  order: Pick<Order, 'total'>;
  label: string;
  submitLabel: string;
  busy: boolean;
  onSubmit: (payment: ReceivedPayment) => void;
  /** Another way out beside the submit button (e.g. "Back"). */
  secondary?: ReactNode;
  /** What is wrong with the amount typed; by default, anything but the order total is. */
  amountProblem?: (amount: number) => string | undefined;
}) {
  const form = usePaymentForm(order.total, RECEIVED_PAYMENT_METHODS);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const payment = form.check(
      receivedPaymentSchema.safeParse(form.typed()),
      amountProblem ??
        ((amount) =>
          toPesewas(amount) !== toPesewas(order.total) ? ORDER_MESSAGES.paymentAmountNotTotal(order.total) : undefined),
    );
    if (payment) onSubmit(payment);
  };

  return (
    <form noValidate aria-label={label} onSubmit={submit} className="grid gap-3">
      <MethodField legend="Paid by" labels={RECEIVED_PAYMENT_METHOD_LABELS} {...form.method} />
      <AmountField label="Amount received (GHS)" {...form.amount} />
      <ReferenceField
        hint="The Mobile Money transaction id, the bank reference, or the cash receipt number if there is one."
        {...form.reference}
      />
      <div className="flex flex-wrap justify-end gap-2">
        {secondary}
        <Button type="submit" variant="sun" busy={busy} busyLabel="Recording...">
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
