import type { NotificationAudience, NotificationData, NotificationTemplate } from '@domain/notifications/notifications';
import { fromPesewas, toPesewas } from '@domain/shared/money';
import type { ProjectRecord, ProjectStage } from './project';
import { projectMoneyFigures, type PlanFigures, type ProjectMoneyFigures } from './project-money';

/**
 * What a project's change tells whom (docs/projects.md, "Survey, notifications and the board"): the events
 * chosen from two versions of `projects/{id}` (before null: it was just created). Pure: the trigger on
 * projects/{id} queues one notification per event, recipient and channel, with an id made from `key`, so a
 * trigger that runs twice for one change queues nothing twice, and each change has keys of its own.
 */
export interface ProjectEvent {
  key: string;
  template: NotificationTemplate;
  audience: NotificationAudience;
}

/** The stages whose move tells the customer in the words of project_stage (and staff too when marked). */
const STAGE_NEWS: Partial<Record<ProjectStage, { staff: boolean }>> = {
  accepted: { staff: true },
  deposit_paid: { staff: true },
  installed: { staff: false },
  commissioned: { staff: false },
  lost: { staff: false },
  cancelled: { staff: false },
};

const sameSlot = (a: { day: string; slot: string } | null, b: { day: string; slot: string } | null) =>
  a?.day === b?.day && a?.slot === b?.slot;

/**
 * Whether this write is a change the customer hears of: the stage moved, or it was done again at the same stage
 * in a way that changes what they were told (the survey slot moved, a new proposal version, the installation
 * re-booked). A survey corrected, a payment attempt or a note does not count.
 */
function changed(before: ProjectRecord<unknown>, after: ProjectRecord<unknown>): boolean {
  if (before.stage !== after.stage) return true;
  switch (after.stage) {
    case 'survey_booked':
      return !sameSlot(before.surveySlot, after.surveySlot);
    case 'proposal_sent':
      return before.proposalVersion !== after.proposalVersion;
    case 'install_scheduled':
      return !sameSlot(before.installation, after.installation);
    default:
      return false;
  }
}

export function projectEvents(before: ProjectRecord<unknown> | null, after: ProjectRecord<unknown>): ProjectEvent[] {
  if (!before) {
    return after.stage === 'requested'
      ? [
          { key: 'requested', template: 'project_requested', audience: 'customer' },
          { key: 'requested', template: 'project_requested_staff', audience: 'staff' },
        ]
      : [];
  }
  if (!changed(before, after)) return [];
  // Each change adds its timeline entry: the entries' count names this change among the project's others.
  const key = `${after.stage}-${after.timeline.length}`;
  const customer = (template: NotificationTemplate): ProjectEvent => ({ key, template, audience: 'customer' });
  switch (after.stage) {
    case 'survey_booked':
      return [customer('project_survey_booked')];
    case 'proposal_sent':
      // Back from accepted: the deposit did not arrive in time (the proposal stands).
      return [customer(before.stage === 'accepted' ? 'project_stage' : 'project_proposal_sent')];
    case 'install_scheduled':
      return [customer('project_install_scheduled')];
    case 'requested':
    case 'surveyed':
      return [];
    default: {
      const news = STAGE_NEWS[after.stage];
      if (!news) return [];
      return news.staff
        ? [customer('project_stage'), { key, template: 'project_stage_staff', audience: 'staff' }]
        : [customer('project_stage')];
    }
  }
}

/** What the trigger reads beside the project for its messages' figures and words. */
export interface ProjectNotificationContext {
  /** The project's payment plan as read now (plans/{projectId}); null or absent when paid in cash */
  plan?: PlanFigures | null;
  /** The shop's day (the plan's next payment is counted from it) */
  today: string;
  /** The proposal's options when a new version was sent: each title and total (GHS) */
  proposalOptions?: { title: string; total: number }[];
  /** The shop's phone from Settings (the first of Contact's phones), '' when none is set */
  shopPhone?: string;
}

/**
 * What the templates need of a project (dates as ISO strings; `shopUrl` builds each reader's link). Its money is
 * projectMoneyFigures', the same figures the project's pages show: a plan's deposit and total, not the cash option's.
 */
export function projectNotificationData(
  before: ProjectRecord<unknown> | null,
  after: ProjectRecord<Date>,
  shopUrl: string,
  context: ProjectNotificationContext = { today: new Date().toISOString().slice(0, 10) },
): NotificationData {
  const visit =
    after.stage === 'install_scheduled' && after.installation
      ? { day: after.installation.day, slot: after.installation.slot }
      : (after.surveySlot ?? after.requestedSlot);
  const site = [after.site.town, after.site.gpsAddress, after.site.landmark].filter((s) => s.trim()).join(', ');
  const figures = projectMoneyFigures(after, context.plan ?? null, context.today);
  /** { [key]: the amount in GHS }, or nothing when the figure is unknown */
  const ghs = (key: 'total' | 'deposit' | 'cashBalance', pesewas: number | null) =>
    pesewas === null ? {} : { [key]: fromPesewas(pesewas) };
  return {
    projectId: after.id,
    projectNumber: after.number,
    projectKind: after.kind,
    projectStage: after.stage,
    shopUrl,
    customerName: after.customer.name,
    customerPhone: after.customer.phone,
    ...(visit ? { visitDay: visit.day, visitSlot: visit.slot } : {}),
    ...(site ? { siteAddress: site } : {}),
    ...(after.proposalValidUntil ? { validUntil: after.proposalValidUntil.toISOString().slice(0, 10) } : {}),
    ...(after.accepted ? { optionTitle: after.accepted.optionTitle } : {}),
    ...ghs('total', figures.total),
    ...ghs('deposit', figures.deposit),
    ...ghs('cashBalance', figures.cashBalance),
    ...(after.accepted || after.money.plan ? { balanceKind: figures.balance } : {}),
    ...(after.money.plan ? { planName: figures.plan?.name ?? '' } : {}),
    ...(figures.plan?.next
      ? { planNext: { day: figures.plan.next.dueOn, amount: fromPesewas(figures.plan.next.amount) } }
      : {}),
    ...(context.proposalOptions?.length ? { proposalOptions: context.proposalOptions } : {}),
    ...(context.shopPhone ? { shopPhone: context.shopPhone } : {}),
    ...(before?.stage === 'accepted' && after.stage === 'proposal_sent' ? { depositExpired: true } : {}),
  };
}

/**
 * The money figures a notification carries, as projectMoneyFigures gave them when it was queued (amounts back in
 * pesewas): the templates word them with the project's one rule (customerMoneyWords).
 */
export function moneyFiguresOfData(d: NotificationData): ProjectMoneyFigures {
  const pesewas = (ghs: number | undefined) => (ghs === undefined ? null : toPesewas(ghs));
  const onPlan = d.planName !== undefined;
  return {
    balance: d.balanceKind ?? 'none',
    onPlan,
    deposit: pesewas(d.deposit),
    total: pesewas(d.total),
    cashBalance: pesewas(d.cashBalance),
    // '' : the plan was not read when the notification was queued (its figures unknown).
    plan: d.planName
      ? {
          name: d.planName ?? '',
          remaining: 0,
          next: d.planNext ? { dueOn: d.planNext.day, amount: toPesewas(d.planNext.amount) } : null,
        }
      : null,
  };
}
