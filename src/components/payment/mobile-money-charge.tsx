import { LoaderCircle, Smartphone } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { Field, fieldAria, Input, PhoneInput } from '@/components/ui/input';
import { Alert, Panel } from '@/components/ui/panel';
import { PAYMENT_MESSAGES, PAYMENT_UI_MESSAGES } from '@domain/payments/messages';
import {
  MOBILE_MONEY_NETWORK_LABELS,
  walletSchema,
  type MobileMoneyNetwork,
  type PaymentAttempt,
  type PaymentAttemptResponse,
  type Wallet,
} from '@domain/order/order';
import { formatGhs } from '@/lib/money';
import { NetworkChoice } from './network-choice';

/** With no word from the phone for this long, the shopper is offered to try again (or another way to pay). */
export const NO_ANSWER_AFTER_MS = 90_000;

/**
 * With no word from the phone for this long, the shopper may send the request to another number ("Use another
 * number"): a wrong number, or a phone that is not at hand, is known long before the request times out.
 */
export const OTHER_NUMBER_AFTER_MS = 30_000;

const M = PAYMENT_UI_MESSAGES;

type Mutation<V> = Pick<UseMutationResult<PaymentAttemptResponse, Error, V>, 'mutate' | 'isPending'>;

export interface MobileMoneyChargeProps {
  /** What is charged, GHS (the order's total, a project's deposit) */
  amount: number;
  /** The charge attempts so far, newest last, as the order or project document keeps them */
  attempts: readonly PaymentAttempt<Date>[];
  /** The wallet to offer first (typed at checkout, or the customer's phone) */
  initialWallet: { phone: string; network: MobileMoneyNetwork | '' };
  /** A new charge attempt to this wallet */
  start: Mutation<Wallet>;
  /** The code the network sent, for the latest attempt */
  submitOtp: Mutation<string>;
  /** Another way to pay, offered beside Try again (an order's "Pay on delivery instead") */
  alternative?: { label: string; hint: string; isPending: boolean; run: (onError: (error: Error) => void) => void };
  /** Words under the payment: until when the goods are kept */
  heldUntil?: string;
  /**
   * The shopper sends the first request from here (a project's deposit): no attempt yet is not a failure. An
   * order's first request goes with the order, so an order without an attempt is one whose request failed.
   */
  firstRequestHere?: boolean;
}

/**
 * A Mobile Money charge as the shopper follows it, for an order or a project's deposit: what the
 * latest attempt is doing (approve on your phone with the amount and network; Paystack's own words when it asks
 * for a code, with a field for it, or says how to pay offline); declined, a wrong PIN or no answer in words with
 * Try again (a new attempt) and the alternative, if any. Whether it is paid is for the caller to say, from its
 * document.
 */
