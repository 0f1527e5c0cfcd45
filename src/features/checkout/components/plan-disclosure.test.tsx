import { screen, render, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formatDay } from '@domain/shared/date-time';
import { formatPesewas } from '@domain/shared/money';
import { PLAN_CHECKOUT_MESSAGES } from '@domain/plans/messages';
import { planSchedule } from '@domain/plans/plan-schedule';
import type { PlanTemplate } from '@domain/plans/plan-template-terms';
import { CheckoutForm } from './checkout-form';
import { EMPTY_ADDRESS, type CheckoutFormValues } from './checkout-form-schema';

const TEMPLATE: PlanTemplate = {
  id: 'three-months',
  name: '3 months',
  depositPercent: 30,
  count: 3,
  frequency: 'monthly',
  extra: { kind: 'percent', value: 5 },
  graceDays: 5,
  release: 'paid',
  minTotal: 1000,
  scope: 'products',
  active: true,
};
// GH₵ 3,450: deposit 1,035, 2,415 in 3 with 5 % (120.75) extra.
const SCHEDULE = planSchedule(345_000, TEMPLATE, '2026-11-26');

const initial: CheckoutFormValues = {
  method: 'pickup',
  paymentMethod: 'cash_on_delivery',
  address: EMPTY_ADDRESS,
  wallet: { phone: '', network: '' },
  planId: '',
};

function renderForm(offers = [SCHEDULE]) {
  const onSubmit = vi.fn(async () => {});
  render(
    <CheckoutForm
      initialValues={initial}
      onDraft={() => {}}
      onSubmit={onSubmit}
      pickupAddress="Savanna Solar, Tamale"
      summary={() => null}
      planOffers={() => offers}
    />,
  );
  return onSubmit;
}

describe('paying in instalments at checkout', () => {
  it('is offered only when a plan applies to the order', () => {
    renderForm([]);
    expect(screen.queryByRole('radio', { name: /Pay in instalments/ })).toBeNull();
  });

  it("discloses each plan's figures, every payment with its date, lateness, release and paying off", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('radio', { name: /Pay in instalments/ }));
    const plan = within(screen.getByTestId('plan-three-months'));
    expect(screen.getByText(PLAN_CHECKOUT_MESSAGES.payNowCompare(formatPesewas(345_000)))).toBeVisible();
    const figure = (label: string) => plan.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    const W = PLAN_CHECKOUT_MESSAGES;
    expect(figure(W.cash)).toBe(formatPesewas(345_000));
    expect(figure(W.deposit)).toBe(formatPesewas(103_500));
    expect(figure(W.instalmentsHeading)).toBe('3 instalments, every month');
    expect(figure(W.total)).toBe(formatPesewas(357_075));
    expect(figure(W.extraLabel)).toBe('GH₵120.75 (3.5% of the price)');
    const table = plan.getByRole('table', { hidden: true });
    const rows = within(table).getAllByRole('row', { hidden: true });
    expect(rows.map((row) => row.textContent)).toEqual([
      'DueAmount',
      `${PLAN_CHECKOUT_MESSAGES.depositRow}${formatPesewas(103_500)}`,
      ...SCHEDULE.instalments.map((i) => `${formatDay(i.dueOn)}${formatPesewas(i.amount)}`),
    ]);
    expect(SCHEDULE.instalments.map((i) => i.amount)).toEqual([84_525, 84_525, 84_525]);
    expect(plan.getByText(PLAN_CHECKOUT_MESSAGES.late(5))).toBeVisible();
    expect(plan.getByText(PLAN_CHECKOUT_MESSAGES.releasePaid)).toBeVisible();
    // Right after the deposit: the 2,415 left, none of the extra (no instalment is due yet).
    expect(plan.getByText(PLAN_CHECKOUT_MESSAGES.payOff(formatPesewas(241_500)))).toBeVisible();
  });

  it('asks for a plan before placing, then sends the one chosen', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    await user.click(screen.getByRole('radio', { name: /Pay in instalments/ }));
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText(PLAN_CHECKOUT_MESSAGES.choosePlan, { selector: 'p' })).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('radio', { name: '3 months' }));
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ paymentMethod: 'instalments', planId: 'three-months', wallet: null }),
      expect.anything(),
    );
  });
});
