import { LoaderCircle, Smartphone } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field, fieldAria, Input, PhoneInput } from '@/components/ui/input';
import { Alert, Panel } from '@/components/ui/panel';
import { formatDateTime } from '@/domain/date-time';
import { PAYMENT_MESSAGES } from '@/domain/order-payment-messages';
import { MOBILE_MONEY_NETWORK_LABELS, mayPayNow, type MobileMoneyNetwork, type Order } from '@/domain/order';
import { formatGhanaPhone } from '@/domain/phone';
import { formatGhs } from '@/lib/money';
import { useMobileMoneyPayment } from '../api/mobile-money';
import { CHECKOUT_MESSAGES } from '../messages';
import { walletSchema, type Wallet } from './checkout-form-schema';
import { NetworkChoice } from './network-choice';

/** With no word from the phone for this long, the shopper is offered to try again or pay on delivery. */
export const NO_ANSWER_AFTER_MS = 90_000;

const M = CHECKOUT_MESSAGES;

/** Which network the latest attempt went to, in words ("MTN"). */
const networkOf = (order: Order) => MOBILE_MONEY_NETWORK_LABELS[order.paymentAttempts.at(-1)?.network ?? 'mtn'];

/**
 * Paying now with Mobile Money, after the order is placed (issue 13): what the payment is doing, from the order
 * itself (read again every few seconds while it awaits its payment): approve on your phone with the amount and
 * network; Paystack's own words when it asks for a code (with a field for it) or says how to pay offline;
 * declined, a wrong PIN or no answer in words with Try again (the same order, a new attempt) and Pay on delivery
 * instead; paid; expired. The wallet typed at checkout is kept for Try again.
 */
