import { describe, expect, it } from 'vitest';
import { renderEmail, renderSms } from '@domain/notifications/notification-templates';
import { formatPesewas } from '@domain/shared/money';
import { planSchedule } from '@domain/plans/plan-schedule';
import { DEMO_PLAN_TEMPLATES } from '@domain/demo/plan-templates';
import type { ProjectRecord } from './project';
import {
  balanceHoldsCommissioning,
  balanceKind,
  commissionWords,
  customerMoneyWords,
  heldByPlan,
  nextStepWords,
  projectMoneyFigures,
  staffPlanWords,
} from './project-money';
import { projectNotificationData } from './project-notifications';
import { projectFromRecord } from './project-record';

/**
 * The project's money rule (project-money.ts) and the messages' amounts, for a case seen on the demo shop: an option of
 * GH₵34,615.00 whose cash deposit (30 %) is GH₵10,384.50, accepted on the demo shop's "3 months" (25 % down,
 * GH₵8,653.75, 6 % extra over 3 monthly instalments).
 */

const THREE_MONTHS = DEMO_PLAN_TEMPLATES.find((t) => t.id === '3-months')!;
const TODAY = '2026-11-26';
const schedule = planSchedule(3_461_500, THREE_MONTHS, TODAY);
const at = new Date(`${TODAY}T09:00:00Z`);

/** A project as the reader gives it: option "Solar + backup" accepted at 34,615.00, deposit 10,384.50 in cash. */
function project(stage: string, money: Record<string, unknown>, entries = 6): ProjectRecord<Date> {
  return projectFromRecord(
    'p1',
    {
      number: 'SP-2611-48213',
      kind: 'installation',
      stage,
      userId: 'u1',
      customer: { name: 'Abena Mahama', phone: '+233241234567', email: 'abena@example.com' },
      site: { region: 'Northern', town: 'Tamale', gpsAddress: 'NT-0123-4567', landmark: '' },
      accepted: {
        version: 1,
        option: 1,
        optionTitle: 'Solar + backup',
        signedName: 'Abena Mahama',
        at,
        total: 34_615,
        deposit: 10_384.5,
        terms: '',
      },
      money: { depositStatus: 'paid', balanceStatus: 'none', paymentAttempts: [], ...money },
      installation: { day: '2026-12-01', slot: 'morning', team: ['Kofi'], installedAt: at, serials: [], readings: {} },
      timeline: Array.from({ length: entries }, () => ({ stage: 'requested', at, by: 'u1', note: '' })),
      createdAt: at,
      updatedAt: at,
    },
    (value) => (value instanceof Date ? value : new Date(0)),
  );
}

const cash = (stage: string, balanceStatus = 'awaiting') => project(stage, { balanceStatus });
const onPlan = (stage: string, releasedAt: Date | null, extra: Record<string, unknown> = {}) =>
  project(stage, { plan: { id: 'p1', templateId: '3-months', releasedAt, ownedAt: null }, ...extra });
/** The plan with its deposit paid (and `more` pesewas of the instalments). */
const planPaid = (more = 0) => ({ schedule, paid: schedule.deposit + more, waived: 0 });

