import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Field, fieldAria, Input } from '@/components/ui/input';
import { Alert } from '@/components/ui/panel';
import { shopDay } from '@domain/shared/date-time';
import { toPesewas } from '@domain/shared/money';
import { offeredSchedules } from '@domain/plans/plan-offers';
import { PLAN_PROJECT_MESSAGES } from '@domain/plans/messages';
import { scheduleFromRecord } from '@domain/plans/plan-record';
import { planPayPath } from '@domain/plans/plan-rules';
import { confirmedScheduleOf, type PlanSchedule } from '@domain/plans/plan-schedule';
import type { PlanTemplate } from '@domain/plans/plan-template-terms';
import {
  describePricingDifferences,
  priceChangeFrom,
  type PricingDifference,
  type ShownPricing,
} from '@domain/order/price-check';
import type { ProjectRecord } from '@domain/projects/project';
import { optionPriceChange, optionPricing, signedNameOf } from '@domain/projects/project-payment';
import { PROJECT_PAY_MESSAGES, PROJECT_PAYMENT_MESSAGES } from '@domain/projects/messages';
import { proposalTerms, type WayToPay } from '@domain/projects/proposal-terms';
import { balanceOf, type ProposalRecord } from '@domain/projects/proposal';
import { PriceChangeNotice } from '@/components/payment/price-change-notice';
import { CallableError, refusalReasonOf } from '@/lib/firebase/callable';
import { formatGhs } from '@/lib/money';
import { useAcceptProposal } from '../api/project-payment';
import { ProjectPlanChoice } from './plan-choice';

const M = PROJECT_PAY_MESSAGES;

export interface AcceptProposalProps {
  /** The customer's own project; the form shows only while it is at proposal_sent */
  project: ProjectRecord<Date>;
  /** The latest version of its proposal, as the page shows it */
  proposal: ProposalRecord<Date>;
  /** Which option of `proposal.options` this form accepts (its index) */
  option: number;
  /**
   * The version the customer first read on this page: when the shop sent a newer one since (the page follows the
   * project), what changed in this option is said in words before they accept.
   */
  seen?: ProposalRecord<Date> | null;
  /** The shop's payment plans (settings/global.planTemplates): those for projects are offered beside cash */
  planTemplates?: readonly PlanTemplate[];
  /** How long the deposit is awaited (settings/global.payment.holdMinutes) */
  holdMinutes?: number;
}

/** This option's changes between the version first read on the page and the latest, in words (none if the same). */
function reissuedChange(seen: ProposalRecord<Date> | null | undefined, latest: ProposalRecord<Date>, index: number) {
  const before = seen?.options[index];
  const now = latest.options[index];
  if (!seen || !before || !now || seen.version === latest.version) return null;
  const differences = describePricingDifferences(
    optionPricing(before),
    optionPriceChange(now, toPesewas(before.total)),
  );
  const deposit =
    toPesewas(before.deposit) !== toPesewas(now.deposit) ? { from: before.deposit, to: now.deposit } : null;
  return differences.length > 0 || deposit ? { differences, deposit } : null;
}

/** What the customer confirms when they press the button: the version and the option's money as last shown. */
interface Confirmed {
  version: number;
  pricing: ShownPricing;
  deposit: number;
}

/** What changed when acceptProposal refused the amounts the customer saw (proposal_changed, total_changed). */
interface Change {
  message: string;
  differences: PricingDifference[];
  deposit: { from: number; to: number } | null;
}

/** How the option's amounts changed since the customer saw them, change by change, and the deposit's change. */
function AmountsChange(props: { message: string; change: Omit<Change, 'message'>; newTotal: string }) {
  const { differences, deposit } = props.change;
  return (
    <div className="grid gap-1">
      <PriceChangeNotice message={props.message} differences={differences} newTotal={props.newTotal} />
      {deposit && (
        <p className="text-sm font-semibold text-slate-900">
          {M.depositChange(formatGhs(deposit.from), formatGhs(deposit.to))}
        </p>
      )}
    </div>
  );
}

