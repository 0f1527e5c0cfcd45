import '../shared/global-options';
import { Timestamp } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { formatDay, shopDay } from '@domain/shared/date-time';
import { DELIVERY_SLOT_LABELS } from '@domain/order/order-status';
import type { ProjectDto } from '@domain/projects/project';
import { CLOSE_MESSAGES, PROJECT_MESSAGES, PROJECT_STAFF_MESSAGES } from '@domain/projects/messages';
import {
  beforeBookedDay,
  bookSurveySchema,
  closeProjectSchema,
  isBookableDay,
  projectNoteSchema,
  recordSurveySchema,
  type ProjectStaffNote,
} from '@domain/projects/project-staff';
import { parseInput, requireStaff, requireStaffIn, toHttpsError } from '../shared/callable';
import { db } from '../shared/firebase';
import { staffNameOf } from '../shared/actor';
import { MAX_TRANSACTION_ATTEMPTS } from '../shared/action-transaction';
import { ORDER_MESSAGES } from '@domain/shared/messages';
import { prepareVisitStatus, readTechniciansIn, writeVisit } from './lib/visits';
import { surveyVisitKind } from '@domain/projects/visits';
import { projectToDto, readStaffProjectIn, runStaffProjectAction, writeProjectMove } from './lib/projects';

/**
 * The staff's survey callables on a project (docs/projects.md, "Survey, notifications and the board"): each an
 * active admin's action through runStaffProjectAction (the caller and the move checked in the transaction that
 * reads the project), answering with the project as it now is. What the customer is told follows from the
 * stage change (the outbox's trigger on projects/{id}).
 */

export interface ProjectStaffResponse {
  project: ProjectDto;
}

const slotWords = (day: string, slot: keyof typeof DELIVERY_SLOT_LABELS) =>
  `${formatDay(day)}, ${DELIVERY_SLOT_LABELS[slot].toLowerCase()}`;

/**
 * bookSurvey: confirm the customer's requested slot or move it to another (from today on; staff may choose a
 * day that is not open: they agreed it with the customer), with the technicians who visit: the project's survey
 * visit (or maintenance visit) is written beside it. Done again, it moves the booked slot and the visit.
 */
export const bookSurvey = onCall((request): Promise<ProjectStaffResponse> =>
  runStaffProjectAction(request, 'bookSurvey', bookSurveySchema, 'book_survey', async (context) => {
    const { tx, input, project, now } = context;
    if (!isBookableDay(input.day, shopDay(now.toDate()))) {
      throw new HttpsError('invalid-argument', PROJECT_MESSAGES.slotPast, { reason: 'slot_past' });
    }
    const technicians = await readTechniciansIn(tx, input.technicianUids);
    const slot = { day: input.day, slot: input.slot };
    const moved = project.surveySlot !== null;
    const requested = project.requestedSlot;
    const note = moved
      ? `Survey moved to ${slotWords(slot.day, slot.slot)}`
      : requested && requested.day === slot.day && requested.slot === slot.slot
        ? `Survey booked for ${slotWords(slot.day, slot.slot)}, as asked`
        : `Survey booked for ${slotWords(slot.day, slot.slot)}`;
    const kind = surveyVisitKind(project);
    const technicianUids = await writeVisit(tx, project, kind, slot, technicians, [], now);
    return { project: projectToDto(writeProjectMove(context, note, { surveySlot: slot, technicianUids })) };
  }),
);

/** recordSurvey: what staff found at the site; done again, it corrects the survey. */
export const recordSurvey = onCall((request): Promise<ProjectStaffResponse> =>
  runStaffProjectAction(request, 'recordSurvey', recordSurveySchema, 'record_survey', async (context) => {
    const visitDone = await prepareVisitStatus(context.tx, context.project.id, surveyVisitKind(context.project));
    const corrected = context.project.survey !== null;
    const survey = context.input.survey;
    // Done before the day booked (staff confirmed it): the timeline says the day it was done.
    const today = shopDay(context.now.toDate());
    const booked = context.project.surveySlot?.day;
    const early = !corrected && beforeBookedDay(booked, today);
    const note = `${corrected ? 'Survey corrected' : 'Survey recorded'}: ${survey.appliances.length} ${
      survey.appliances.length === 1 ? 'appliance' : 'appliances'
    }${early ? `, ${PROJECT_STAFF_MESSAGES.doneEarly(formatDay(today), formatDay(booked!))}` : ''}`;
    visitDone('done', context.now);
    return { project: projectToDto(writeProjectMove(context, note, { survey })) };
  }),
);

/**
 * closeProject: lost (before the customer accepts) or cancelled, with the reason. Only while no deposit is
 * awaited or paid: then the deposit's own cancellation releases the stock or refunds it.
 */
export const closeProject = onCall((request): Promise<ProjectStaffResponse> =>
  runStaffProjectAction(
    request,
    'closeProject',
    closeProjectSchema,
    // The outcome chooses the move; both are staff's (decideProjectAction).
    (request.data as { outcome?: unknown } | null)?.outcome === 'lost' ? 'lose' : 'cancel',
    async (context) => {
      const { input, project } = context;
      const closeVisit = await prepareVisitStatus(context.tx, project.id, surveyVisitKind(project));
      if (project.money.depositStatus !== 'none') {
        const awaited = project.money.depositStatus === 'awaiting';
        throw new HttpsError(
          'failed-precondition',
          awaited ? CLOSE_MESSAGES.depositAwaited : CLOSE_MESSAGES.depositPaid,
          {
            reason: awaited ? 'deposit_awaited' : 'deposit_paid',
          },
        );
      }
      closeVisit('cancelled', context.now);
      return {
        project: projectToDto(writeProjectMove(context, input.reason, { closedReason: input.reason })),
      };
    },
  ),
);

export interface ProjectNoteResponse {
  note: ProjectStaffNote<string>;
}

/**
 * addProjectNote: a note only staff read (projects/{id}/staffNotes), written with who and when, as orders'
 * staff notes are. Not a move: any stage, the project unchanged.
 */
export const addProjectNote = onCall(async (request): Promise<ProjectNoteResponse> => {
  const { uid } = await requireStaff(request, 'addProjectNote');
  const input = parseInput(projectNoteSchema, request.data);
  try {
    return await db().runTransaction(
      async (tx) => {
        const account = await requireStaffIn(tx, uid, 'addProjectNote');
        const { ref } = (await readStaffProjectIn(tx, input.projectId, 'addProjectNote', account)).snap;
        const at = Timestamp.now();
        const noteRef = ref.collection('staffNotes').doc();
        const byName = staffNameOf(account);
        tx.create(noteRef, { at, by: uid, byName, note: input.note });
        return { note: { id: noteRef.id, at: at.toDate().toISOString(), by: uid, byName, note: input.note } };
      },
      { maxAttempts: MAX_TRANSACTION_ATTEMPTS },
    );
  } catch (error) {
    throw toHttpsError(error, ORDER_MESSAGES.updateFailed, ORDER_MESSAGES.busy);
  }
});
