/**
 * The demo shop's project paid in instalments (docs/projects.md, "Projects paid in instalments"): an installation
 * whose option 2 was accepted on the demo's "3 months" plan (paid after installation, once the shop approves), its
 * deposit paid by Mobile Money on the plan, waiting for staff's approval in Admin › Plans before the installation
 * may be booked. The project is made as the other demo projects are (generateProjects), then paid by its plan:
 * plans/{projectId}, with the schedule planSchedule gives for the option's total from the day it was accepted.
 */
import { shopDay } from '@domain/shared/date-time';
import { toPesewas } from '@domain/shared/money';
import { planPosition } from '@domain/plans/plan-ledger';
import { NEW_PLAN_NONE_YET } from '@domain/plans/plan-record';
import { planSchedule } from '@domain/plans/plan-schedule';
import { planSearchKeys } from '@domain/plans/plan-search';
import { proposalTerms } from '@domain/projects/proposal-terms';
import { applianceFromPreset, findPreset } from '@domain/sizing/sizing';
import { DEMO_PLAN_TEMPLATES } from '@domain/demo/plan-templates';
import type { SeedCustomer, SeedDoc } from './seed-orders';
import { generateProjects, type DemoProject } from './seed-projects';

const PLAN_PROJECT: DemoProject = {
  key: 'paid-by-plan-nyankpala',
  stage: 'deposit_paid',
  kind: 'installation',
  site: { region: 'Northern', town: 'Nyankpala', gpsAddress: 'NS-0231-5580', landmark: 'Near the research station' },
  requestedDaysAgo: 12,
  surveyInDays: -9,
  appliances: [
    applianceFromPreset(findPreset('led')!, 6),
    applianceFromPreset(findPreset('tv')!, 1),
    applianceFromPreset(findPreset('fridge')!, 1),
  ],
  message: 'We would like to pay over a few months.',
  validForDays: 5,
};

type Data = Record<string, unknown> & { money: Record<string, unknown>; timeline: Record<string, unknown>[] };

/** The project's documents (its number claim and proposal too) and its plan, awaiting the shop's approval. */
export function generateProjectPlans(customers: readonly SeedCustomer[], now: number, taken: Set<string>): SeedDoc[] {
  const docs = generateProjects(customers.slice(3), now, taken, [PLAN_PROJECT]);
  const projectDoc = docs.find((d) => /^projects\/[^/]+$/.test(d.path));
  if (!projectDoc) return docs;
  const id = projectDoc.path.split('/')[1]!;
  const project = projectDoc.data as Data;
  const accepted = project.accepted as { total: number; at: Date };
  const template = DEMO_PLAN_TEMPLATES.find((t) => t.id === '3-months')!;
  const schedule = planSchedule(toPesewas(accepted.total), template, shopDay(accepted.at));
  // The terms of record are the plan's, as acceptProposal writes them for the way chosen.
  project.accepted = { ...(project.accepted as object), terms: proposalTerms({ kind: 'plan', schedule }) };
  const paidAt = project.money.depositPaidAt as Date;
  const reference = `plan.${id}.1`;
  project.money = {
    ...project.money,
    depositReference: reference,
    // The plan's instalments are the balance: not awaited apart.
    balanceStatus: 'none',
    plan: { id, templateId: template.id, releasedAt: null, ownedAt: null },
  };
  const customer = project.customer as { name: string; email: string; phone: string };
  const position = planPosition(schedule, schedule.deposit, 0, shopDay(new Date(now)));
  docs.push({
    path: `plans/${id}`,
    data: {
      source: { kind: 'project', id, number: project.number },
      userId: project.userId,
      customer,
      schedule,
      status: 'awaiting_approval',
      paid: schedule.deposit,
      waived: 0,
      remaining: position.remaining,
      payments: [
        { reference, amount: schedule.deposit, method: 'mobile_money', by: 'paystack', waived: 0, at: paidAt },
      ],
      paymentAttempts: [],
      depositDueBy: null,
      ...NEW_PLAN_NONE_YET,
      timeline: [
        { status: 'awaiting_deposit', at: accepted.at, by: project.userId, note: `Plan "${schedule.name}" chosen` },
        { status: 'awaiting_approval', at: paidAt, by: 'paystack', note: 'Deposit paid by Mobile Money' },
      ],
      searchKeys: planSearchKeys(String(project.number), customer),
      createdAt: accepted.at,
      updatedAt: paidAt,
    },
  });
  return docs;
}
