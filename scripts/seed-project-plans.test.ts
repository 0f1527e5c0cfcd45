import { describe, expect, it } from 'vitest';
import { planFromRecord } from '@domain/plans/plan-record';
import { projectFromRecord } from '@domain/projects/project-record';
import { proposalTerms } from '@domain/projects/proposal-terms';
import { toPesewas } from '@domain/shared/money';
import { generateCustomers } from './seed-orders';
import { generateProjectPlans } from './seed-project-plans';

const now = Date.parse('2026-11-26T09:00:00Z');
const asDate = (value: unknown) => (value instanceof Date ? value : new Date(0));

describe('the demo project paid in instalments', () => {
  it('is at deposit_paid by its plan, which holds exactly its deposit and awaits the shop', () => {
    const docs = generateProjectPlans(generateCustomers(14, now), now, new Set());
    const projectDoc = docs.find((d) => /^projects\/[^/]+$/.test(d.path))!;
    const planDoc = docs.find((d) => d.path.startsWith('plans/'))!;
    const project = projectFromRecord(projectDoc.path.split('/')[1]!, projectDoc.data, asDate);
    const plan = planFromRecord(planDoc.path.split('/')[1]!, planDoc.data, asDate);
    expect(plan.id).toBe(project.id);
    expect(project).toMatchObject({
      stage: 'deposit_paid',
      money: { depositStatus: 'paid', balanceStatus: 'none', plan: { id: plan.id, releasedAt: null } },
    });
    expect(plan).toMatchObject({ status: 'awaiting_approval', source: { kind: 'project', number: project.number } });
    expect(plan.schedule.cash).toBe(toPesewas(project.accepted!.total));
    expect(plan.paid).toBe(plan.schedule.deposit);
    // The terms of record are the plan's own, as acceptProposal writes them for "3 months".
    expect(project.accepted!.terms).toBe(proposalTerms({ kind: 'plan', schedule: plan.schedule }));
    expect((planDoc.data as { remaining: number }).remaining).toBe(plan.schedule.total - plan.schedule.deposit);
    expect(docs.some((d) => d.path === `projectNumbers/${project.number}`)).toBe(true);
  });
});
