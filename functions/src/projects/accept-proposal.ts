import '../shared/global-options';
import { Timestamp } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { toPesewas } from '@domain/shared/money';
import { decideProjectAction, type ProjectDto, type ProjectRecord } from '@domain/projects/project';
import { PROJECT_MESSAGES, PROJECT_PAYMENT_MESSAGES, PROJECT_PLAN_MESSAGES } from '@domain/projects/messages';
import {
  acceptProposalInputSchema,
  moneyWithDepositPaid,
  optionPriceChange,
  signedNameOf,
  type ProjectPaymentRefusal,
} from '@domain/projects/project-payment';
import type { PlanRecord } from '@domain/plans/plan-record';
import { proposalDocId } from '@domain/projects/proposal';
import { cashWay, proposalTerms, sameTerms } from '@domain/projects/proposal-terms';
import { db } from '../shared/firebase';
import { confirmedPlanSchedule, createPlan } from '../plans/lib/plan-lifecycle';
import { plansCollection, refusePlan } from '../plans/lib/plans';
import { SYSTEM_ACTOR } from '../payments/lib/payment-events';
import { goodsOf, reserveStock } from './lib/project-stock';
import { readSettings, readPlan, readProposal } from '../shared/stored';
import { projectEntry, projectToDto, proposalsOf, runOwnProjectAction } from './lib/projects';

/** A plan at the project's id that a new acceptance may replace: cancelled (or declined) with nothing paid. */
const replaceablePlan = (plan: PlanRecord<Timestamp>): boolean =>
  (plan.status === 'cancelled' || plan.status === 'declined') && plan.paid === 0;

/** A refusal of acceptProposal: words for the customer, `details.reason` (and what changed) for the app. */
const refuse = (reason: ProjectPaymentRefusal, message: string, details: Record<string, unknown> = {}) =>
  new HttpsError('failed-precondition', message, { reason, ...details });

/**
 * acceptProposal (the project's customer, active): they accept one option of the latest proposal, signing with
 * their typed name (docs/projects.md, "Deposit"). Refused, with `details.reason`, when the version is not the
 * latest (proposal_changed), the proposal's validity has passed (proposal_expired), the option is not in it
 * (no_option), the total or deposit they saw differ from the option's (total_changed: what they confirm is
 * what is charged; both carry the latest option's money in `details.priceChange` and `details.deposit`), or the
 * name is too short (name_required), or the terms shown are not those written for the way chosen (terms_changed,
 * with the shop's in `details.terms`). Else, in the transaction that read the project: the acceptance of record
 * (the terms proposalTerms writes for the way chosen, as shown; the name, the server's time, the amounts), the
 * option's goods taken from stock (refused in words when short: out_of_stock), stage accepted and the deposit awaited until now + the payment hold time; a
 * deposit of 0 goes straight to deposit_paid. With `plan` (the schedule the customer confirmed), the option is
 * paid in instalments (docs/projects.md, "Projects paid in instalments"): the schedule is computed again
 * (no_plan, below_minimum, schedule_changed as at the checkout), plans/{projectId} is made in this transaction
 * and its deposit replaces the project's, awaited for the same hold time.
 */