describe("what a project's money allows next (one rule for the function, staff's page, the customer's and the messages)", () => {
  it('a cash project: commissioned only once its balance is paid', () => {
    expect(balanceKind(cash('installed'))).toBe('awaited');
    expect(balanceHoldsCommissioning(cash('installed'))).toBe(true);
    expect(balanceKind(cash('installed', 'paid'))).toBe('paid');
    expect(balanceHoldsCommissioning(cash('installed', 'paid'))).toBe(false);
    expect(heldByPlan(cash('deposit_paid').money)).toBe(false);
  });

  it('a plan not yet releasing the installation holds booking and commissioning', () => {
    const held = onPlan('deposit_paid', null);
    expect(heldByPlan(held.money)).toBe(true);
    expect(balanceKind(held)).toBe('held_by_plan');
    expect(balanceHoldsCommissioning(held)).toBe(true);
  });

  it('a plan that released the installation lets it be commissioned while its instalments are still due', () => {
    const released = onPlan('installed', at);
    expect(heldByPlan(released.money)).toBe(false);
    expect(balanceKind(released)).toBe('instalments');
    expect(balanceHoldsCommissioning(released)).toBe(false);
    // Staff read why, with the plan's next payment, and get the button.
    const figures = projectMoneyFigures(released, planPaid(), TODAY);
    expect(commissionWords(figures, formatPesewas)).toBe(
      'The payment plan pays the balance and allows the handover. Commissioning hands the system over and starts ' +
        `the warranties; the plan\u2019s instalments go on (next ${formatPesewas(schedule.instalments[0]!.amount)} on Saturday 26 December 2026).`,
    );
    // Fully paid on the plan: the balance is paid.
    expect(balanceKind(onPlan('installed', at, { balanceStatus: 'paid' }))).toBe('paid');
  });

  it("the figures: a plan's deposit and total, never the cash option's; a cash project's own", () => {
    const figures = projectMoneyFigures(onPlan('accepted', null), { schedule, paid: 0, waived: 0 }, TODAY);
    expect(figures).toMatchObject({ onPlan: true, deposit: 865_375, total: schedule.total, cashBalance: null });
    expect(figures.plan).toEqual({
      name: '3 months',
      remaining: schedule.total,
      // The deposit is not an instalment: none is named until it is paid.
      next: null,
    });
    const paid = projectMoneyFigures(onPlan('installed', at), planPaid(100_000), TODAY);
    expect(paid.plan?.next).toEqual({
      dueOn: '2026-12-26',
      amount: schedule.instalments[0]!.amount - 100_000,
    });
    expect(staffPlanWords(paid, formatPesewas)).toBe(
      `3 months: GH\u20b58,653.75 deposit, ${formatPesewas(schedule.total)} in all; ${formatPesewas(schedule.total - schedule.deposit - 100_000)} to pay, next ${formatPesewas(schedule.instalments[0]!.amount - 100_000)} on Sat 26 Dec.`,
    );
    // The plan not read yet: its figures are unknown, never the cash ones.
    expect(projectMoneyFigures(onPlan('accepted', null), null, TODAY)).toMatchObject({ deposit: null, total: null });
    expect(projectMoneyFigures(cash('installed'), null, TODAY)).toMatchObject({
      onPlan: false,
      deposit: 1_038_450,
      total: 3_461_500,
      cashBalance: 2_423_050,
    });
  });

  it('what the customer is told when installed: the balance to pay in cash; on a plan, the next instalment', () => {
    expect(customerMoneyWords('installed', projectMoneyFigures(cash('installed'), null, TODAY), formatPesewas)).toBe(
      'Your system is installed. Pay the balance of GH\u20b524,230.50 and we hand it over, tested.',
    );
    const plan = projectMoneyFigures(onPlan('installed', at), planPaid(), TODAY);
    const words = customerMoneyWords('installed', plan, formatPesewas);
    expect(words).not.toMatch(/Pay the balance/);
    expect(words).toBe(
      'Your system is installed. We hand it over, tested, and start its warranties. Your plan\u2019s instalments go on: ' +
        `the next, ${formatPesewas(schedule.instalments[0]!.amount)}, is due on Saturday 26 December 2026.`,
    );
  });
});

describe('"What happens next" on the project page', () => {
  it('once installed: the balance to pay in cash; on a plan, the handover (the card beside it names the next instalment)', () => {
    const cashFigures = projectMoneyFigures(cash('installed'), null, TODAY);
    expect(nextStepWords('installed', cashFigures, formatPesewas)).toBe(
      'Pay the balance of GH\u20b524,230.50 and we hand it over, tested.',
    );
    const plan = projectMoneyFigures(onPlan('installed', at), planPaid(), TODAY);
    expect(nextStepWords('installed', plan, formatPesewas)).toBe(
      'We hand your system over, tested, and start its warranties.',
    );
    expect(nextStepWords('accepted', plan, formatPesewas)).toContain(
      'Pay your plan\u2019s deposit of GH\u20b58,653.75',
    );
    expect(nextStepWords('commissioned', plan, formatPesewas)).toBe('');
  });
});

