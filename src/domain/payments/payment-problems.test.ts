import { describe, expect, it } from 'vitest';
import { holderPagePath, paymentProblemFromRecord } from './payment-problems';

const asIs = (value: unknown) => value;

describe('paymentProblemFromRecord', () => {
  it('reads an amount mismatch on a plan, amounts in pesewas', () => {
    const problem = paymentProblemFromRecord(
      'p1',
      {
        planId: 'plan-1',
        reference: 'plan.plan-1.2',
        kind: 'mismatch',
        detail: 'The amount did not match.',
        expected: { amount: 200_000, currency: 'GHS' },
        received: { amount: 20_000, currency: 'GHS', reference: 'plan.plan-1.2' },
        at: 5,
      },
      asIs,
    );
    expect(problem).toEqual({
      id: 'p1',
      kind: 'mismatch',
      holder: { kind: 'plan', id: 'plan-1' },
      reference: 'plan.plan-1.2',
      detail: 'The amount did not match.',
      expected: 200_000,
      received: 20_000,
      at: 5,
    });
    expect(holderPagePath(problem.holder!)).toBe('/admin/plans/plan-1');
  });

  it('reads what an order or a project paid after it closed, and an unknown record without failing', () => {
    const order = paymentProblemFromRecord('p2', { orderId: 'o 1', kind: 'paid_after_close' }, asIs);
    expect(order).toMatchObject({ holder: { kind: 'order', id: 'o 1' }, expected: null, received: null });
    expect(holderPagePath(order.holder!)).toBe('/admin/orders/o%201');
    const project = paymentProblemFromRecord('p3', { projectId: 'pr', kind: 'refund_mismatch' }, asIs);
    expect(holderPagePath(project.holder!)).toBe('/admin/projects/pr');
    expect(paymentProblemFromRecord('p4', { kind: 'something new' }, asIs)).toMatchObject({
      kind: 'other',
      holder: null,
      reference: '',
    });
  });
});
