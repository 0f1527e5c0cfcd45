import VALUE_LABELS from '@domain/shared/value-labels.json' with { type: 'json' };
import type { GhanaRegion } from '@domain/shared/ghana-regions';
import { labelled } from '@domain/shared/labelled';
import type { DeliverySlot, PaymentAttempt } from '@domain/order/order';
import type { Appliance, SizingInput } from '@domain/sizing/sizing-model';

/**
 * An installation project (docs/projects.md): from a free energy audit or an installation request to a
 * commissioned, warrantied system. Its stages and who may move it, and the shape of `projects/{id}`. Pure, no
 * zod (the callables' requests are in project-schemas.ts): shared by functions/ and the app.
 */

// ---------------------------------------------------------------------------------------------------------
// Kinds and stages
// ---------------------------------------------------------------------------------------------------------

export const [PROJECT_KINDS, PROJECT_KIND_LABELS] = labelled(VALUE_LABELS.projectKind);
/** What the customer asked for: a free energy audit, an installation, or a maintenance visit. */
export type ProjectKind = keyof typeof PROJECT_KIND_LABELS;

export const [PROJECT_STAGES, PROJECT_STAGE_LABELS] = labelled(VALUE_LABELS.projectStage);
export type ProjectStage = keyof typeof PROJECT_STAGE_LABELS;

/** Stages a project does not leave. */
export const FINAL_PROJECT_STAGES: readonly ProjectStage[] = ['commissioned', 'lost', 'cancelled'];

/** Who asks for a move: shop staff (an active admin), the project's own customer, or the shop's own machinery. */
export type ProjectActor = 'staff' | 'owner' | 'system';

/**
 * What may happen to a project. Each action is one callable (or the payment machinery for the deposit), and
 * moves the project from one of `from` to `to` (the same stage when it is done again: a slot moved, a survey
 * corrected, a proposal re-issued, an installation re-booked).
 */
export type ProjectAction =
  | 'book_survey'
  | 'record_survey'
  | 'send_proposal'
  | 'accept'
  | 'deposit_paid'
  | 'deposit_expired'
  | 'schedule_install'
  | 'mark_installed'
  | 'commission'
  | 'finish_visit'
  | 'lose'
  | 'cancel';

interface Move {
  from: readonly ProjectStage[];
  to: ProjectStage;
  by: readonly ProjectActor[];
  /** Only for these kinds (every kind when absent). */
  kinds?: readonly ProjectKind[];
}

const BEFORE_ACCEPTED: readonly ProjectStage[] = ['requested', 'survey_booked', 'surveyed', 'proposal_sent'];

const OWNER_MAY_CANCEL: readonly ProjectStage[] = [...BEFORE_ACCEPTED, 'accepted'];

const MOVES: Record<ProjectAction, Move> = {
  book_survey: { from: ['requested', 'survey_booked'], to: 'survey_booked', by: ['staff'] },
  record_survey: { from: ['survey_booked', 'surveyed'], to: 'surveyed', by: ['staff'] },
  send_proposal: { from: ['surveyed', 'proposal_sent'], to: 'proposal_sent', by: ['staff'] },
  accept: { from: ['proposal_sent'], to: 'accepted', by: ['owner'] },
  // A deposit paid online (the verified payment) or recorded by staff (cash at the shop).
  deposit_paid: { from: ['accepted'], to: 'deposit_paid', by: ['system', 'staff'] },
  // The deposit did not arrive within the hold time: the reserved stock is released, the proposal stands.
  deposit_expired: { from: ['accepted'], to: 'proposal_sent', by: ['system'] },
  schedule_install: { from: ['deposit_paid', 'install_scheduled'], to: 'install_scheduled', by: ['staff'] },
  mark_installed: { from: ['install_scheduled'], to: 'installed', by: ['staff'] },
  // Commissioning also needs the balance paid: a guard of its own (balanceStatus), not a stage.
  commission: { from: ['installed'], to: 'commissioned', by: ['staff'] },
  // A maintenance visit is done once its findings are recorded (a repair that needs parts gets a proposal).
  finish_visit: { from: ['surveyed'], to: 'commissioned', by: ['staff'], kinds: ['maintenance'] },
  lose: { from: BEFORE_ACCEPTED, to: 'lost', by: ['staff'] },
  cancel: {
    from: [...BEFORE_ACCEPTED, 'accepted', 'deposit_paid', 'install_scheduled', 'installed'],
    to: 'cancelled',
    by: ['staff', 'owner'],
  },
};

