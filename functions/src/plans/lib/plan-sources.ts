import type { Timestamp, Transaction } from 'firebase-admin/firestore';
import type { PlanRecord } from '@domain/plans/plan-record';
import type { Actor } from '../../shared/actor';

/**
 * What a plan pays for (docs/architecture.md, "Payments at the bottom"): an order or a project. The plans know of
 * neither; each registers here, once (functions/src/capabilities.ts), what a change of its plan does to it, so
 * that no import runs from the plans up to the orders or projects.
 */
export interface PlanSource {
  kind: PlanRecord<unknown>['source']['kind'];
  /**
   * Reads, in a staff action's transaction before any write, what it pays for (refused as a missing plan when it
   * is gone).
   */
  readForAction(tx: Transaction, plan: PlanRecord<Timestamp>): Promise<void>;
  /**
   * What a change of the plan writes on what it pays for, in the plan's transaction, without reading
   * (writePlanChange): `released` when the plan releases the goods with this change.
   */
  writePlanChange(
    tx: Transaction,
    before: PlanRecord<Timestamp>,
    after: PlanRecord<Timestamp>,
    released: boolean,
    by: Actor,
    now: Timestamp,
  ): void;
  /**
   * Staff decline the plan (declinePlan) for `reason`: reads in `tx` (before any write) and refuses what may not
   * be declined; returns the writes that close what it pays for.
   */
  prepareDeclined(
    tx: Transaction,
    plan: PlanRecord<Timestamp>,
    reason: string,
    by: Actor,
    now: Timestamp,
  ): Promise<() => void>;
  /** The plan's deposit did not come in time: reads in `tx`, returns the writes that close what it pays for. */
  prepareDepositExpired(tx: Transaction, plan: PlanRecord<Timestamp>, now: Timestamp): Promise<() => void>;
}

const SOURCES = new Map<PlanSource['kind'], PlanSource>();

/** Adds what a plan may pay for (functions/src/capabilities.ts, once for each). */
export function registerPlanSource(source: PlanSource): void {
  if (SOURCES.has(source.kind)) throw new Error(`The plans of ${source.kind}s are registered twice`);
  SOURCES.set(source.kind, source);
}

/** What the plan pays for. */
export function planSourceOf(plan: Pick<PlanRecord<unknown>, 'source'>): PlanSource {
  const source = SOURCES.get(plan.source.kind);
  if (!source) {
    throw new Error(
      `No plan source for ${plan.source.kind}s is registered: import functions/src/capabilities.ts first`,
    );
  }
  return source;
}
