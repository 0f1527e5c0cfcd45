import { useEffect } from 'react';
import { Alert, Panel } from '@/components/ui/panel';
import { formatDateTime } from '@domain/shared/date-time';
import { formatGhanaPhone } from '@domain/shared/phone';
import { PAYMENT_FOLLOW_MS } from '@domain/order/order';
import { fromPesewas } from '@domain/shared/money';
import type { ProjectRecord, ProjectStage } from '@domain/projects/project';
import { awaitedPayment } from '@domain/projects/project-payment';
import { MobileMoneyCharge } from '@/components/payment/mobile-money-charge';
import { formatGhs } from '@/lib/money';
import { useProjectPayment, useRefreshProjects } from '../api/project-payment';
import { PROJECT_PAY_MESSAGES } from '@domain/projects/messages';

const M = PROJECT_PAY_MESSAGES;

export interface ProjectPaymentProps {
  /** The customer's own project, as the project page reads it (followed while a payment is being made) */
  project: ProjectRecord<Date>;
}

/** Stages at which the installation's own part says what comes next: the deposit's "received" is old news. */
const INSTALL_STAGES: readonly ProjectStage[] = ['install_scheduled', 'installed', 'commissioned'];

/**
 * What the customer pays on a project (docs/projects.md, "Deposit" and "Installation and balance"), from the
 * project itself: the payment it awaits (awaitedPayment: the deposit once accepted, the balance once installed)
 * with the checkout's Mobile Money payment (MobileMoneyCharge: network, wallet, approve on your phone, the code
 * asked, "Use another number", declined in words), with until when the goods are kept for a deposit; then paid,
 * being refunded or refunded. The project is read again every few seconds while it is being paid, as an order
 * awaiting its payment is.
 */
export function ProjectPayment({ project }: ProjectPaymentProps) {
  const payment = useProjectPayment(project.userId, project.id);
  const refresh = useRefreshProjects(project.userId);
  const awaited = awaitedPayment(project);
  // The balance is paid once the system is installed (the terms the customer accepted).
  const purpose =
    awaited?.purpose === 'deposit' || (awaited?.purpose === 'balance' && project.stage === 'installed')
      ? awaited.purpose
      : null;

  useEffect(() => {
    if (!purpose) return;
    const timer = setInterval(() => void refresh(), PAYMENT_FOLLOW_MS);
    return () => clearInterval(timer);
  }, [purpose, refresh]);

  const accepted = project.accepted;
  const { money } = project;
  if (purpose === 'balance' && accepted && awaited) {
    return (
      <section aria-label={M.balanceTitle} className="grid gap-2">
        <h2 className="text-lg font-semibold text-brand-900">{M.balanceTitle}</h2>
        <p className="text-slate-800">{M.balanceDue(formatGhs(fromPesewas(awaited.amount)))}</p>
        <MobileMoneyCharge
          amount={fromPesewas(awaited.amount)}
          attempts={money.paymentAttempts.filter((a) => a.purpose === 'balance')}
          initialWallet={{ phone: formatGhanaPhone(project.customer.phone), network: '' }}
          start={payment.start}
          submitOtp={payment.submitOtp}
          firstRequestHere
        />
      </section>
    );
  }
  if (money.balanceStatus === 'paid' && accepted && INSTALL_STAGES.includes(project.stage)) {
    return (
      <Panel variant="shopper" title={M.balancePaidTitle}>
        <Alert variant="success">{M.balancePaid(formatGhs(accepted.total))}</Alert>
      </Panel>
    );
  }
  if (money.depositStatus === 'paid' && accepted && accepted.deposit > 0 && !INSTALL_STAGES.includes(project.stage)) {
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
  if (purpose !== 'deposit' || !accepted) return null;

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