/** Why a move is refused, for the caller to act on (the words are in PROJECT_MESSAGES). */
export type ProjectRefusal = 'wrong_stage' | 'not_allowed';

export type ProjectDecision = { ok: true; to: ProjectStage } | { ok: false; reason: ProjectRefusal };

/**
 * Whether `actor` may do `action` to a project at `stage` of `kind`, and the stage it moves to. A customer may
 * cancel their own project only before the deposit is paid (after, the shop cancels and refunds).
 */
export function decideProjectAction(
  project: { stage: ProjectStage; kind: ProjectKind },
  action: ProjectAction,
  actor: ProjectActor,
): ProjectDecision {
  const move = MOVES[action];
  if (!move.by.includes(actor)) return { ok: false, reason: 'not_allowed' };
  if (move.kinds && !move.kinds.includes(project.kind)) return { ok: false, reason: 'wrong_stage' };
  if (!move.from.includes(project.stage)) return { ok: false, reason: 'wrong_stage' };
  if (action === 'cancel' && actor === 'owner' && !OWNER_MAY_CANCEL.includes(project.stage)) {
    return { ok: false, reason: 'not_allowed' };
  }
  return { ok: true, to: move.to };
}

/** The stages a project of `kind` goes through when all goes well, in order: the customer's stage tracker. */
export function projectSteps(kind: ProjectKind): readonly ProjectStage[] {
  return kind === 'maintenance'
    ? ['requested', 'survey_booked', 'surveyed', 'commissioned']
    : PROJECT_STAGES.filter((s) => s !== 'lost' && s !== 'cancelled');
}

// ---------------------------------------------------------------------------------------------------------
// The site, the survey slot and the survey
// ---------------------------------------------------------------------------------------------------------

/** Where the system goes. `gpsAddress` is a GhanaPost GPS digital address (isGhanaPostGps). */
export interface ProjectSite {
  region: GhanaRegion;
  town: string;
  gpsAddress: string;
  landmark: string;
}

/** GhanaPost GPS: two letters (region and district), 3 or 4 digits, then 4 digits: "NT-0123-4567", "GA-183-8164". */
const GHANAPOST_GPS = /^([A-Z]{2})-?(\d{3,4})-?(\d{4})$/;

/** "nt01234567", "NT-0123-4567" → "NT-0123-4567"; null when it is not a GhanaPost GPS address. */
export function normaliseGhanaPostGps(input: string): string | null {
  const match = GHANAPOST_GPS.exec(input.trim().toUpperCase().replace(/\s+/g, ''));
  return match ? `${match[1]}-${match[2]}-${match[3]}` : null;
}

/** A visit's day (ISO, in the shop's time zone) and time of day (the delivery slots' words). */
export interface VisitSlot {
  day: string;
  slot: DeliverySlot;
}

/** The hour (shop time: Accra keeps GMT all year) each time of day ends (DELIVERY_SLOT_LABELS' words). */
export const SLOT_END_HOUR: Record<DeliverySlot, number> = { morning: 12, afternoon: 16, evening: 19 };

/** Whether a visit's slot is over at `now`: its day gone by, or today with its time of day ended. */
export function slotHasPassed(slot: VisitSlot, now: Date): boolean {
  const today = now.toISOString().slice(0, 10);
  return slot.day < today || (slot.day === today && now.getUTCHours() >= SLOT_END_HOUR[slot.slot]);
}

