import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { AS_NUMBER, formFieldFor, useFieldIds } from '@/components/ui/form';
import { Input, NativeSelect } from '@/components/ui/input';
import { Button, RemoveButton } from '@/components/ui/button';
import type { SettingsFormInput } from '@domain/shop/admin-settings';
import { formatDay, shopDay } from '@domain/shared/date-time';
import { DEFAULT_PROJECT_SETTINGS, MAX_SURVEY_DAYS, nextDays } from '@domain/shop/settings';

const ProjectField = formFieldFor<SettingsFormInput>({
  'projects.proposalValidDays': `A proposal can be accepted for this many days after it is sent (usually ${DEFAULT_PROJECT_SETTINGS.proposalValidDays}).`,
  'projects.depositPercent': `Part of an accepted proposal's total paid before the installation is booked (usually ${DEFAULT_PROJECT_SETTINGS.depositPercent}%).`,
  'projects.batteryCheckMonths': `Customers are reminded to have their batteries checked this often after commissioning (usually every ${DEFAULT_PROJECT_SETTINGS.batteryCheckMonths} months).`,
  'projects.panelCleaningMonth':
    'Customers are reminded to have their panels cleaned in this month, after the harmattan dust.',
});

const MONTHS = Array.from({ length: 12 }, (_, i) => [
  String(i + 1),
  new Intl.DateTimeFormat('en-GB', { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2026, i, 1))),
]) as [string, string][];

/** How many days "Open the next days" opens unless staff type another number. */
const OPEN_DAYS = 14;

/**
 * Installation projects (docs/projects.md): the days open for survey visits (open the next N days in one go,
 * close single days; days already past are not shown and drop out when saved), how long a proposal stands, the
 * deposit and the maintenance reminders' timing.
 */
export function ProjectSettingsFields() {
  const id = useFieldIds();
  const { control, setValue, formState } = useFormContext<SettingsFormInput>();
  const days = useWatch({ control, name: 'projects.surveyDays' });
  const [count, setCount] = useState(String(OPEN_DAYS));
  const n = Number(count);
  const valid = Number.isInteger(n) && n >= 1 && n <= MAX_SURVEY_DAYS;
  const set = (next: string[]) =>
    setValue('projects.surveyDays', [...new Set(next)].sort(), { shouldDirty: true, shouldValidate: true });
  const error = formState.errors.projects?.surveyDays?.message;

  return (
    <div className="grid gap-4">
      <fieldset className="grid gap-3">
        <legend className="mb-1 text-sm font-medium text-slate-900">Days open for survey visits</legend>
        <p className="text-sm text-slate-700">
          Customers asking for an audit or an installation choose one of these days. Days already past drop out by
          themselves.
        </p>
        <div className="flex flex-wrap items-end gap-2">
          <label className="grid gap-1 text-sm font-medium text-slate-900" htmlFor={id('open-days')}>
            Open the next (days)
            <Input
              id={id('open-days')}
              className="w-28"
              type="number"
              inputMode="numeric"
              min="1"
              max={MAX_SURVEY_DAYS}
              value={count}
              onChange={(e) => setCount(e.target.value)}
            />
          </label>
          <Button
            variant="outline"
            disabled={!valid}
            onClick={() => set([...days, ...nextDays(shopDay(new Date()), n)])}
          >
            Open these days
          </Button>
          <Button variant="ghost" disabled={days.length === 0} onClick={() => set([])}>
            Close all days
          </Button>
        </div>
        {error && <p className="text-sm font-medium text-red-700">{error}</p>}
        {days.length === 0 ? (
          <p className="text-sm text-slate-700" data-testid="survey-days-none">
            No day is open: customers can still ask, and you call them to agree a day.
          </p>
        ) : (
          <ul className="grid gap-1 sm:grid-cols-2 lg:grid-cols-3" aria-label="Open survey days">
            {days.map((day) => (
              <li key={day} className="flex items-center justify-between rounded-md border border-slate-200 px-3 py-1">
                <span className="text-sm text-slate-900">{formatDay(day)}</span>
                <RemoveButton label={`Close ${formatDay(day)}`} onClick={() => set(days.filter((d) => d !== day))} />
              </li>
            ))}
          </ul>
        )}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <ProjectField name="projects.proposalValidDays" label="Proposal valid for (days)" options={AS_NUMBER}>
          <Input type="number" inputMode="numeric" step="1" min="1" max="90" />
        </ProjectField>
        <ProjectField name="projects.depositPercent" label="Deposit (%)" options={AS_NUMBER}>
          <Input type="number" inputMode="numeric" step="1" min="0" max="100" />
        </ProjectField>
        <ProjectField name="projects.batteryCheckMonths" label="Battery check every (months)" options={AS_NUMBER}>
          <Input type="number" inputMode="numeric" step="1" min="1" max="24" />
        </ProjectField>
        <ProjectField name="projects.panelCleaningMonth" label="Panel cleaning month" options={AS_NUMBER}>
          <NativeSelect options={MONTHS} />
        </ProjectField>
      </div>
    </div>
  );
}
