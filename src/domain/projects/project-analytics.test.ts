import { describe, expect, it } from 'vitest';
import { projectFigures, type ProjectAggregates } from './project-analytics';

const none: ProjectAggregates = {
  sent: 0,
  accepted: 0,
  averagePanelW: null,
  averageBatteryWh: null,
  acceptedTotal: null,
  cancelledTotal: null,
  depositsPaid: null,
  balancePaidTotals: null,
  balancePaidDeposits: null,
};

describe('projectFigures (Admin › Analytics, installation projects)', () => {
  it('says nothing was sent or accepted in an empty period, with no rate and no system size', () => {
    expect(projectFigures(none)).toEqual({
      sent: 0,
      accepted: 0,
      acceptanceRate: null,
      averageKwp: null,
      averageKwh: null,
      booked: 0,
      received: 0,
    });
  });

  it('gives the rate of proposals accepted and the average system in kWp and kWh', () => {
    const figures = projectFigures({ ...none, sent: 3, accepted: 2, averagePanelW: 3300, averageBatteryWh: 7680 });
    expect(figures.acceptanceRate).toBe(66.7);
    expect(figures.averageKwp).toBe(3.3);
    expect(figures.averageKwh).toBe(7.68);
  });

  it('books the accepted totals less the cancelled ones, exact to the pesewa despite float sums', () => {
    // 0.1 + 0.2 style noise in Firestore's sum of GHS amounts
    const figures = projectFigures({
      ...none,
      sent: 2,
      accepted: 2,
      acceptedTotal: 30_000.3 + 0.000000001,
      cancelledTotal: 10_000.1,
    });
    expect(figures.booked).toBe(20_000.2);
  });

  it('receives the deposits paid and the balances paid (total less deposit), refunds left out by the query', () => {
    const figures = projectFigures({
      ...none,
      depositsPaid: 3000.03 + 1500.5,
      balancePaidTotals: 10_000.1,
      balancePaidDeposits: 3000.03,
    });
    expect(figures.received).toBe(11_500.6);
  });
});