export function MobileMoneyCharge({
  amount: total,
  attempts,
  initialWallet,
  start,
  submitOtp,
  alternative,
  heldUntil,
  firstRequestHere = false,
}: MobileMoneyChargeProps) {
  const ids = useId();
  const latest = attempts.at(-1);
  const [phone, setPhone] = useState(initialWallet.phone);
  const [network, setNetwork] = useState<MobileMoneyNetwork | ''>(() => initialWallet.network || latest?.network || '');
  const [errors, setErrors] = useState<{ phone?: string; network?: string }>({});
  const [otp, setOtp] = useState('');
  const [otpError, setOtpError] = useState<string>();
  const [actionError, setActionError] = useState<string>();
  // Asked for a code, or with no answer for a while, the shopper may go back to the number step to pay from another:
  // the reference of the attempt they left.
  const [changingNumber, setChangingNumber] = useState<string | null>(null);
  const [now, setNow] = useState(() => Date.now());

  // "Another number" and "no answer" come from the clock: wake up when the latest attempt has waited long enough.
  const waitingSince =
    latest && (latest.status === 'pending' || latest.status === 'pay_offline') ? latest.createdAt : null;
  useEffect(() => {
    if (!waitingSince) return;
    const waited = Date.now() - waitingSince.getTime();
    const next = [OTHER_NUMBER_AFTER_MS, NO_ANSWER_AFTER_MS].find((after) => after > waited);
    if (next === undefined) return;
    const timer = setTimeout(() => setNow(Date.now()), next - waited + 50);
    return () => clearTimeout(timer);
  }, [waitingSince, now]);

  const amount = formatGhs(total);

  const busy = start.isPending || submitOtp.isPending || alternative?.isPending === true;
  const waited = waitingSince === null ? 0 : now - waitingSince.getTime();
  const noAnswer = waitingSince !== null && waited >= NO_ANSWER_AFTER_MS;
  const mayChangeNumber = waitingSince !== null && waited >= OTHER_NUMBER_AFTER_MS;
  const notYet = !latest && firstRequestHere;
  const failed = latest ? latest.status === 'failed' || latest.status === 'mismatch' : !firstRequestHere;

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
    start.mutate(parsed.data, { onError: (error) => setActionError(error.message || M.actionFailed) });
  };

  const sendCode = (event: FormEvent) => {
    event.preventDefault();
    setActionError(undefined);
    if (!/^\d{4,8}$/.test(otp.trim())) {
      setOtpError(PAYMENT_MESSAGES.otp);
      return;
    }
    setOtpError(undefined);
    submitOtp.mutate(otp.trim(), { onError: (error) => setActionError(error.message || M.actionFailed) });
  };

  // "Use another number": the shopper leaves the attempt (asked for a code, or unanswered) for the number step.
  const changeNumber = (attempt: PaymentAttempt<Date>) => {
    setActionError(undefined);
    setChangingNumber(attempt.reference);
  };

  const payOtherwise = () => {
    setActionError(undefined);
    alternative?.run((error) => setActionError(error.message || M.actionFailed));
  };

  const id = (name: string) => `${ids}-${name}`;
  const leftAttempt = latest !== undefined && changingNumber === latest.reference;
  const askedCode = latest?.status === 'send_otp' && !leftAttempt;
  // The number step again, for another wallet: asked for a code, or waiting, the shopper chose another number.
  const otherNumber = leftAttempt && (latest.status === 'send_otp' || (waitingSince !== null && !noAnswer));
  const showRetry = !busy && (notYet || failed || noAnswer || otherNumber);
  const retryLabel = otherNumber || notYet ? M.sendRequest : M.tryAgain;

  return (
    <Panel variant="shopper" title={latest && !failed && !noAnswer && !otherNumber ? M.approveTitle : M.payTitle}>
      <div className="grid gap-4">
        {busy && (
          <p role="status" className="flex items-center gap-2 text-slate-800">
            <LoaderCircle className="size-5 animate-spin text-brand-700" aria-hidden="true" />
            {alternative?.isPending ? M.pleaseWait : M.sending}
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
                <LoaderCircle className="size-4 shrink-0 animate-spin" aria-hidden="true" />
                {M.waitingApproval(latest.wallet)}
              </p>
            )}
            {mayChangeNumber && !noAnswer && !otherNumber && (
              <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
                <span>{M.noRequestYet}</span>
                <Button variant="outline" size="sm" onClick={() => changeNumber(latest)}>
                  {M.changeNumber}
                </Button>
              </div>
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
              <Button type="button" variant="outline" onClick={() => changeNumber(latest)}>
                {M.changeNumber}
              </Button>
            </div>
          </form>
        )}

        {!busy && failed && <Alert>{latest?.message || M.notStarted}</Alert>}
        {actionError && <Alert>{actionError}</Alert>}

        {showRetry && (
          <form className="grid gap-4" onSubmit={tryAgain} noValidate aria-label={retryLabel}>
            <Field id={id('phone')} label={M.walletLabel} error={errors.phone}>
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
              {alternative && (
                <Button type="button" variant="outline" onClick={payOtherwise}>
                  {alternative.label}
                </Button>
              )}
            </div>
            {alternative && <p className="text-sm text-slate-700">{alternative.hint}</p>}
          </form>
        )}

        {heldUntil && <p className="text-sm text-slate-700">{heldUntil}</p>}
      </div>
    </Panel>
  );
}
