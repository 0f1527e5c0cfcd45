import type { DocumentReference } from 'firebase-admin/firestore';
import type { AttemptsField, ChargeOutcome, VerifiedChargeApply } from './payment-events';

/**
 * What a Mobile Money payment is for (docs/architecture.md, "Payments at the bottom"). The payments module asks
 * Paystack, verifies a charge and keeps its attempts, events and problems; how a verified payment is applied
 * belongs to what it pays for. Each purpose (an order, a plan's instalment, a project's deposit or balance) is
 * one entry of this table, registered once by functions/src/capabilities.ts, so that no import runs from the
 * payments up to the orders, plans or projects.
 */

/** Paystack's refund.processed event: the money of `reference` paid back. */
export interface ProcessedRefund {
  refundId: string;
  reference: string;
  /** pesewas */
  amount: number;
  currency: string;
}

export interface PaymentPurpose {
  /** What it pays for; its problems name the document as `<kind>Id` (orderId, planId, projectId). */
  kind: 'order' | 'plan' | 'project';
  /**
   * The id of the document a charge reference of this purpose pays, or null when the reference is not one of
   * its own (the purposes' references never overlap: `plan.<id>.<n>`, `project.<id>.<n>`, `<order id>-<n>`).
   */
  idOf(reference: string): string | null;
  /** The document paid, and where its charge attempts are kept. */
  attemptsOn(id: string): { ref: DocumentReference; field: AttemptsField };
  /** The words of a charge that does not match what the document awaits, for staff and on the attempt. */
  mismatch: string;
  /**
   * A charge Paystack's verify confirmed as a success, applied in the payments' once-per-event transaction with the
   * document paid read in it (payments.ts recordVerifiedCharge).
   */
  applyVerifiedCharge: VerifiedChargeApply;
  /** refund.processed applied once; a purpose Paystack never refunds leaves it out (a problem for staff). */
  applyProcessedRefund?(eventRef: DocumentReference, id: string, refund: ProcessedRefund): Promise<ChargeOutcome>;
}

const PURPOSES: PaymentPurpose[] = [];

/** Adds a purpose to the table (functions/src/capabilities.ts, once for each). */
export function registerPaymentPurpose(purpose: PaymentPurpose): void {
  if (PURPOSES.some((p) => p.kind === purpose.kind))
    throw new Error(`The ${purpose.kind} payments are registered twice`);
  PURPOSES.push(purpose);
}

/** The purpose a charge reference belongs to and the id of the document it pays; null for a reference of none. */
export function paymentPurposeOf(reference: string): { purpose: PaymentPurpose; id: string } | null {
  if (PURPOSES.length === 0) {
    throw new Error('No payment purpose is registered: import functions/src/capabilities.ts before the payments');
  }
  for (const purpose of PURPOSES) {
    const id = purpose.idOf(reference);
    if (id !== null) return { purpose, id };
  }
  return null;
}

/** How staff's problems name the document paid: `{ orderId }`, `{ planId }`, `{ projectId }`. */
export const problemIds = (kind: PaymentPurpose['kind'], id: string | null): Record<string, string | null> => ({
  [`${kind}Id`]: id,
});
