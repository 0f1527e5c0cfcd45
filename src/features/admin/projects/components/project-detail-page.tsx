import { useState, type FormEvent } from 'react';
import { TechnicianPicker } from './technician-picker';
import { useMayCall } from '@/components/staff-access';
import { Link } from 'react-router';
import { AdminPage } from '@/components/admin-page';
import { SubmitButton } from '@/components/ui/button';
import { useFieldIds } from '@/components/ui/form';
import { SlotField } from './slot-field';
import { Field, fieldAria, Input, SelectField, TextareaField } from '@/components/ui/input';
import { Alert, EmptyState, ErrorState, Panel } from '@/components/ui/panel';
import { TimelineList } from '@/components/timeline-list';
import { formatDateTime, formatDay, shopDay } from '@domain/shared/date-time';
import { DELIVERY_SLOT_LABELS, type DeliverySlot } from '@domain/order/order-status';
import {
  DEPOSIT_STATUS_LABELS,
  FINAL_PROJECT_STAGES,
  PROJECT_KIND_LABELS,
  PROJECT_STAGE_LABELS,
  slotHasPassed,
  type VisitSlot,
} from '@domain/projects/project';
import { needsActionOf } from '@domain/projects/project-staff';
import { PROJECT_STAFF_MESSAGES, PROJECT_TEXTS } from '@domain/projects/messages';
import { useFieldState } from '@/lib/use-field-state';
import { useStaffAction } from '@/lib/use-staff-action';
import { CustomerPanel } from '@/features/admin/orders/components/customer-contact';
import {
  useAddProjectNote,
  useBookSurvey,
  useCloseProject,
  useProject,
  useProjectStaffNotes,
  type Project,
} from '../api/projects';
import { NeedsActionBadge, ProjectStageBadge } from './project-badges';
import { actionErrorWords } from './action-error';
import { ProjectAfterPanel } from './project-after-panel';
import { SurveyForm } from './survey-form';
import { InstallActions } from '@/features/admin/projects/install/install-actions';

const slotWords = (slot: VisitSlot | null) =>
  slot ? `${formatDay(slot.day)}, ${DELIVERY_SLOT_LABELS[slot.slot].toLowerCase()}` : 'None';

/**
 * A project for staff (docs/projects.md): the customer with Call and WhatsApp, the site, the calculator's sizing,
 * the requested and booked slots, the actions of its stage, the timeline (who, when) and the staff-only notes.
 */
export function ProjectDetailPage({ projectId }: { projectId: string }) {
  const query = useProject(projectId);
  if (query.isPending) return <EmptyState role="status">Loading the project…</EmptyState>;
  if (query.isError)
    return <ErrorState onRetry={query.refetch}>{query.error.message || PROJECT_TEXTS.loadOneFailed}</ErrorState>;
  return <ProjectView project={query.data} />;
}