/** The times of day of `day` still to come at `now` (all of them on a later day, none on a day gone by). */
export const slotsLeftOn = (day: string, now: Date): DeliverySlot[] =>
  (Object.keys(SLOT_END_HOUR) as DeliverySlot[]).filter((slot) => !slotHasPassed({ day, slot }, now));

export const [SURVEY_MOUNTS, SURVEY_MOUNT_LABELS] = labelled(VALUE_LABELS.surveyMount);
export type SurveyMount = keyof typeof SURVEY_MOUNT_LABELS;

export const [SURVEY_SHADINGS, SURVEY_SHADING_LABELS] = labelled(VALUE_LABELS.surveyShading);
export type SurveyShading = keyof typeof SURVEY_SHADING_LABELS;

/** What staff found at the site; the confirmed appliances feed the sizing engine (domain/sizing/sizing.ts). */
export interface SurveyRecord {
  mount: SurveyMount;
  shading: SurveyShading;
  /** Metres of cable from the panels to the inverter */
  cableRunM: number;
  /** Hours a day the grid supplies power (0 to 24) */
  gridHoursPerDay: number;
  /** The generator's size in kVA; 0 when there is none */
  generatorKva: number;
  /** GHS spent on generator fuel a month */
  generatorFuelPerMonth: number;
  /** GHS spent on prepaid electricity a month */
  prepaidPerMonth: number;
  appliances: Appliance[];
  notes: string;
}

// ---------------------------------------------------------------------------------------------------------
// Money of a project: the deposit and the balance
// ---------------------------------------------------------------------------------------------------------

export const [DEPOSIT_STATUSES, DEPOSIT_STATUS_LABELS] = labelled(VALUE_LABELS.depositStatus);
export type DepositStatus = keyof typeof DEPOSIT_STATUS_LABELS;

export const [BALANCE_STATUSES, BALANCE_STATUS_LABELS] = labelled(VALUE_LABELS.balanceStatus);
export type BalanceStatus = keyof typeof BALANCE_STATUS_LABELS;

/** The option the customer accepted: a signature of record (their typed name, the time) and its amounts (GHS). */
export interface ProposalAcceptance<D> {
  version: number;
  /** Index of the option in the proposal (0 to 2) */
  option: number;
  optionTitle: string;
  /** The name the customer typed to sign */
  signedName: string;
  at: D;
  total: number;
  deposit: number;
  /** The terms the customer was shown, as shown */
  terms: string;
  /** The accepted option's panels (W) and batteries (Wh), from its figures: the analytics' average system size */
  panelW?: number;
  batteryWh?: number;
}

export interface ProjectMoney<D> {
  depositStatus: DepositStatus;
  /** While awaiting: when the reserved stock is released if the deposit has not arrived */
  depositDueBy: D | null;
  depositPaidAt: D | null;
  depositReference: string;
  balanceStatus: BalanceStatus;
  balancePaidAt: D | null;
  balanceReference: string;
  /** Every Mobile Money charge attempt on this project (deposit and balance), as orders keep theirs */
  paymentAttempts: PaymentAttempt<D>[];
  /** Cancelled with its deposit paid online: when the refund was asked of Paystack (absent until then) */
  refundRequestedAt?: D;
  /**
   * Paid in instalments (docs/projects.md, "Projects paid in instalments"): `plans/{id}` takes the deposit and the
   * balance; it releases the installation (`releasedAt`) and, fully paid, the balance (`ownedAt`). Null: cash.
   */
  plan: ProjectPlan<D> | null;
}

/** The plan a project is paid by, as the project keeps it (the plan itself is plans/{id}, id = the project's). */
export interface ProjectPlan<D> {
  id: string;
  templateId: string;
  /** The plan allows the installation: financed, the deposit paid and staff approved; layaway, all paid */
  releasedAt: D | null;
  ownedAt: D | null;
}