export function MobileMoneyPayment({
  uid,
  order,
  wallet: typedWallet,
}: {
  uid: string;
  order: Order;
  /** The wallet typed at checkout, when this page follows it. */
  wallet: Wallet | null;
}) {
  const ids = useId();
  const payment = useMobileMoneyPayment(uid, order.id);
  const latest = order.paymentAttempts.at(-1);
  const [phone, setPhone] = useState(() => typedWallet?.phone ?? formatGhanaPhone(order.delivery.address?.phone ?? ''));
  const [network, setNetwork] = useState<MobileMoneyNetwork | ''>(() => typedWallet?.network ?? latest?.network ?? '');
  const [errors, setErrors] = useState<{ phone?: string; network?: string }>({});
  const [otp, setOtp] = useState('');
  const [otpError, setOtpError] = useState<string>();
  const [actionError, setActionError] = useState<string>();
  // Asked for a code, the shopper may go back to the number step to pay from another: the reference of the
  // attempt they left.
  const [changingNumber, setChangingNumber] = useState<string | null>(null);
  const [now, setNow] = useState(() => Date.now());

  // "No answer" comes from the clock: wake up when the latest attempt has waited long enough.
  const waitingSince =
    latest && (latest.status === 'pending' || latest.status === 'pay_offline') ? latest.createdAt : null;
  useEffect(() => {
    if (!waitingSince) return;
    const left = Math.max(0, waitingSince.getTime() + NO_ANSWER_AFTER_MS - Date.now());
    const timer = setTimeout(() => setNow(Date.now()), left + 50);
    return () => clearTimeout(timer);
  }, [waitingSince]);

  const amount = formatGhs(order.total);

  if (order.paymentMethod === 'mobile_money_now' && order.paymentStatus === 'paid') {
    return (
      <Panel variant="shopper" title={M.paidTitle}>
        <Alert variant="success">{M.paid(amount, networkOf(order))}</Alert>
      </Panel>
    );
  }
  if (order.paymentStatus === 'expired') {
    return (
      <Panel variant="shopper" title={M.payTitle}>
        <Alert>{M.expired}</Alert>
      </Panel>
    );
  }
  // Payment is offered only while the order may be paid (domain mayPayNow): never on a cancelled order.
  if (!mayPayNow(order)) return null;

  const busy = payment.start.isPending || payment.submitOtp.isPending || payment.payOnDelivery.isPending;
  const noAnswer = waitingSince !== null && now - waitingSince.getTime() >= NO_ANSWER_AFTER_MS;
  const failed = !latest || latest.status === 'failed' || latest.status === 'mismatch';

  const tryAgain = (event: FormEvent) => {
    event.preventDefault();
    setActionError(undefined);
    const parsed = walletSchema.safeParse({ phone, network });
    if (!parsed.success) {
      const found: { phone?: string; network?: string } = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] === 'network' ? 'network' : 'phone';
        found[key] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    payment.start.mutate(parsed.data, { onError: (error) => setActionError(error.message || M.actionFailed) });
  };

  const sendCode = (event: FormEvent) => {
    event.preventDefault();
    setActionError(undefined);
    if (!/^\d{4,8}$/.test(otp.trim())) {
      setOtpError(PAYMENT_MESSAGES.otp);
      return;
    }
    setOtpError(undefined);
    payment.submitOtp.mutate(otp.trim(), { onError: (error) => setActionError(error.message || M.actionFailed) });
  };

  const payOnDelivery = () => {
    setActionError(undefined);
    payment.payOnDelivery.mutate(undefined, { onError: (error) => setActionError(error.message || M.actionFailed) });
  };

  const id = (name: string) => `${ids}-${name}`;
  const askedCode = latest?.status === 'send_otp' && changingNumber !== latest.reference;
  const otherNumber = latest?.status === 'send_otp' && !askedCode;
  const showRetry = !busy && (failed || noAnswer || otherNumber);
  const retryLabel = otherNumber ? M.sendRequest : M.tryAgain;

  return (
    <Panel variant="shopper" title={latest && !failed && !noAnswer && !otherNumber ? M.approveTitle : M.payTitle}>
      <div className="grid gap-4">
        {busy && (
          <p role="status" className="flex items-center gap-2 text-slate-800">
            <LoaderCircle className="size-5 animate-spin text-brand-700" aria-hidden="true" />
            {payment.payOnDelivery.isPending ? 'Please wait...' : M.sending}
          </p>
        )}

        {!busy && latest && (latest.status === 'pending' || latest.status === 'pay_offline') && (
          <div className="grid gap-2">
            <p className="flex items-start gap-2 text-slate-800">
              <Smartphone className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
              <span>{M.approveRequest(amount, MOBILE_MONEY_NETWORK_LABELS[latest.network], latest.wallet)}</span>
            </p>
            {latest.status === 'pay_offline' && latest.displayText && (
              <p className="rounded-md bg-amber-50 p-3 font-medium text-slate-900" data-testid="paystack-display-text">
                {latest.displayText}
              </p>
            )}
            {noAnswer ? (
              <Alert variant="warning">{M.phoneNoAnswer}</Alert>
            ) : (
              <p role="status" className="flex items-center gap-2 text-sm text-slate-700">
                <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
                {M.waitingApproval}
              </p>
            )}
          </div>
        )}

        {!busy && askedCode && (
          <form className="grid gap-3" onSubmit={sendCode} noValidate aria-label={M.otpLabel}>
            {latest.displayText && (
              <p className="font-medium text-slate-900" data-testid="paystack-display-text">
                {latest.displayText}
              </p>
            )}
            <Field id={id('otp')} label={M.otpLabel} error={otpError}>
              <Input
                {...fieldAria(id('otp'), otpError)}
                inputMode="numeric"
                autoComplete="one-time-code"
                value={otp}
                onChange={(event) => setOtp(event.target.value)}
              />
            </Field>
            <div className="flex flex-wrap gap-2">
              <Button type="submit">{M.confirmCode}</Button>
              <Button
                type="button"
                variant="outline"
                onClick={() => {
                  setActionError(undefined);
                  setChangingNumber(latest.reference);
                }}
              >
                {M.changeNumber}
              </Button>
            </div>
          </form>
        )}

        {!busy && failed && <Alert>{latest?.message || M.notStarted}</Alert>}
        {actionError && <Alert>{actionError}</Alert>}

        {showRetry && (
          <form className="grid gap-4" onSubmit={tryAgain} noValidate aria-label={retryLabel}>
            <Field id={id('phone')} label="Mobile Money number" error={errors.phone}>
              <PhoneInput
                {...fieldAria(id('phone'), errors.phone)}
                autoComplete="off"
                value={phone}
                onChange={(event) => setPhone(event.target.value)}
              />
            </Field>
            <NetworkChoice name={id('network')} value={network} onChange={setNetwork} error={errors.network} />
            <div className="flex flex-wrap gap-2">
              <Button type="submit">{retryLabel}</Button>
              <Button type="button" variant="outline" onClick={payOnDelivery}>
                {M.payOnDelivery}
              </Button>
            </div>
            <p className="text-sm text-slate-700">{M.payOnDeliveryHint}</p>
          </form>
        )}

        {order.paymentDueBy && (
          <p className="text-sm text-slate-700">{M.heldUntil(formatDateTime(order.paymentDueBy))}</p>
        )}
      </div>
    </Panel>
  );
}
