import { expect, test } from '@playwright/test';
import type { Timestamp } from 'firebase-admin/firestore';
import { periods } from '@domain/analytics/analytics';
import { projectFigures } from '@domain/projects/project-analytics';
import { formatGhs } from '../../src/lib/money';
import { openAsAdmin } from './admin-support';
import { adminDb } from './firestore';
import { expectNoAxeViolations } from './support';

/**
 * Admin › Analytics' installation projects (docs/projects.md, "Analytics") on the demo data (a project in every
 * stage): staff read the proposals sent and accepted, the average system and the money booked and received over
 * the last 14 days and the last 12 months, the same as every project document read one by one here says.
 */

const within = (value: unknown, start: Date, end: Date) => {
  const ms = (value as Timestamp | null | undefined)?.toMillis?.();
  return ms !== undefined && ms >= start.getTime() && ms < end.getTime();
};

/** The figures of [start, end) from every project and first proposal, read and added up here. */
async function figuresFromDocuments(start: Date, end: Date) {
  const [projects, firsts] = await Promise.all([
    adminDb().collection('projects').get(),
    adminDb().collectionGroup('proposals').where('version', '==', 1).get(),
  ]);
  const sum = (values: number[]) => values.reduce((s, v) => s + Math.round(v * 100), 0) / 100;
  const mean = (values: number[]) => (values.length ? values.reduce((s, v) => s + v, 0) / values.length : null);
  const all = projects.docs.map((d) => d.data());
  const accepted = all.filter((p) => within(p.accepted?.at, start, end));
  const deposits = all.filter((p) => p.money?.depositStatus === 'paid' && within(p.money?.depositPaidAt, start, end));
  const balances = all.filter((p) => p.money?.balanceStatus === 'paid' && within(p.money?.balancePaidAt, start, end));
  const numbers = (key: 'panelW' | 'batteryWh') =>
    accepted.map((p) => p.accepted[key] as unknown).filter((v): v is number => typeof v === 'number');
  return projectFigures({
    sent: firsts.docs.filter((d) => within(d.get('issuedAt'), start, end)).length,
    accepted: accepted.length,
    averagePanelW: mean(numbers('panelW')),
    averageBatteryWh: mean(numbers('batteryWh')),
    acceptedTotal: sum(accepted.map((p) => p.accepted.total as number)),
    cancelledTotal: sum(accepted.filter((p) => p.stage === 'cancelled').map((p) => p.accepted.total as number)),
    depositsPaid: sum(deposits.map((p) => p.accepted.deposit as number)),
    balancePaidTotals: sum(balances.map((p) => p.accepted.total as number)),
    balancePaidDeposits: sum(balances.map((p) => p.accepted.deposit as number)),
  });
}

test('staff read the installation projects of a period: sent → accepted, system size, booked and received', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  for (const [range, granularity, count] of [
    ['14d', 'day', 14],
    ['12m', 'month', 12],
  ] as const) {
    const list = periods(new Date(), granularity, count);
    const expected = await figuresFromDocuments(list[0]!.start, list.at(-1)!.end);
    if (range === '14d') {
      // The demo data has proposals sent and accepted, and money in, in the last two weeks.
      expect(expected.sent).toBeGreaterThan(0);
      expect(expected.accepted).toBeGreaterThan(0);
      expect(expected.received).toBeGreaterThan(0);
      await openAsAdmin(page, '/admin/analytics');
    } else {
      await page.getByLabel('Period', { exact: true }).selectOption(range);
    }
    const title = range === '14d' ? 'last 14 days' : 'last 12 months';
    await expect(page.getByRole('heading', { name: `Installation projects, ${title}` })).toBeVisible();
    const figures = page.getByTestId('project-figures');
    await expect(figures).toContainText(`Proposals accepted${expected.accepted} of ${expected.sent}`);
    await expect(figures).toContainText(`${expected.acceptanceRate}% of the proposals sent`);
    await expect(figures).toContainText(`Average solar panels${expected.averageKwp} kWp`);
    await expect(figures).toContainText(`Average batteries${expected.averageKwh} kWh`);
    await expect(figures).toContainText(`Projects booked${formatGhs(expected.booked)}`);
    await expect(figures).toContainText(`Project money received${formatGhs(expected.received)}`);
    await expectNoAxeViolations(page);
  }
});