// ---------------------------------------------------------------------------------------------------------
// The project document
// ---------------------------------------------------------------------------------------------------------

/** One entry of a project's timeline: every change, by whom, when. */
export interface ProjectTimelineEntry<D> {
  stage: ProjectStage;
  at: D;
  /** uid of who did it: the customer, an admin, or 'system' / 'paystack' */
  by: string;
  /** A staff member's name when staff did it */
  byName?: string;
  note: string;
}

export interface ProjectInstallation<D> {
  /** ISO day */
  day: string;
  slot: DeliverySlot;
  team: string[];
  installedAt: D | null;
  /** One serial per installed unit of each product */
  serials: { productId: string; name: string; serial: string }[];
  /** Commissioning readings as staff wrote them (e.g. "Battery voltage": "52.8 V") */
  readings: Record<string, string>;
}

/**
 * One installed unit under warranty: written at commissioning from the installation's serials and each product's
 * `warrantyYears` (specs), counted from the commissioning day (ISO days, shop time). Kept on the project so that
 * a later change to the product does not change a warranty already given.
 */
export interface WarrantyEntry {
  productId: string;
  name: string;
  serial: string;
  years: number;
  /** ISO day: the commissioning day */
  startsOn: string;
  /** ISO day: the last day covered */
  endsOn: string;
}

/** The customer's rating of their installation (at commissioning or after); staff may publish it. */
export interface ProjectRating<D> {
  /** 1 to 5 */
  stars: number;
  /** A few words, at most 500 characters; may be empty */
  words: string;
  at: D;
  /** Shown on the home page as a testimonial (testimonials/{projectId}) */
  published: boolean;
}

/**
 * `projects/{id}` (docs/projects.md). Written only by functions; its customer (`userId`) and active admins
 * read it. Proposals are `projects/{id}/proposals/v{version}` (domain/projects/proposal.ts), staff-only notes
 * `projects/{id}/staffNotes/{auto}`. D is the date type: Timestamp in functions, Date in the app, string in DTOs.
 */
export interface ProjectRecord<D> {
  id: string;
  /** "SP-2611-48213": read out over the phone (claimed in projectNumbers/{number}, like orders) */
  number: string;
  kind: ProjectKind;
  stage: ProjectStage;
  userId: string;
  customer: { name: string; phone: string; email: string };
  site: ProjectSite;
  /** The calculator's whole sizing when the request came from it */
  sizing: SizingInput | null;
  /** The product or service the request came from, if any */
  fromProductId: string | null;
  message: string;
  /** The slot the customer asked for; null when no survey day was open (staff call to agree one) */
  requestedSlot: VisitSlot | null;
  /** The slot staff confirmed (or moved to); null until booked */
  surveySlot: VisitSlot | null;
  survey: SurveyRecord | null;
  /** The latest proposal's version (0 before the first) and until when it may be accepted */
  proposalVersion: number;
  proposalValidUntil: D | null;
  accepted: ProposalAcceptance<D> | null;
  money: ProjectMoney<D>;
  installation: ProjectInstallation<D> | null;
  /** The technicians its visits are assigned to (visits.ts): the only staff of field work who may act on it */
  technicianUids: string[];
  commissionedAt: D | null;
  /** The warranty register, one entry per installed unit with a serial; empty before commissioning */
  warranties: WarrantyEntry[];
  rating: ProjectRating<D> | null;
  /** A maintenance visit booked from a reminder or the customer's page: the installation it looks after */
  servicesProjectId: string | null;
  /** Why it was lost or cancelled */
  closedReason: string;
  timeline: ProjectTimelineEntry<D>[];
  /** Lower-case words of the number, the customer's name and phone endings: the staff search */
  searchKeys: string[];
  createdAt: D;
  updatedAt: D;
}

export type ProjectDto = ProjectRecord<string>;
