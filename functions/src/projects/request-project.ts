import '../shared/global-options';
import { Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import type { ProjectRecord } from '@domain/projects/project';
import {
  MAX_OPEN_PROJECTS,
  OPEN_PROJECT_STAGES,
  projectRequestRefusalMessage,
  projectSearchKeys,
  requestProjectInputSchema,
  shopToday,
  slotRefusal,
  type ProjectRequestRefusal,
  type RequestProjectResponse,
} from '@domain/projects/project-request';
import { PROJECT_REQUEST_MESSAGES } from '@domain/projects/messages';
import { isActiveUser, parseInput, requireUid, toHttpsError, tokenEmail } from '../shared/callable';
import { db } from '../shared/firebase';
import { claimShortNumber } from '../orders/lib/order-numbers';
import { MAX_TRANSACTION_ATTEMPTS } from '../shared/action-transaction';
import { projectEntry, projectNumbersCollection, projectsCollection, projectToDto } from './lib/projects';
import { readOwner, readSettings, readUser, readProject } from '../shared/stored';

const refuse = (reason: ProjectRequestRefusal) =>
  new HttpsError('failed-precondition', projectRequestRefusalMessage(reason), { reason });

/** The customer's projects changed between openProjectsOf and the transaction: count them again. */
class CustomerProjectsChanged extends Error {}

/**
 * The customer's open projects (at most MAX_OPEN_PROJECTS), for the limit, read before the transaction with the
 * customer's `totalProjects` as it was just before, as placeOrder reads pending orders (docs/orders-at-scale.md):
 * a query inside the transaction would hold its range of `projects` until the commit (on the emulator, much more
 * than this customer's), making every request wait for the others. The transaction re-reads these projects and
 * starts again when `totalProjects` moved meanwhile (this customer's request made a project), so two requests
 * at once never pass the limit together.
 */
async function openProjectsOf(uid: string): Promise<{ totalProjects: number; refs: DocumentReference[] }> {
  const { totalProjects } = readUser(await db().doc(`users/${uid}`).get());
  const open = await projectsCollection()
    .where('userId', '==', uid)
    .where('stage', 'in', [...OPEN_PROJECT_STAGES])
    .limit(MAX_OPEN_PROJECTS)
    .get();
  return { totalProjects, refs: open.docs.map((d) => d.ref) };
}

/** The timeline's first words, by what was asked. */
const REQUESTED_NOTE = {
  audit: 'Free energy audit requested',
  installation: 'Installation requested',
  maintenance: 'Maintenance visit requested',
} as const;

/**
 * requestProject (docs/projects.md, "Requests and the customer's pages"): a signed-in, active customer asks for
 * an audit, an installation or a maintenance visit. In one transaction it reads settings/global (the open
 * survey days: the slot must be one of them, from today on, or none when no day is open), the customer's open
 * projects (at most MAX_OPEN_PROJECTS), claims an SP number, and writes projects/{projectId} at the stage
 * `requested`. The project id is the client's idempotency key: the same id again answers the first project and
 * writes nothing (checked first, so a retry after the limit was reached or the day closed still succeeds).
 * Refusals carry `details.reason`; field problems `details.fields`.
 */
export const requestProject = onCall(async (request): Promise<RequestProjectResponse> => {
  const uid = requireUid(request);
  const input = parseInput(requestProjectInputSchema, request.data);
  const email = tokenEmail(request);
  const firestore = db();
  const projectRef = projectsCollection().doc(input.projectId);
  const userRef = firestore.doc(`users/${uid}`);
  try {
    let before = await openProjectsOf(uid);
    for (;;) {
      try {
        return await requestInTransaction(before);
      } catch (error) {
        if (!(error instanceof CustomerProjectsChanged)) throw error;
        before = await openProjectsOf(uid);
      }
    }
  } catch (error) {
    throw toHttpsError(error, PROJECT_REQUEST_MESSAGES.failed);
  }

  function requestInTransaction(before: Awaited<ReturnType<typeof openProjectsOf>>): Promise<RequestProjectResponse> {
    return firestore.runTransaction(
      async (tx): Promise<RequestProjectResponse> => {
        const [projectSnap, userSnap, settingsSnap, servicedSnap, ...openSnaps] = await tx.getAll(
          projectRef,
          userRef,
          firestore.doc('settings/global'),
          // A maintenance visit's installation (read with the rest: a transaction reads before it writes).
          projectsCollection().doc(input.servicesProjectId ?? input.projectId),
          ...before.refs,
        );
        if (!projectSnap || !userSnap || !settingsSnap || !servicedSnap)
          throw new Error('Firestore returned fewer documents than asked');
        if (projectSnap.exists) {
          if (readOwner(projectSnap) !== uid) {
            throw new HttpsError('permission-denied', PROJECT_REQUEST_MESSAGES.projectIdTaken, {
              reason: 'project_id_taken',
            });
          }
          return { project: projectToDto(readProject(projectSnap)), alreadyRequested: true };
        }
        if (!isActiveUser(readUser(userSnap))) {
          throw new HttpsError('permission-denied', PROJECT_REQUEST_MESSAGES.accountDisabled, {
            reason: 'account_disabled',
          });
        }
        // Only a maintenance visit looks after an installation; another kind ignores it.
        const servicesProjectId = input.kind === 'maintenance' ? input.servicesProjectId : null;
        if (servicesProjectId) {
          // Someone else's project reads as none of the caller's: no way to probe ids.
          if (!servicedSnap.exists || readOwner(servicedSnap) !== uid) throw refuse('not_your_installation');
          const serviced = readProject(servicedSnap);
          if (serviced.stage !== 'commissioned' || serviced.kind !== 'installation') throw refuse('not_commissioned');
        }
        const now = Timestamp.now();
        const settings = readSettings(settingsSnap).projects;
        const slotProblem = slotRefusal(input.slot, settings, shopToday(now.toDate()), now.toDate());
        if (slotProblem) throw refuse(slotProblem);
        const { totalProjects } = readUser(userSnap);
        if (totalProjects !== before.totalProjects) throw new CustomerProjectsChanged();
        const stillOpen = openSnaps.filter((snap) => OPEN_PROJECT_STAGES.includes(readProject(snap).stage));
        if (stillOpen.length >= MAX_OPEN_PROJECTS) throw refuse('too_many_open');

        const number = await claimShortNumber(
          tx,
          projectNumbersCollection(),
          { prefix: 'SP', field: 'projectId', id: projectRef.id },
          now,
        );
        const customer = { name: input.name, phone: input.phone, email };
        const project: Omit<ProjectRecord<Timestamp>, 'id'> = {
          number,
          kind: input.kind,
          stage: 'requested',
          userId: uid,
          customer,
          site: input.site,
          sizing: input.sizing,
          fromProductId: input.fromProductId,
          message: input.message,
          requestedSlot: input.slot,
          surveySlot: null,
          survey: null,
          proposalVersion: 0,
          proposalValidUntil: null,
          accepted: null,
          money: {
            depositStatus: 'none',
            depositDueBy: null,
            depositPaidAt: null,
            depositReference: '',
            balanceStatus: 'none',
            balancePaidAt: null,
            balanceReference: '',
            paymentAttempts: [],
            plan: null,
          },
          installation: null,
          technicianUids: [],
          commissionedAt: null,
          warranties: [],
          rating: null,
          servicesProjectId,
          closedReason: '',
          timeline: [projectEntry('requested', uid, REQUESTED_NOTE[input.kind], now)],
          searchKeys: projectSearchKeys(number, customer),
          createdAt: now,
          updatedAt: now,
        };
        tx.create(projectRef, project);
        tx.update(userRef, { totalProjects: totalProjects + 1 });
        return { project: projectToDto({ id: projectRef.id, ...project }), alreadyRequested: false };
      },
      { maxAttempts: MAX_TRANSACTION_ATTEMPTS },
    );
  }
});