/**
 * Accepting one option of the proposal (docs/projects.md, "Deposit"): how to pay (cash or a plan), the terms
 * written for the way chosen (proposalTerms; sent with the acceptance, which records them), "Your full name" (the
 * signature), then "Accept and pay the deposit". When the shop re-issued the proposal or its amounts changed
 * meanwhile, the refusal's new figures are shown change by change (the checkout's price-change guard) and pressing
 * the button again accepts the new amounts.
 */
export function AcceptProposal(props: AcceptProposalProps) {
  const { project, proposal, option: index, seen, planTemplates = [], holdMinutes = 30 } = props;
  const ids = useId();
  const navigate = useNavigate();
  const accept = useAcceptProposal(project.userId);
  const [planId, setPlanId] = useState('');
  const [changedPlan, setChangedPlan] = useState<{ message: string; schedule: PlanSchedule } | null>(null);
  const [today] = useState(() => shopDay(new Date()));
  const option = proposal.options[index];
  const [openedAt] = useState(() => Date.now());
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string>();
  const [error, setError] = useState<string>();
  // The version refused as expired: a newer one sent since may be accepted.
  const [expiredVersion, setExpiredVersion] = useState<number | null>(null);
  const [change, setChange] = useState<Change | null>(null);
  const [confirmed, setConfirmed] = useState<Confirmed | null>(null);
  // The shop's terms when acceptProposal refused ours as different (terms_changed), for the way they were written for.
  const [shopTerms, setShopTerms] = useState<{ ours: string; shop: string } | null>(null);

  if (project.stage !== 'proposal_sent' || !option) return null;
  const expired = expiredVersion === proposal.version;
  if (expired || proposal.validUntil.getTime() < openedAt) return <Alert variant="warning">{M.expired}</Alert>;
  const reissued = change ? null : reissuedChange(seen, proposal, index);

  const current: Confirmed = confirmed ?? {
    version: proposal.version,
    pricing: optionPricing(option),
    deposit: option.deposit,
  };
  const total = current.pricing.totals.total;
  const offers = offeredSchedules({
    templates: planTemplates,
    cashTotal: total,
    kind: 'project',
    today,
    changed: changedPlan?.schedule,
  });
  const plan = offers.find((o) => o.templateId === planId) ?? null;
  const noDeposit = (plan ? plan.deposit : toPesewas(current.deposit)) === 0;
  // The terms are written from the way chosen: switching to a plan rewrites them (proposal-terms.ts).
  const way: WayToPay = plan
    ? { kind: 'plan', schedule: plan }
    : { kind: 'cash', total: toPesewas(total), deposit: toPesewas(current.deposit) };
  const ourTerms = proposalTerms(way);
  const terms = shopTerms && shopTerms.ours === ourTerms ? shopTerms.shop : ourTerms;

  const onRefused = (failure: Error) => {
    const reason = refusalReasonOf(failure);
    if (reason === 'name_required') {
      setNameError(failure.message);
      return;
    }
    if (reason === 'proposal_expired') {
      setExpiredVersion(current.version);
      return;
    }
    const details = failure instanceof CallableError ? (failure.details as Record<string, unknown>) : {};
    if (reason === 'terms_changed' && typeof details.terms === 'string') {
      setShopTerms({ ours: ourTerms, shop: details.terms });
      setError(failure.message);
      return;
    }
    if (reason === 'schedule_changed' && details.schedule) {
      setChangedPlan({ message: failure.message, schedule: scheduleFromRecord(details.schedule) });
      return;
    }
    const priceChange = priceChangeFrom(details);
    if ((reason === 'proposal_changed' || reason === 'total_changed') && priceChange) {
      const deposit = typeof details.deposit === 'number' ? details.deposit : current.deposit;
      const version = typeof details.version === 'number' ? details.version : current.version;
      setChange({
        message: failure.message,
        differences: describePricingDifferences(current.pricing, priceChange),
        deposit: toPesewas(deposit) !== toPesewas(current.deposit) ? { from: current.deposit, to: deposit } : null,
      });
      setConfirmed({
        version,
        deposit,
        pricing: {
          ...current.pricing,
          settings: priceChange.settings,
          totals: priceChange.totals,
          lines: current.pricing.lines.map((line) => ({
            ...line,
            price: priceChange.prices.find((p) => p.productId === line.productId)?.price ?? line.price,
          })),
        },
      });
      return;
    }
    setError(failure.message);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    const signedName = signedNameOf(name);
    if (!signedName) {
      setNameError(PROJECT_PAYMENT_MESSAGES.nameRequired);
      return;
    }
    setNameError(undefined);
    setChange(null);
    setChangedPlan(null);
    accept.mutate(
      {
        projectId: project.id,
        version: current.version,
        option: index,
        signedName,
        confirmedTotal: toPesewas(total),
        confirmedDeposit: toPesewas(current.deposit),
        ...(plan ? { plan: confirmedScheduleOf(plan) } : {}),
        terms,
      },
      {
        onError: onRefused,
        // Paid in instalments: the plan's deposit is paid on the plan's page, as after the checkout.
        onSuccess: () => {
          if (plan && plan.deposit > 0) void navigate(planPayPath(project.id, plan.deposit));
        },
      },
    );
  };

  const nameId = `${ids}-name`;
  const rows: [string, number][] = [
    [M.total, total],
    [M.deposit, current.deposit],
    [M.balance, balanceOf({ total, deposit: current.deposit })],
  ];

  return (
    <form className="grid gap-3" onSubmit={submit} noValidate aria-label={`${M.acceptTitle}: ${option.title}`}>
      {/* The option above shows its money; only amounts changed since it was shown are repeated here. */}
      {confirmed && (
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-slate-900">
          {rows.map(([label, amount]) => (
            <div key={label} className="contents">
              <dt>{label}</dt>
              <dd className="text-right font-semibold tabular-nums">{formatGhs(amount)}</dd>
            </div>
          ))}
        </dl>
      )}
      {reissued && (
        <AmountsChange
          message={M.reissued(proposal.version)}
          change={reissued}
          newTotal={M.reissuedTotal(formatGhs(total), formatGhs(current.deposit))}
        />
      )}
      {change && (
        <AmountsChange
          message={change.message}
          change={change}
          newTotal={M.confirmAgain(formatGhs(total), formatGhs(current.deposit))}
        />
      )}
      <ProjectPlanChoice
        offers={offers}
        chosen={planId}
        onChoose={setPlanId}
        cash={{
          deposit: toPesewas(current.deposit),
          balance: toPesewas(balanceOf({ total, deposit: current.deposit })),
          total: toPesewas(total),
        }}
        holdMinutes={holdMinutes}
        changed={changedPlan}
      />
      <div>
        <p className="font-medium text-slate-900">
          {M.termsFor(plan ? { kind: 'plan', name: plan.name } : { kind: 'cash' })}
        </p>
        <p className="text-sm text-slate-700" data-testid="proposal-terms" aria-live="polite">
          {terms}
        </p>
      </div>
      <Field id={nameId} label={M.nameLabel} error={nameError} hint={M.nameHint}>
        <Input
          {...fieldAria(nameId, nameError, { hint: M.nameHint })}
          autoComplete="name"
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
      </Field>
      {error && <Alert>{error}</Alert>}
      <Button type="submit" disabled={accept.isPending}>
        {accept.isPending
          ? M.accepting
          : noDeposit
            ? M.acceptNoDeposit
            : plan
              ? PLAN_PROJECT_MESSAGES.accept
              : M.accept}
      </Button>
    </form>
  );
}
