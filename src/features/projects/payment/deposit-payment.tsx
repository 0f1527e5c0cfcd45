import { useEffect } from 'react';
import { Alert, Panel } from '@/components/ui/panel';
import { formatDateTime } from '@/domain/date-time';
import { formatGhanaPhone } from '@/domain/phone';
import { PAYMENT_FOLLOW_MS } from '@/domain/order';
import type { ProjectRecord } from '@/domain/project';
import { awaitedPayment } from '@/domain/project-payment';
import { MobileMoneyCharge } from '@/components/payment/mobile-money-charge';
import { formatGhs } from '@/lib/money';
import { useProjectPayment, useRefreshProjects } from './api';
import { PROJECT_PAY_MESSAGES } from './messages';

const M = PROJECT_PAY_MESSAGES;

export interface DepositPaymentProps {
  /** The customer's own project, as the project page reads it (followed while the deposit is awaited) */
  project: ProjectRecord<Date>;
}

/**
 * The deposit of an accepted project (docs/projects.md, "Deposit"), from the project itself: while awaited, the
 * checkout's Mobile Money payment (MobileMoneyCharge: network, wallet, approve on your phone, the code asked,
 * "Use another number", declined in words) for the deposit, with until when the goods are kept; then paid,
 * being refunded or refunded. The project is read again every few seconds while its deposit is awaited, as an
 * order awaiting its payment is.
 */
export function DepositPayment({ project }: DepositPaymentProps) {
  const payment = useProjectPayment(project.userId, project.id);
  const refresh = useRefreshProjects(project.userId);
  const awaited = awaitedPayment(project);
  const awaiting = awaited?.purpose === 'deposit';

  useEffect(() => {
    if (!awaiting) return;
    const timer = setInterval(() => void refresh(), PAYMENT_FOLLOW_MS);
    return () => clearInterval(timer);
  }, [awaiting, refresh]);

  const accepted = project.accepted;
  const { money } = project;
  if (money.depositStatus === 'paid' && accepted && accepted.deposit > 0) {
    return (
      <Panel variant="shopper" title={M.paidTitle}>
        <Alert variant="success">{M.paid(formatGhs(accepted.deposit))}</Alert>
      </Panel>
    );
  }
  if ((money.depositStatus === 'refund_due' || money.depositStatus === 'refunded') && accepted) {
    const due = money.depositStatus === 'refund_due';
    return (
      <Panel variant="shopper" title={M.depositTitle}>
        <Alert variant={due ? 'warning' : 'success'}>
          {(due ? M.refundDue : M.refunded)(formatGhs(accepted.deposit))}
        </Alert>
      </Panel>
    );
  }
  if (!awaiting || !accepted) return null;

  const attempts = money.paymentAttempts.filter((a) => (a.purpose ?? 'deposit') === 'deposit');
  return (
    <MobileMoneyCharge
      amount={accepted.deposit}
      attempts={attempts}
      initialWallet={{ phone: formatGhanaPhone(project.customer.phone), network: '' }}
      start={payment.start}
      submitOtp={payment.submitOtp}
      heldUntil={money.depositDueBy ? M.heldUntil(formatDateTime(money.depositDueBy)) : undefined}
      firstRequestHere
    />
  );
}