describe("the messages quote the plan's figures", () => {
  const data = (before: ProjectRecord<Date>, after: ProjectRecord<Date>, plan = planPaid()) =>
    projectNotificationData(before, after, 'https://shop.example', {
      plan,
      today: TODAY,
      shopPhone: '+233 37 202 4581',
    });
  const texts = (template: 'project_stage' | 'project_stage_staff', d: ReturnType<typeof data>) =>
    `${renderEmail(template, d).text}\n${renderSms(template, d)}`;

  it("accepted: the plan's deposit to pay (customer and staff), never the cash deposit", () => {
    const d = data(onPlan('proposal_sent', null), onPlan('accepted', null), { schedule, paid: 0, waived: 0 });
    expect(d).toMatchObject({ deposit: 8_653.75, total: schedule.total / 100, planName: '3 months' });
    const customer = texts('project_stage', d);
    expect(customer).toContain('Pay your plan\u2019s deposit of GHS 8,653.75');
    expect(renderSms('project_stage', d)).toContain('GHS 8,653.75');
    expect(customer).not.toContain('10,384.50');
    const staff = texts('project_stage_staff', d);
    expect(staff).toContain('on the payment plan "3 months"');
    expect(staff).toContain('The plan\u2019s deposit of GHS 8,653.75 is awaited.');
    expect(staff).not.toContain('10,384.50');
  });

  it("deposit paid: the plan's deposit received, and staff asked to approve the plan", () => {
    const d = data(onPlan('accepted', null), onPlan('deposit_paid', null));
    const customer = texts('project_stage', d);
    expect(customer).toContain('We received your plan\u2019s deposit of GHS 8,653.75.');
    expect(customer).not.toContain('10,384.50');
    expect(renderSms('project_stage', d)).toBe(
      "Savanna Solar: deposit received for SP-2611-48213. We received your plan's deposit of GHS 8,653.75. We book the installation once your plan is approved.",
    );
    expect(texts('project_stage_staff', d)).toContain(
      'The plan\u2019s deposit of GHS 8,653.75 for SP-2611-48213 is paid: approve or decline the plan in Admin \u203a Plans',
    );
  });

  it('installed and commissioned: the instalments run on, with the next day and amount; never "pay the balance"', () => {
    const next = `GHS ${(schedule.instalments[0]!.amount / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    for (const stage of ['installed', 'commissioned']) {
      const d = data(onPlan('install_scheduled', at), onPlan(stage, at));
      const mail = renderEmail('project_stage', d).text;
      const sms = renderSms('project_stage', d);
      expect(mail).toContain(`the next, ${next}, is due on Saturday 26 December 2026`);
      expect(sms).toContain(`next ${next} due Sat 26 Dec`);
      expect(sms.length).toBeLessThanOrEqual(160);
      expect(sms).not.toContain('\u2019');
      expect(`${mail}${sms}`).not.toMatch(/pay the balance/i);
    }
  });

  it('a cash project keeps its own deposit and balance', () => {
    const d = data(cash('install_scheduled'), cash('installed'), undefined as never);
    expect(texts('project_stage', d)).toContain('Pay the balance of GHS 24,230.50');
    const paid = data(cash('accepted', 'none'), cash('deposit_paid'), undefined as never);
    expect(texts('project_stage', paid)).toContain('We received your deposit of GHS 10,384.50.');
  });

  it('"call us" gives the shop\'s phone from Settings', () => {
    const cancelled = data(onPlan('deposit_paid', null), onPlan('cancelled', null));
    expect(texts('project_stage', cancelled)).toContain('please call us on +233 37 202 4581.');
  });

  it("the proposal's mail gives each option's price", () => {
    const sent = projectNotificationData(null, cash('proposal_sent'), 'https://shop.example', {
      today: TODAY,
      proposalOptions: [
        { title: 'Backup only', total: 18_250 },
        { title: 'Solar + backup', total: 34_615 },
      ],
    });
    const mail = renderEmail('project_proposal_sent', sent).text;
    expect(mail).toContain('Option 1, Backup only: GHS 18,250.00. Option 2, Solar + backup: GHS 34,615.00.');
  });
});