function ProjectView({ project: p }: { project: Project }) {
  const today = shopDay(new Date());
  const need = needsActionOf(p, today);
  const open = !FINAL_PROJECT_STAGES.includes(p.stage);
  // Each action for the jobs that do it (docs/staff-roles.md): the functions refuse the rest.
  const may = {
    bookSurvey: useMayCall('bookSurvey'),
    recordSurvey: useMayCall('recordSurvey'),
    issueProposal: useMayCall('issueProposal'),
    closeProject: useMayCall('closeProject'),
  };
  return (
    <AdminPage
      title={`Project ${p.number || p.id}`}
      description={`${PROJECT_KIND_LABELS[p.kind]} for ${p.customer.name || 'a customer'} in ${p.site.town || p.site.region}.`}
      actions={
        <Link to="/admin/projects" className="text-sm font-medium text-brand-800 underline">
          All projects
        </Link>
      }
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm text-slate-700">Stage:</span>
        <ProjectStageBadge stage={p.stage} />
        {need && <NeedsActionBadge need={need} />}
        {p.closedReason && <span className="text-sm text-slate-700">Reason: {p.closedReason}</span>}
      </div>

      <div className="grid gap-4 lg:grid-cols-2">
        <CustomerPanel customer={p.customer} about={`project ${p.number}`}>
          {p.message && <p className="mt-3 text-sm text-slate-800">“{p.message}”</p>}
        </CustomerPanel>
        <Panel title="Site">
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-slate-600">Region</dt>
            <dd className="text-slate-900">{p.site.region}</dd>
            <dt className="text-slate-600">Town</dt>
            <dd className="text-slate-900">{p.site.town || '—'}</dd>
            <dt className="text-slate-600">GhanaPost GPS</dt>
            <dd className="text-slate-900">{p.site.gpsAddress || '—'}</dd>
            <dt className="text-slate-600">Landmark</dt>
            <dd className="text-slate-900">{p.site.landmark || '—'}</dd>
            <dt className="text-slate-600">Survey asked for</dt>
            <dd className="text-slate-900">{slotWords(p.requestedSlot)}</dd>
            <dt className="text-slate-600">Survey booked</dt>
            <dd className="text-slate-900" data-testid="booked-slot">
              {slotWords(p.surveySlot)}
            </dd>
            <dt className="text-slate-600">Deposit</dt>
            <dd className="text-slate-900">{DEPOSIT_STATUS_LABELS[p.money.depositStatus]}</dd>
          </dl>
        </Panel>
      </div>

      {p.sizing && (
        <Panel title="From the solar calculator">
          <ul className="grid gap-1 text-sm text-slate-800">
            {p.sizing.appliances.map((a, i) => (
              <li key={i}>
                {a.quantity} × {a.name}, {a.watts} W, {a.hoursPerDay} h a day
              </li>
            ))}
          </ul>
        </Panel>
      )}

      {may.bookSurvey && (p.stage === 'requested' || p.stage === 'survey_booked') && (
        <BookSurveyForm project={p} today={today} />
      )}
      {may.recordSurvey && (p.stage === 'survey_booked' || p.stage === 'surveyed') && <SurveyForm project={p} />}
      {may.issueProposal && (p.stage === 'surveyed' || p.stage === 'proposal_sent') && p.kind !== 'maintenance' && (
        <Panel title="Proposal">
          <Link
            to={`/admin/projects/${p.id}/proposal`}
            className="inline-flex min-h-10 items-center rounded-md bg-brand-700 px-4 text-sm font-semibold text-white"
          >
            Build proposal
          </Link>
        </Panel>
      )}

      <InstallActions project={p} today={today} />

      <ProjectAfterPanel project={p} />

      <div className="grid gap-4 lg:grid-cols-2">
        <Panel title="Timeline">
          <TimelineList
            entries={p.timeline.map((entry) => ({ ...entry, title: PROJECT_STAGE_LABELS[entry.stage] }))}
            customerId={p.userId}
          />
        </Panel>
        <StaffNotes projectId={p.id} />
      </div>

      {may.closeProject && open && p.money.depositStatus === 'none' && <CloseForm project={p} />}
    </AdminPage>
  );
}

/** Confirm the customer's slot, or move it (any day from today on, agreed with the customer). */
function BookSurveyForm({ project: p, today }: { project: Project; today: string }) {
  const id = useFieldIds();
  const start = p.surveySlot ?? p.requestedSlot;
  const [day, setDay] = useState(start && start.day >= today ? start.day : '');
  const [slot, setSlot] = useState<DeliverySlot>(start?.slot ?? 'morning');
  const [technicianUids, setTechnicianUids] = useState<string[]>(p.technicianUids);
  const { error, setError, run } = useStaffAction(actionErrorWords);
  const book = useBookSurvey();
  const asked = p.requestedSlot && p.requestedSlot.day === day && p.requestedSlot.slot === slot;
  // A slot already over (this morning, at 21:56) is booked only when staff press again after the warning.
  const [pastConfirmed, setPastConfirmed] = useState<string | null>(null);
  const past = day !== '' && slotHasPassed({ day, slot }, new Date());
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!day) return setError(PROJECT_STAFF_MESSAGES.day);
    if (past && pastConfirmed !== `${day} ${slot}`) return setPastConfirmed(`${day} ${slot}`);
    return run(() => book.mutateAsync({ projectId: p.id, day, slot, technicianUids }), PROJECT_STAFF_MESSAGES.booked);
  };
  const moving = p.stage === 'survey_booked';
  return (
    <Panel title={moving ? 'Move the survey visit' : 'Book the survey visit'}>
      <form
        onSubmit={submit}
        className="grid gap-3 sm:grid-cols-[auto_auto_1fr] sm:items-end"
        aria-label="Survey visit"
      >
        <Field id={id('day')} label="Day" error={error && !day ? error : undefined}>
          <Input
            type="date"
            min={today}
            value={day}
            onChange={(e) => setDay(e.target.value)}
            {...fieldAria(id('day'), error && !day ? error : undefined)}
          />
        </Field>
        <SlotField id={id('slot')} value={slot} onChange={setSlot} />
        <div className="sm:col-span-3">
          <TechnicianPicker value={technicianUids} onChange={setTechnicianUids} errorId={id('technicians-error')} />
        </div>
        <SubmitButton busy={book.isPending} busyLabel="Saving...">
          {moving ? 'Move the visit' : asked ? 'Confirm this slot' : 'Book this slot'}
        </SubmitButton>
      </form>
      {past && (
        <Alert variant="warning" className="mt-3" role={pastConfirmed ? 'alert' : undefined}>
          {PROJECT_STAFF_MESSAGES.slotPassed(slotWords({ day, slot }))}
        </Alert>
      )}
      {error && day && (
        <Alert variant="error" className="mt-3" role="alert">
          {error}
        </Alert>
      )}
    </Panel>
  );
}

