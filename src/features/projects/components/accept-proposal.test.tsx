import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDay, shopDay } from '@domain/shared/date-time';
import { confirmedScheduleOf, planSchedule } from '@domain/plans/plan-schedule';
import type { PlanTemplate } from '@domain/plans/plan-template-terms';
import type { ProjectRecord } from '@domain/projects/project';
import { projectFromRecord } from '@domain/projects/project-record';
import { optionPriceChange } from '@domain/projects/project-payment';
import { cashWay, proposalTerms } from '@domain/projects/proposal-terms';
import type { ProposalOption, ProposalRecord } from '@domain/projects/proposal';
import { CallableError } from '@/lib/firebase/callable';
import { AcceptProposal } from './accept-proposal';
import { FINANCED_THREE_MONTHS } from '@domain/plans/plan-template.fixtures';

const calls = vi.hoisted(() => ({ callFunction: vi.fn() }));
vi.mock('@/lib/firebase/callable', async (original) => ({
  ...(await original<typeof import('@/lib/firebase/callable')>()),
  callFunction: calls.callFunction,
}));

const date = (value: unknown) => (value instanceof Date ? value : new Date(0));

const option: ProposalOption = {
  title: 'Solar + backup',
  lines: [
    { productId: 'panel', name: 'Panel 450 W', kind: 'product', price: 1000, quantity: 2 },
    { productId: 'fit', name: 'Installation', kind: 'service', price: 500, quantity: 1 },
  ],
  discount: null,
  subtotal: 2500,
  taxRate: 0,
  tax: 0,
  delivery: 0,
  total: 2500,
  deposit: 750,
  figures: { dailyWh: 3000, backupHours: 6, panelW: 900, batteryWh: 2400, inverterVa: 3000 },
  savings: { generatorPerMonth: 300, prepaidPerMonth: 100, perMonth: 400, paybackMonths: 7 },
};

function proposalOf(validUntil: Date): ProposalRecord<Date> {
  return {
    version: 1,
    issuedAt: new Date(),
    validUntil,
    issuedBy: 'a1',
    issuedByName: 'Staff',
    options: [option],
    note: '',
  };
}

const project: ProjectRecord<Date> = projectFromRecord(
  'p1',
  { stage: 'proposal_sent', userId: 'u1', kind: 'installation', proposalVersion: 1 },
  date,
);

function renderAccept(proposal: ProposalRecord<Date>, seen?: ProposalRecord<Date>, planTemplates: PlanTemplate[] = []) {
  const client = new QueryClient();
  const ui = (p: ProposalRecord<Date>) => (
    <MemoryRouter>
      <QueryClientProvider client={client}>
        <AcceptProposal project={project} proposal={p} option={0} seen={seen ?? null} planTemplates={planTemplates} />
      </QueryClientProvider>
    </MemoryRouter>
  );
  const view = render(ui(proposal));
  return { ...view, show: (next: ProposalRecord<Date>) => view.rerender(ui(next)) };
}

beforeEach(() => calls.callFunction.mockReset());

