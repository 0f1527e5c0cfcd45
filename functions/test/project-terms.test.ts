/**
 * The terms of record (docs/projects.md, "The terms"): acceptProposal writes the terms from the way the customer
 * chose to pay with proposalTerms, the function the accept form shows them with, records them on the acceptance,
 * and refuses shown terms that differ (terms_changed, with its own), on the emulators. A project at
 * proposal_sent is written as issueProposal leaves it (project-fixture.ts).
 */
import type { DocumentData } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopDay } from '@domain/shared/date-time';
import { confirmedScheduleOf, planSchedule } from '@domain/plans/plan-schedule';
import type { PlanTemplate } from '@domain/plans/plan-template';
import { cashWay, proposalTerms } from '@domain/projects/proposal-terms';
import { acceptProposal, projectDoc, projectWithProposal, stockOf, withProjectAdmin } from './project-fixture';
import { callError, cleanup, db, readDoc } from './support';
import { FINANCED_THREE_MONTHS } from '@domain/plans/plan-template.fixtures';

const THREE_MONTHS: PlanTemplate = { ...FINANCED_THREE_MONTHS, id: 'terms-three-months' };

let saved: DocumentData | undefined;
beforeAll(async () => {
  saved = await readDoc('settings/global');
  await db.doc('settings/global').update({ planTemplates: [THREE_MONTHS] });
}, 60_000);
afterAll(async () => {
  if (saved) await db.doc('settings/global').set(saved);
  await cleanup();
});
withProjectAdmin();

/** The option of the fixture: 2,500.00 in all, 750.00 deposit in cash. */
const CASH_TERMS = proposalTerms(cashWay({ total: 2500, deposit: 750 }));

describe('the terms recorded with the acceptance', () => {
  it('"3 months": the plan\u2019s terms as shown, never the cash balance', async () => {
    const { user, projectId } = await projectWithProposal({ money: { plan: null } });
    const schedule = planSchedule(250_000, THREE_MONTHS, shopDay(new Date()));
    const shown = proposalTerms({ kind: 'plan', schedule });
    await acceptProposal(user, projectId, { plan: confirmedScheduleOf(schedule), terms: shown });
    const stored = await projectDoc(projectId);
    expect(stored?.accepted.terms).toBe(shown);
    expect(stored?.accepted.terms).toContain('paid by the payment plan "3 months"');
    expect(stored?.accepted.terms).not.toContain('I pay the balance');
  });

  it('cash: the cash terms with the option\u2019s amounts, also when an older page sends none', async () => {
    const { user, projectId } = await projectWithProposal();
    await acceptProposal(user, projectId);
    expect((await projectDoc(projectId))?.accepted.terms).toBe(CASH_TERMS);
    expect(CASH_TERMS).toContain('I pay the balance of GH₵1,750.00 when the system is installed.');
  });

  it('refuses terms shown for another way (the cash terms with a plan chosen), with the shop\u2019s own, taking nothing', async () => {
    const { user, projectId, panelId } = await projectWithProposal({ money: { plan: null } });
    const schedule = planSchedule(250_000, THREE_MONTHS, shopDay(new Date()));
    const refused = await callError(
      acceptProposal(user, projectId, { plan: confirmedScheduleOf(schedule), terms: CASH_TERMS }),
    );
    expect(refused).toMatchObject({
      code: 'failed-precondition',
      details: { reason: 'terms_changed', terms: proposalTerms({ kind: 'plan', schedule }) },
    });
    expect(await stockOf(panelId)).toBe(5);
    expect(await projectDoc(projectId)).toMatchObject({ stage: 'proposal_sent', accepted: null });
  });
});