/** Lost (before the customer accepts) or cancelled, with why: only while no deposit is awaited or paid. */
function CloseForm({ project: p }: { project: Project }) {
  const canLose = ['requested', 'survey_booked', 'surveyed', 'proposal_sent'].includes(p.stage);
  const outcome = useFieldState<'lost' | 'cancelled'>(canLose ? 'lost' : 'cancelled');
  const reason = useFieldState('');
  const { error, setError, run } = useStaffAction(actionErrorWords);
  const close = useCloseProject();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const why = reason.value.trim();
    if (why.length < 3) return setError(PROJECT_STAFF_MESSAGES.closeReason);
    return run(
      () => close.mutateAsync({ projectId: p.id, outcome: outcome.value, reason: why }),
      PROJECT_STAFF_MESSAGES.closed,
    );
  };
  return (
    <Panel title="Close the project">
      <form onSubmit={submit} className="grid gap-3" aria-label="Close the project">
        <SelectField
          {...outcome}
          label="Outcome"
          options={[...(canLose ? ([['lost', 'Lost']] as const) : []), ['cancelled', 'Cancelled'] as const]}
        />
        <TextareaField {...reason} label="Why" maxLength={500} error={error} />
        <SubmitButton variant="outline" busy={close.isPending} busyLabel="Closing...">
          Close the project
        </SubmitButton>
      </form>
    </Panel>
  );
}

/** Notes only staff read (projects/{id}/staffNotes), each with who wrote it and when. */
function StaffNotes({ projectId }: { projectId: string }) {
  const notes = useProjectStaffNotes(projectId);
  const add = useAddProjectNote(projectId);
  const mayAdd = useMayCall('addProjectNote');
  const note = useFieldState('');
  const { error, setError, run } = useStaffAction(actionErrorWords);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const words = note.value.trim();
    if (!words) return setError(PROJECT_STAFF_MESSAGES.note);
    return run(
      () => add.mutateAsync({ projectId, note: words }),
      PROJECT_STAFF_MESSAGES.noteAdded,
      () => note.onChange(''),
    );
  };
  return (
    <Panel title="Staff notes">
      {notes.isPending ? (
        <EmptyState role="status">Loading notes…</EmptyState>
      ) : notes.isError ? (
        <ErrorState onRetry={notes.refetch}>{PROJECT_TEXTS.loadOneFailed}</ErrorState>
      ) : notes.data.length === 0 ? (
        <p className="text-sm text-slate-700">No notes yet. Only staff see them.</p>
      ) : (
        <ul className="mb-3 grid gap-2 text-sm" aria-label="Staff notes">
          {notes.data.map((n) => (
            <li key={n.id}>
              <div className="text-slate-600">
                {formatDateTime(n.at)}
                {n.byName ? ` · ${n.byName}` : ''}
              </div>
              <div className="whitespace-pre-line text-slate-900">{n.note}</div>
            </li>
          ))}
        </ul>
      )}
      {mayAdd && (
        <form onSubmit={submit} className="grid gap-2" aria-label="Add a staff note">
          <TextareaField {...note} label="New note (staff only)" maxLength={1000} error={error} />
          <SubmitButton variant="outline" busy={add.isPending} busyLabel="Adding...">
            Add note
          </SubmitButton>
        </form>
      )}
    </Panel>
  );
}
