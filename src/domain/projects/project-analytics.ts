import { fromPesewas, toPesewas } from '@domain/shared/money';

/**
 * Admin › Analytics' installation projects (docs/projects.md, "Analytics"): what the aggregation queries of a
 * period give (counts, sums and averages computed by Firestore), and the figures staff read, in GHS exact to the
 * pesewa. Sums of GHS amounts can carry float noise: each is rounded to pesewas before it is added or taken away.
 */
export interface ProjectAggregates {
  /** Projects sent their first proposal in the period */
  sent: number;
  /** Projects accepted in the period (still accepted: a deposit that did not arrive clears the acceptance) */
  accepted: number;
  /** Average of the accepted options' panels (W) and batteries (Wh); null when none carries them */
  averagePanelW: number | null;
  averageBatteryWh: number | null;
  /** Sum of the accepted totals in the period, and of those cancelled since */
  acceptedTotal: number | null;
  cancelledTotal: number | null;
  /** Deposits paid in the period (still paid: a refunded deposit is not counted) */
  depositsPaid: number | null;
  /** Totals and deposits of the projects whose balance was paid in the period: the balance is their difference */
  balancePaidTotals: number | null;
  balancePaidDeposits: number | null;
}

export interface ProjectFigures {
  sent: number;
  accepted: number;
  /** Percent of the proposals sent that were accepted, one decimal; null when none was sent */
  acceptanceRate: number | null;
  /** kWp of panels and kWh of batteries, two decimals; null without an accepted option */
  averageKwp: number | null;
  averageKwh: number | null;
  /** GHS: accepted totals minus those cancelled */
  booked: number;
  /** GHS: deposits and balances paid, refunds left out */
  received: number;
}

const pesewas = (amount: number | null | undefined): number =>
  typeof amount === 'number' && Number.isFinite(amount) ? toPesewas(amount) : 0;

const kilo = (value: number | null): number | null =>
  value === null || !Number.isFinite(value) ? null : Math.round(value / 10) / 100;

export function projectFigures(a: ProjectAggregates): ProjectFigures {
  const balances = pesewas(a.balancePaidTotals) - pesewas(a.balancePaidDeposits);
  return {
    sent: a.sent,
    accepted: a.accepted,
    acceptanceRate: a.sent > 0 ? Math.round((a.accepted / a.sent) * 1000) / 10 : null,
    averageKwp: a.accepted > 0 ? kilo(a.averagePanelW) : null,
    averageKwh: a.accepted > 0 ? kilo(a.averageBatteryWh) : null,
    booked: fromPesewas(Math.max(0, pesewas(a.acceptedTotal) - pesewas(a.cancelledTotal))),
    received: fromPesewas(pesewas(a.depositsPaid) + Math.max(0, balances)),
  };
}
