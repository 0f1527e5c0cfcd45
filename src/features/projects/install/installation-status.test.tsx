import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { projectFromRecord } from '@domain/projects/project-record';
import { InstallationStatus } from './installation-status';

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
    render(<InstallationStatus project={projectAt('installed')} />);
    expect(screen.getByText('Your system is installed. It is handed over once the balance is paid.')).toBeVisible();
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
