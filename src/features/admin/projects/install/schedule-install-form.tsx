import { useState, type FormEvent } from 'react';
import { SubmitButton } from '@/components/ui/button';
import { useFieldIds } from '@/components/ui/form';
import { SlotField } from '@/features/admin/projects/components/slot-field';
import { Field, fieldAria, Input } from '@/components/ui/input';
import { Alert, Panel } from '@/components/ui/panel';
import type { DeliverySlot } from '@domain/order/order-status';
import { ASSIGN_WORDS, PROJECT_MESSAGES } from '@domain/projects/messages';
import { scheduleInstallSchema } from '@domain/projects/project-install';
import { fieldErrorOf, refusalReasonOf } from '@/lib/firebase/callable';
import { TechnicianPicker } from '@/features/admin/projects/components/technician-picker';
import { notify } from '@/lib/toast';
import type { Project } from '@/features/admin/projects/api/projects';
import { actionErrorWords } from '@/features/admin/projects/components/action-error';
import { useScheduleInstall } from '@/features/admin/projects/api/install';

type Errors = Partial<Record<'day' | 'slot' | 'team' | 'technicianUids' | 'form', string>>;

/** The team as typed: names separated by commas or new lines. */
const teamOf = (text: string) =>
  text
    .split(/[,\n]/)
    .map((name) => name.trim())
    .filter(Boolean);

/**
 * Book the installation (deposit paid), or move it (booked): the day from today on, the time of day, the
 * technicians (their visit shows on their phones) and any other helpers by name. The customer gets the invite (notifyProjectWritten). A problem shows at its field; nothing typed is
 * lost.
 */
export function ScheduleInstallForm({ project: p, today }: { project: Project; today: string }) {
  const id = useFieldIds();
  const booked = p.installation;
  const [day, setDay] = useState(booked && booked.day >= today ? booked.day : '');
  const [slot, setSlot] = useState<DeliverySlot>(booked?.slot ?? 'morning');
  const [technicianUids, setTechnicianUids] = useState<string[]>(p.technicianUids);
  // Moving a booking keeps the helpers named before who are not among the technicians chosen.
  const [team, setTeam] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const schedule = useScheduleInstall();
  const moving = p.stage === 'install_scheduled';

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = scheduleInstallSchema.safeParse({ projectId: p.id, day, slot, technicianUids, team: teamOf(team) });
    const found: Errors = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'day' || field === 'slot' || field === 'team' || field === 'technicianUids') {
          found[field] ??= issue.message;
        }
      }
    } else if (parsed.data.day < today) found.day = PROJECT_MESSAGES.slotPast;
    setErrors(found);
    if (!parsed.success || Object.keys(found).length > 0) return;
    try {
      await schedule.mutateAsync(parsed.data);
      notify.success(
        moving ? 'Installation moved. The customer is told.' : 'Installation booked. The customer is told.',
      );
    } catch (err) {
      const reason = refusalReasonOf(err);
      const technicianError = fieldErrorOf(err, 'technicianUids');
      setErrors(
        reason === 'slot_past'
          ? { day: PROJECT_MESSAGES.slotPast }
          : technicianError
            ? { technicianUids: technicianError }
            : { form: actionErrorWords(err) },
      );
    }
  };

  return (
    <Panel title={moving ? 'Move the installation' : 'Book the installation'}>
      <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-3" aria-label="Installation visit">
        <div className="grid gap-3 sm:grid-cols-[auto_auto_1fr] sm:items-start">
          <Field id={id('day')} label="Day" error={errors.day}>
            <Input
              type="date"
              min={today}
              value={day}
              onChange={(e) => setDay(e.target.value)}
              {...fieldAria(id('day'), errors.day)}
            />
          </Field>
          <SlotField id={id('slot')} value={slot} onChange={setSlot} error={errors.slot} />
        </div>
        <TechnicianPicker
          value={technicianUids}
          onChange={setTechnicianUids}
          error={errors.technicianUids}
          errorId={id('technicians-error')}
        />
        <div className="grid gap-3 sm:max-w-md">
          <Field id={id('team')} label={ASSIGN_WORDS.helpers} hint={ASSIGN_WORDS.helpersHint} error={errors.team}>
            <Input
              value={team}
              onChange={(e) => setTeam(e.target.value)}
              maxLength={400}
              {...fieldAria(id('team'), errors.team, { hint: true })}
            />
          </Field>
        </div>
        <SubmitButton busy={schedule.isPending} busyLabel="Saving...">
          {moving ? 'Move the installation' : 'Book the installation'}
        </SubmitButton>
        {errors.form && (
          <Alert variant="error" role="alert">
            {errors.form}
          </Alert>
        )}
      </form>
    </Panel>
  );
}