describe('accepting an option of the proposal', () => {
  it('shows the terms (the option above shows its money) and asks for the name to sign', async () => {
    renderAccept(proposalOf(new Date(Date.now() + 86_400_000)));
    const form = screen.getByRole('form', { name: 'Accept this option: Solar + backup' });
    expect(form).not.toHaveTextContent('Deposit to pay now');
    expect(screen.getByTestId('proposal-terms')).toHaveTextContent(proposalTerms(cashWay(option)));

    await userEvent.click(screen.getByRole('button', { name: 'Accept and pay the deposit' }));
    expect(screen.getByLabelText('Your full name')).toHaveAccessibleDescription(
      'Type your full name to sign: it is your signature on this proposal.',
    );
    expect(calls.callFunction).not.toHaveBeenCalled();
  });

  it('refused because the proposal changed: each change in words, then the new amounts are confirmed', async () => {
    const reissued = { ...option, lines: [{ ...option.lines[0]!, price: 1100 }, option.lines[1]!], total: 2700 };
    calls.callFunction.mockRejectedValueOnce(
      new CallableError(
        'failed-precondition',
        'We sent you a newer version of this proposal. Please check what changed and accept again if it suits you.',
        { reason: 'proposal_changed', version: 2, deposit: 810, priceChange: optionPriceChange(reissued, 250_000) },
      ),
    );
    calls.callFunction.mockResolvedValueOnce({ project: {} });
    renderAccept(proposalOf(new Date(Date.now() + 86_400_000)));
    await userEvent.type(screen.getByLabelText('Your full name'), 'Abena Mensah');
    await userEvent.click(screen.getByRole('button', { name: 'Accept and pay the deposit' }));

    const notice = await screen.findByRole('alert', { name: 'Prices changed' });
    expect(
      within(notice)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Panel 450 W: GH₵1,000.00 → GH₵1,100.00', 'Total: GH₵2,500.00 → GH₵2,700.00']);
    expect(screen.getByText('Deposit: GH₵750.00 → GH₵810.00')).toBeVisible();
    expect(screen.getByRole('form')).toHaveTextContent('Deposit to pay nowGH₵810.00');

    await userEvent.click(screen.getByRole('button', { name: 'Accept and pay the deposit' }));
    expect(calls.callFunction).toHaveBeenLastCalledWith('acceptProposal', {
      projectId: 'p1',
      version: 2,
      option: 0,
      signedName: 'Abena Mensah',
      confirmedTotal: 270_000,
      confirmedDeposit: 81_000,
      // The terms shown for the new amounts, which the function records.
      terms: proposalTerms(cashWay({ total: 2700, deposit: 810 })),
    });
  });

  it('an expired proposal cannot be accepted', () => {
    renderAccept(proposalOf(new Date(Date.now() - 60_000)));
    expect(screen.getByText('This proposal has expired. We will send you one at today\u2019s prices.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Accept and pay the deposit' })).toBeNull();
  });

  it('refused as expired, then re-issued while the page is open: the changes in words, and the new one accepted', async () => {
    const first = proposalOf(new Date(Date.now() + 86_400_000));
    calls.callFunction.mockRejectedValueOnce(
      new CallableError('failed-precondition', 'This proposal has expired.', { reason: 'proposal_expired' }),
    );
    const { show } = renderAccept(first, first);
    await userEvent.type(screen.getByLabelText('Your full name'), 'Abena Mensah');
    await userEvent.click(screen.getByRole('button', { name: 'Accept and pay the deposit' }));
    expect(
      await screen.findByText('This proposal has expired. We will send you one at today\u2019s prices.'),
    ).toBeVisible();

    const reissued = {
      ...option,
      lines: [{ ...option.lines[0]!, price: 1100 }, option.lines[1]!],
      total: 2700,
      deposit: 810,
    };
    show({ ...first, version: 2, options: [reissued] });
    const notice = screen.getByRole('alert', { name: 'Prices changed' });
    expect(notice).toHaveTextContent('We sent you proposal 2 at today\u2019s prices since you opened this page.');
    expect(
      within(notice)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Panel 450 W: GH₵1,000.00 → GH₵1,100.00', 'Total: GH₵2,500.00 → GH₵2,700.00']);
    expect(screen.getByText('Deposit: GH₵750.00 → GH₵810.00')).toBeVisible();

    calls.callFunction.mockResolvedValueOnce({ project: {} });
    await userEvent.clear(screen.getByLabelText('Your full name'));
    await userEvent.type(screen.getByLabelText('Your full name'), 'Abena Mensah');
    await userEvent.click(screen.getByRole('button', { name: 'Accept and pay the deposit' }));
    expect(calls.callFunction).toHaveBeenLastCalledWith('acceptProposal', {
      projectId: 'p1',
      version: 2,
      option: 0,
      signedName: 'Abena Mensah',
      confirmedTotal: 270_000,
      confirmedDeposit: 81_000,
      terms: proposalTerms(cashWay({ total: 2700, deposit: 810 })),
    });
  });
});

const THREE_MONTHS: PlanTemplate = { ...FINANCED_THREE_MONTHS, id: 'three-months' };

describe('accepting with a payment plan', () => {
  const schedule = () => planSchedule(250_000, THREE_MONTHS, shopDay(new Date()));

  it('offers the plans for projects beside cash, disclosed, and confirms the schedule shown', async () => {
    const productsOnly = { ...THREE_MONTHS, id: 'products-only', name: '6 weeks', scope: 'products' as const };
    calls.callFunction.mockResolvedValueOnce({ project: {} });
    renderAccept(proposalOf(new Date(Date.now() + 86_400_000)), undefined, [THREE_MONTHS, productsOnly]);
    const disclosure = screen.getByTestId('plan-disclosure');
    expect(disclosure).toHaveTextContent('Paying in cash: GH₵750.00 deposit now and GH₵1,750.00 when installed');
    expect(screen.queryByTestId('plan-products-only')).toBeNull();
    const plan = screen.getByTestId('plan-three-months');
    // 2,500: deposit 500, 2,000 in 3 with 10 % (200) extra: 2,700 in all.
    expect(plan).toHaveTextContent('GH₵500.00');
    expect(plan).toHaveTextContent('GH₵2,700.00');
    expect(plan).toHaveTextContent('GH₵200.00 (8% of the price)');
    expect(plan).toHaveTextContent(
      'Your installation: booked after the deposit, once the shop has approved your plan.',
    );

    await userEvent.click(screen.getByRole('radio', { name: '3 months' }));
    await userEvent.type(screen.getByLabelText('Your full name'), 'Abena Mensah');
    await userEvent.click(screen.getByRole('button', { name: 'Accept and pay the plan\u2019s deposit' }));
    expect(calls.callFunction).toHaveBeenLastCalledWith(
      'acceptProposal',
      expect.objectContaining({
        confirmedTotal: 250_000,
        plan: confirmedScheduleOf(schedule()),
        terms: proposalTerms({ kind: 'plan', schedule: schedule() }),
      }),
    );
  });

  it('choosing "3 months" rewrites the terms above the name for the plan, and cash again for cash', async () => {
    renderAccept(proposalOf(new Date(Date.now() + 86_400_000)), undefined, [THREE_MONTHS]);
    const terms = screen.getByTestId('proposal-terms');
    expect(screen.getByText('The terms of paying in cash')).toBeVisible();
    expect(terms).toHaveTextContent('I pay the balance of GH₵1,750.00 when the system is installed.');

    await userEvent.click(screen.getByRole('radio', { name: '3 months' }));
    expect(screen.getByText('The terms of the payment plan "3 months"')).toBeVisible();
    expect(terms).toHaveTextContent(proposalTerms({ kind: 'plan', schedule: schedule() }));
    const last = schedule().instalments.at(-1)!;
    expect(terms).toHaveTextContent(new RegExp(`monthly instalments from .* to ${formatDay(last.dueOn)}`));
    expect(terms).toHaveTextContent('GH₵2,700.00 in all (GH₵200.00 more than in cash)');
    // Not the cash terms' "I pay the balance ... when the system is installed": the instalments are the balance.
    expect(terms).not.toHaveTextContent('I pay the balance');
    expect(terms).toHaveTextContent('nothing else is due when the system is installed');

    await userEvent.click(screen.getByRole('radio', { name: /^Cash/ }));
    expect(terms).toHaveTextContent(proposalTerms(cashWay(option)));
  });

  it('terms the shop writes differently (terms_changed) are shown, and accepting again sends them', async () => {
    const shop = 'By typing my name I accept the shop\u2019s own words.';
    calls.callFunction.mockRejectedValueOnce(
      new CallableError('failed-precondition', 'The terms for the way you chose to pay have changed.', {
        reason: 'terms_changed',
        terms: shop,
      }),
    );
    calls.callFunction.mockResolvedValueOnce({ project: {} });
    renderAccept(proposalOf(new Date(Date.now() + 86_400_000)), undefined, [THREE_MONTHS]);
    await userEvent.type(screen.getByLabelText('Your full name'), 'Abena Mensah');
    await userEvent.click(screen.getByRole('button', { name: 'Accept and pay the deposit' }));
    expect(await screen.findByText('The terms for the way you chose to pay have changed.')).toBeVisible();
    expect(screen.getByTestId('proposal-terms')).toHaveTextContent(shop);
    await userEvent.click(screen.getByRole('button', { name: 'Accept and pay the deposit' }));
    expect(calls.callFunction).toHaveBeenLastCalledWith('acceptProposal', expect.objectContaining({ terms: shop }));
  });

  it('a changed schedule is shown in words and the next accept confirms it', async () => {
    const newer = { ...schedule(), deposit: 50_100, total: 270_100 };
    calls.callFunction.mockRejectedValueOnce(
      new CallableError('failed-precondition', 'The plan changed.', { reason: 'schedule_changed', schedule: newer }),
    );
    calls.callFunction.mockResolvedValueOnce({ project: {} });
    renderAccept(proposalOf(new Date(Date.now() + 86_400_000)), undefined, [THREE_MONTHS]);
    await userEvent.click(screen.getByRole('radio', { name: '3 months' }));
    await userEvent.type(screen.getByLabelText('Your full name'), 'Abena Mensah');
    await userEvent.click(screen.getByRole('button', { name: 'Accept and pay the plan\u2019s deposit' }));
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('The new schedule:');
    expect(notice).toHaveTextContent('GH₵501.00');
    await userEvent.click(screen.getByRole('button', { name: 'Accept and pay the plan\u2019s deposit' }));
    expect(calls.callFunction).toHaveBeenLastCalledWith(
      'acceptProposal',
      expect.objectContaining({ plan: confirmedScheduleOf(newer) }),
    );
  });
});
