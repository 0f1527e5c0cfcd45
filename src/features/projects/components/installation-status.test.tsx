import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { projectFromRecord } from '@domain/projects/project-record';
import { projectMoneyFigures } from '@domain/projects/project-money';
import { planSchedule } from '@domain/plans/plan-schedule';
import { DEMO_PLAN_TEMPLATES } from '@domain/demo/plan-templates';
import type { ProjectRecord } from '@domain/projects/project';
import { InstallationStatus as Status } from './installation-status';

/** The status with the project's money as the page reads it (a cash project: no plan to read). */
const InstallationStatus = ({ project }: { project: ProjectRecord<Date> }) => (
  <Status project={project} money={projectMoneyFigures(project, null, '2026-12-01')} />
);

const date = (value: unknown) => (value instanceof Date ? value : new Date(0));

function projectAt(stage: string, extra: Record<string, unknown> = {}) {
  return projectFromRecord(
    'p1',
    {
      stage,
      kind: 'installation',
      userId: 'u1',
      installation: {
        day: '2026-12-01',
        slot: 'afternoon',
        team: ['Kofi Asante', 'Ama Owusu'],
        installedAt: null,
        serials: [],
        readings: {},
      },
      accepted: { total: 10_000, deposit: 3_000, at: new Date(0) },
      money: { depositStatus: 'paid', balanceStatus: 'awaiting', paymentAttempts: [] },
      ...extra,
    },
    date,
  );
}

describe('InstallationStatus', () => {
  it('shows the booked day, time and team; then installed with the balance due', () => {
    const { unmount } = render(<InstallationStatus project={projectAt('install_scheduled')} />);
    expect(screen.getByText('Tuesday 1 December 2026, afternoon (12 noon to 4 pm)')).toBeVisible();
    expect(screen.getByText('Kofi Asante, Ama Owusu')).toBeVisible();
    unmount();
    const installedAt = new Date('2026-12-03T15:00:00Z');
    const installed = projectAt('installed');
    installed.installation!.installedAt = installedAt;
    render(<InstallationStatus project={installed} />);
    // The day it was installed (a day after the one booked), not the day booked.
    expect(screen.getByText('Installed on')).toBeVisible();
    expect(screen.getByTestId('installation-day')).toHaveTextContent('3 Dec 2026');
    expect(
      screen.getByText('Your system is installed. Pay the balance of GH₵7,000.00 and we hand it over, tested.'),
    ).toBeVisible();
  });

  it("on a plan that released the installation: the plan's next instalment, not the balance", () => {
    const schedule = planSchedule(
      1_000_000,
      DEMO_PLAN_TEMPLATES.find((t) => t.id === '3-months')!,
      '2026-11-20',
    );
    const project = projectAt('installed', {
      money: {
        depositStatus: 'paid',
        balanceStatus: 'none',
        paymentAttempts: [],
        plan: { id: 'p1', templateId: '3-months', releasedAt: new Date(), ownedAt: null },
      },
    });
    const money = projectMoneyFigures(project, { schedule, paid: schedule.deposit, waived: 0 }, '2026-12-01');
    render(<Status project={project} money={money} />);
    expect(screen.queryByText(/Pay the balance/)).toBeNull();
    expect(screen.getByText(/the next, GH₵[\d,.]+, is due on Sunday 20 December 2026/)).toBeVisible();
  });

  it('reads commissioned with its day', () => {
    render(
      <InstallationStatus project={projectAt('commissioned', { commissionedAt: new Date('2026-12-02T10:00:00Z') })} />,
    );
    expect(screen.getByRole('heading', { name: 'Commissioned' })).toBeVisible();
    expect(screen.getByText(/commissioned on 2 Dec 2026/)).toBeVisible();
  });

  it('says nothing before the installation is booked', () => {
    const { container } = render(<InstallationStatus project={projectAt('deposit_paid', { installation: null })} />);
    expect(container).toBeEmptyDOMElement();
  });
});
