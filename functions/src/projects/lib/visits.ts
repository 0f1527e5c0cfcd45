import { HttpsError } from 'firebase-functions/v2/https';
import type { Timestamp, Transaction } from 'firebase-admin/firestore';
import type { DeliverySlot } from '@domain/order/order-status';
import { ASSIGN_MESSAGES } from '@domain/projects/messages';
import type { ProjectRecord } from '@domain/projects/project';
import { proposalDocId } from '@domain/projects/proposal';
import {
  visitId,
  visitRecord,
  VISIT_KINDS,
  type VisitKind,
  type VisitLine,
  type VisitStatus,
} from '@domain/projects/visits';
import { mayDo } from '@domain/users/staff-roles';
import { staffNameOf } from '../../shared/actor';
import { isActiveAdmin } from '../../shared/callable';
import { db } from '../../shared/firebase';
import { readProposal, readUser, readVisit } from '../../shared/stored';
import { proposalsOf } from './projects';

/**
 * A project's visits in the functions (docs/staff-roles.md, "Visits"): the technicians chosen, read in the
 * transaction that books the visit; the visit written beside the project, which keeps every technician its visits
 * name (`technicianUids`, what lets a technician act on it); a visit done or cancelled with its project.
 */

export const visitsCollection = () => db().collection('visits');

export interface Technician {
  uid: string;
  name: string;
}

/**
 * The technicians of `uids`, read in `tx`: each an active member of the staff whose job includes field work (a
 * technician), else invalid-argument in words (ASSIGN_MESSAGES.notTechnician).
 */
export async function readTechniciansIn(tx: Transaction, uids: readonly string[]): Promise<Technician[]> {
  if (uids.length === 0) return [];
  const snaps = await tx.getAll(...uids.map((uid) => db().doc(`users/${uid}`)));
  return snaps.map((snap) => {
    const account = readUser(snap);
    if (!snap.exists || !isActiveAdmin(account) || !mayDo(account.permissions, ['fieldWork'])) {
      throw new HttpsError('invalid-argument', ASSIGN_MESSAGES.notTechnician, {
        fields: { technicianUids: ASSIGN_MESSAGES.notTechnician },
      });
    }
    return { uid: snap.id, name: staffNameOf(account) };
  });
}

/** What to bring to the installation: the accepted option's lines (read in `tx`), without their prices. */
export async function acceptedLinesIn(tx: Transaction, project: ProjectRecord<Timestamp>): Promise<VisitLine[]> {
  if (!project.accepted) return [];
  const snap = await tx.get(proposalsOf(project.id).doc(proposalDocId(project.accepted.version)));
  if (!snap.exists) return [];
  const lines = readProposal(snap).options[project.accepted.option]?.lines ?? [];
  return lines.map((line) => ({ name: line.name, quantity: line.quantity }));
}

/**
 * Books (or moves) the project's visit of `kind` in `tx` (reading its other visits first: call it before any write),
 * and returns the project's technicians, for its `technicianUids` (written by the caller with the move): those of
 * this visit and of its other visits still booked. A technician taken off every visit no longer acts on it.
 */
export async function writeVisit(
  tx: Transaction,
  project: ProjectRecord<Timestamp>,
  kind: VisitKind,
  booking: { day: string; slot: DeliverySlot },
  technicians: readonly Technician[],
  bring: readonly VisitLine[],
  now: Timestamp,
): Promise<string[]> {
  const others = VISIT_KINDS.filter((k) => k !== kind);
  const snaps = await tx.getAll(...others.map((k) => visitsCollection().doc(visitId(project.id, k))));
  const stillBooked = snaps
    .filter((snap) => snap.exists)
    .map(readVisit)
    .filter((visit) => visit.status === 'booked')
    .flatMap((visit) => visit.technicianUids);
  tx.set(
    visitsCollection().doc(visitId(project.id, kind)),
    visitRecord(project, kind, booking, technicians, bring, now),
  );
  return [...new Set([...stillBooked, ...technicians.map((t) => t.uid)])];
}

/** The visit of `kind`, if it was booked, marked done or cancelled in `tx` (read first, as transactions require). */
export async function prepareVisitStatus(
  tx: Transaction,
  projectId: string,
  kind: VisitKind,
): Promise<(status: VisitStatus, now: Timestamp) => void> {
  const ref = visitsCollection().doc(visitId(projectId, kind));
  const snap = await tx.get(ref);
  return (status, now) => {
    if (snap.exists) tx.update(ref, { status, updatedAt: now });
  };
}
