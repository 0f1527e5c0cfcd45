import { Timestamp, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import {
  decideProjectAction,
  type ProjectAction,
  type ProjectActor,
  type ProjectDto,
  type ProjectRecord,
  type ProjectStage,
  type ProjectTimelineEntry,
} from '@domain/projects/project';
import { PROJECT_MESSAGES, refusalMessage } from '@domain/projects/messages';
import type { ProposalDto, ProposalRecord } from '@domain/projects/proposal';
import type { StaffCallable } from '@domain/users/staff-roles';
import { ADMIN_MESSAGES } from '@domain/users/staff-messages';
import type { UserProfile } from '@domain/users/user';
import { notAllowed, onlyAsFieldWork, readOwnIn, parseInput, requireUid, type Schema } from '../../shared/callable';
import { ORDER_ACTION_WORDS, runActionTransaction, runStaffTransaction } from '../../shared/action-transaction';
import { datesToIso, readProject } from '../../shared/stored';
import { recordActivity } from '../../shared/activity';
import { db } from '../../shared/firebase';
import { nameOf, uidOf, type Actor } from '../../shared/actor';

/**
 * Installation projects in the functions (docs/projects.md): where they are kept, how a project is read, and
 * the one shape of every action on one: the caller checked inside the transaction that reads the project,
 * the move decided by decideProjectAction (a refusal is failed-precondition or permission-denied with its
 * reason in `details.reason`), then the action writes.
 */

export const projectsCollection = () => db().collection('projects');
export const projectNumbersCollection = () => db().collection('projectNumbers');
export const proposalsOf = (projectId: string) => projectsCollection().doc(projectId).collection('proposals');

export const projectToDto = (project: ProjectRecord<Timestamp>): ProjectDto => datesToIso(project) as ProjectDto;
export const proposalToDto = (proposal: ProposalRecord<Timestamp>): ProposalDto => datesToIso(proposal) as ProposalDto;

/** A timeline entry (serverTimestamp cannot go inside an array: the functions' clock stamps it). */
export const projectEntry = (
  stage: ProjectStage,
  by: Actor,
  note: string,
  at: Timestamp,
): ProjectTimelineEntry<Timestamp> => ({ stage, at, by: uidOf(by), ...nameOf(by), note });

/** The refusal of a move as the client gets it: words for the person, the reason for the code. */
function refuse(reason: 'wrong_stage' | 'not_allowed'): HttpsError {
  return new HttpsError(
    reason === 'wrong_stage' ? 'failed-precondition' : 'permission-denied',
    refusalMessage(reason),
    {
      reason,
    },
  );
}

/** Decides `action` for `actor` on the project, or throws the refusal; returns the stage it moves to. */
export function requireMove(project: ProjectRecord<unknown>, action: ProjectAction, actor: ProjectActor): ProjectStage {
  const decision = decideProjectAction(project, action, actor);
  if (!decision.ok) throw refuse(decision.reason);
  return decision.to;
}

/** A product written meanwhile is read again this many times before the call answers busy (writeIfUnchanged). */
const MAX_STALE_RETRIES = 8;

/**
 * A transaction on one project (shared/action-transaction.ts). A product the action reads without locking and
 * writes only if unchanged (projects/lib/project-stock.ts, as placeOrder takes stock) fails the commit when another
 * wrote it meanwhile: the whole action is tried again with a fresh read, after a short random pause.
 */
const projectTransaction = <R>(act: (tx: Transaction) => Promise<R>): Promise<R> =>
  runActionTransaction(act, { ...ORDER_ACTION_WORDS, staleRetries: MAX_STALE_RETRIES });

export interface ProjectActionContext<I> {
  tx: Transaction;
  snap: DocumentSnapshot;
  project: ProjectRecord<Timestamp>;
  input: I;
  /**
   * The stage the action moves the project to (decided before `act` runs); with no action (null: paying what the
   * project awaits, recording a refund) the stage it is at, and `act` checks what it needs.
   */
  to: ProjectStage;
  /** Who did it, for the timeline */
  by: Actor;
  now: Timestamp;
}

/**
 * The project of a staff action, read in its transaction (not found in words). A technician, who may call
 * `callable` only as field work, acts only on a project whose visits are assigned to them (not_allowed).
 */
export async function readStaffProjectIn(
  tx: Transaction,
  projectId: string,
  callable: StaffCallable,
  account: UserProfile,
): Promise<{ snap: DocumentSnapshot; project: ProjectRecord<Timestamp> }> {
  const snap = await tx.get(projectsCollection().doc(projectId));
  if (!snap.exists) throw new HttpsError('not-found', PROJECT_MESSAGES.notFound, { reason: 'not_found' });
  const project = readProject(snap);
  if (onlyAsFieldWork(account, callable) && !project.technicianUids.includes(account.uid)) {
    throw notAllowed(ADMIN_MESSAGES.notYourVisit);
  }
  return { snap, project };
}

/**
 * A staff action on a project: staff whose job allows `callable` (checked before, and again inside the
 * transaction), a validated input naming the project, the project read in the transaction (readStaffProjectIn),
 * the move decided, then `act` writes and answers; what changed of its stage and money goes to the activity log in
 * the same transaction.
 */
export async function runStaffProjectAction<I extends { projectId: string }, R>(
  request: CallableRequest,
  callable: StaffCallable,
  schema: Schema<I>,
  action: ProjectAction | null,
  act: (context: ProjectActionContext<I>) => Promise<R> | R,
): Promise<R> {
  return runStaffTransaction(request, callable, schema, projectTransaction, async (tx, input, by, account) => {
    const { snap, project } = await readStaffProjectIn(tx, input.projectId, callable, account);
    const to = action ? requireMove(project, action, 'staff') : project.stage;
    const now = Timestamp.now();
    const result = await act({ tx, snap, project, input, to, by, now });
    const after = (result as { project?: ProjectDto } | null)?.project;
    if (after) {
      recordActivity(
        tx,
        by,
        {
          kind: callable === 'recordProjectPayment' ? 'money' : callable === 'recordProjectRefund' ? 'refund' : 'stage',
          action: callable,
          target: { collection: 'projects', id: project.id, label: project.number },
          before: { stage: project.stage, deposit: project.money.depositStatus, balance: project.money.balanceStatus },
          after: { stage: after.stage, deposit: after.money.depositStatus, balance: after.money.balanceStatus },
        },
        now,
      );
    }
    return result;
  });
}

/**
 * The customer's action on their own project: signed in and active, the project theirs (someone else's is
 * answered as a missing one: no way to probe ids), the move decided, then `act` writes and answers.
 */
export async function runOwnProjectAction<I extends { projectId: string }, R>(
  request: CallableRequest,
  schema: Schema<I>,
  action: ProjectAction | null,
  act: (context: ProjectActionContext<I>) => Promise<R> | R,
): Promise<R> {
  const uid = requireUid(request);
  const input = parseInput(schema, request.data);
  return projectTransaction(async (tx) => {
    const snap = await readOwnIn(
      tx,
      projectsCollection().doc(input.projectId),
      uid,
      () => new HttpsError('not-found', PROJECT_MESSAGES.notFound, { reason: 'not_found' }),
    );
    const project = readProject(snap);
    const to = action ? requireMove(project, action, 'owner') : project.stage;
    return act({ tx, snap, project, input, to, by: uid, now: Timestamp.now() });
  });
}

/** The project's stage moved to `to` with its timeline entry (and `fields` written with it). */
export function writeProjectMove(
  context: Pick<ProjectActionContext<unknown>, 'tx' | 'snap' | 'project' | 'to' | 'by' | 'now'>,
  note: string,
  fields: Record<string, unknown> = {},
): ProjectRecord<Timestamp> {
  const { tx, snap, project, to, by, now } = context;
  const timeline = [...project.timeline, projectEntry(to, by, note, now)];
  tx.update(snap.ref, { ...fields, stage: to, timeline, updatedAt: now });
  return { ...project, ...(fields as Partial<ProjectRecord<Timestamp>>), stage: to, timeline, updatedAt: now };
}