export const acceptProposal = onCall((request): Promise<{ project: ProjectDto }> =>
  runOwnProjectAction(request, acceptProposalInputSchema, 'accept', async (context) => {
    const { tx, snap, project, input, by, now } = context;
    const [proposalSnap, settingsSnap, planSnap] = await tx.getAll(
      proposalsOf(project.id).doc(proposalDocId(project.proposalVersion)),
      db().doc('settings/global'),
      plansCollection().doc(project.id),
    );
    if (!proposalSnap?.exists || !settingsSnap || !planSnap) {
      throw new HttpsError('not-found', PROJECT_MESSAGES.notFound);
    }
    const proposal = readProposal(proposalSnap);
    const latest = proposal.options[input.option];
    const changes = () =>
      latest
        ? {
            version: proposal.version,
            priceChange: optionPriceChange(latest, input.confirmedTotal),
            deposit: latest.deposit,
          }
        : { version: proposal.version };

    if (input.version !== proposal.version) {
      throw refuse('proposal_changed', PROJECT_PAYMENT_MESSAGES.proposalChanged, changes());
    }
    const validUntil = project.proposalValidUntil ?? proposal.validUntil;
    if (validUntil.toMillis() < now.toMillis()) throw refuse('proposal_expired', PROJECT_MESSAGES.proposalExpired);
    if (!latest) throw refuse('no_option', PROJECT_PAYMENT_MESSAGES.noOption);
    if (toPesewas(latest.total) !== input.confirmedTotal || toPesewas(latest.deposit) !== input.confirmedDeposit) {
      throw refuse('total_changed', PROJECT_PAYMENT_MESSAGES.totalChanged, changes());
    }
    const signedName = signedNameOf(input.signedName);
    if (!signedName) throw refuse('name_required', PROJECT_PAYMENT_MESSAGES.nameRequired);
    // Paid in instalments: the schedule the customer confirmed, computed again (schedule_changed carries the new).
    const schedule = input.plan && confirmedPlanSchedule(settingsSnap, input.plan, latest.total, 'project', now);
    // A plan of this project cancelled with nothing paid (its deposit did not arrive) is replaced; any other stays.
    if (schedule && planSnap.exists && !replaceablePlan(readPlan(planSnap))) throw refusePlan('wrong_status');
    // The terms of record are written here from the way chosen, by the function the page shows them with.
    const terms = proposalTerms(schedule ? { kind: 'plan', schedule } : cashWay(latest));
    if (input.terms !== null && !sameTerms(input.terms, terms)) {
      throw refuse('terms_changed', PROJECT_PAYMENT_MESSAGES.termsChanged, { terms });
    }

    await reserveStock(tx, goodsOf(latest.lines));

    const accepted: ProjectRecord<Timestamp>['accepted'] = {
      version: proposal.version,
      option: input.option,
      optionTitle: latest.title,
      signedName,
      at: now,
      total: latest.total,
      deposit: latest.deposit,
      terms,
      panelW: latest.figures.panelW,
      batteryWh: latest.figures.batteryWh,
    };
    const noDeposit = (schedule ? schedule.deposit : toPesewas(latest.deposit)) === 0;
    const holdMinutes = readSettings(settingsSnap).payment.holdMinutes;
    // A plan's instalments are the balance: it is not awaited apart (the plan, fully paid, marks it paid).
    const paidMoney = schedule ? project.money : moneyWithDepositPaid(project.money, latest);
    const money: ProjectRecord<Timestamp>['money'] = {
      ...(noDeposit ? paidMoney : project.money),
      depositStatus: noDeposit ? 'paid' : 'awaiting',
      depositDueBy: noDeposit ? null : Timestamp.fromMillis(now.toMillis() + holdMinutes * 60_000),
      depositPaidAt: noDeposit ? now : null,
      depositReference: '',
      plan: schedule ? { id: project.id, templateId: schedule.templateId, releasedAt: null, ownedAt: null } : null,
    };
    if (schedule) {
      const { id, number, userId, customer } = project;
      createPlan(tx, { kind: 'project', id, number, userId, customer }, schedule, by, now, planSnap.exists);
    }
    const acceptedNote = schedule
      ? PROJECT_PLAN_MESSAGES.accepted(latest.title, signedName, schedule.name)
      : PROJECT_PAYMENT_MESSAGES.accepted(latest.title, signedName);
    const timeline = [...project.timeline, projectEntry(context.to, by, acceptedNote, now)];
    let stage = context.to;
    if (noDeposit) {
      const paid = decideProjectAction({ ...project, stage }, 'deposit_paid', 'system');
      if (!paid.ok) throw new Error('An accepted project cannot take its deposit');
      stage = paid.to;
      timeline.push(projectEntry(stage, SYSTEM_ACTOR, PROJECT_PAYMENT_MESSAGES.acceptedNoDeposit, now));
    }
    tx.update(snap.ref, { accepted, money, stage, timeline, updatedAt: now });
    return { project: projectToDto({ ...project, accepted, money, stage, timeline, updatedAt: now }) };
  }),
);
