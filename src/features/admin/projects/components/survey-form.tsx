import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { useFieldIds } from '@/components/ui/form';
import { Field, fieldAria, Input, optionsOf, SelectField, Textarea } from '@/components/ui/input';
import { Alert, Panel } from '@/components/ui/panel';
import {
  SURVEY_MOUNT_LABELS,
  SURVEY_MOUNTS,
  SURVEY_SHADING_LABELS,
  SURVEY_SHADINGS,
  type SurveyMount,
  type SurveyShading,
} from '@domain/projects/project';
import { beforeBookedDay, surveyRecordSchema } from '@domain/projects/project-staff';
import { PROJECT_STAFF_MESSAGES } from '@domain/projects/messages';
import { formatDay, shopDay } from '@domain/shared/date-time';
import {
  applianceFromPreset,
  customAppliance,
  CUSTOM_APPLIANCE_KEY,
  findPreset,
  type Appliance,
} from '@domain/sizing/sizing';
import { notify } from '@/lib/toast';
import { useFieldState } from '@/lib/use-field-state';
import { ApplianceList, type ApplianceRow } from '@/components/appliances/appliance-list';
import { AppliancePicker } from '@/components/appliances/appliance-picker';
import { useRecordSurvey, type Project } from '../api/projects';
import { actionErrorWords } from './action-error';

const NUMBERS = [
  { name: 'cableRunM', label: 'Cable from panels to inverter (m)' },
  { name: 'gridHoursPerDay', label: 'Grid power (hours a day)' },
  { name: 'generatorKva', label: 'Generator (kVA, 0 if none)' },
  { name: 'generatorFuelPerMonth', label: 'Generator fuel a month (GHS)' },
  { name: 'prepaidPerMonth', label: 'Prepaid electricity a month (GHS)' },
] as const;
type NumberName = (typeof NUMBERS)[number]['name'];

const rowsOf = (appliances: Appliance[]): ApplianceRow[] => appliances.map((appliance, id) => ({ id, appliance }));

/**
 * What staff found at the site (SurveyRecord): mount, shading, the cable run, grid hours, the generator and the
 * monthly spends, and the appliances confirmed, edited with the calculator's own list and picker (they feed the
 * sizing engine). Starts from the survey recorded, else the calculator's appliances; keeps what was typed when
 * the server refuses it.
 */
export function SurveyForm({ project: p }: { project: Project }) {
  const id = useFieldIds();
  const start = p.survey;
  const mount = useFieldState<SurveyMount>(start?.mount ?? 'roof');
  const shading = useFieldState<SurveyShading>(start?.shading ?? 'none');
  const [numbers, setNumbers] = useState<Record<NumberName, string>>({
    cableRunM: start ? String(start.cableRunM) : '',
    gridHoursPerDay: start ? String(start.gridHoursPerDay) : '',
    generatorKva: start ? String(start.generatorKva) : '0',
    generatorFuelPerMonth: start ? String(start.generatorFuelPerMonth) : '0',
    prepaidPerMonth: start ? String(start.prepaidPerMonth) : '0',
  });
  const [notes, setNotes] = useState(start?.notes ?? '');
  const [rows, setRows] = useState<ApplianceRow[]>(rowsOf(start?.appliances ?? p.sizing?.appliances ?? []));
  const [nextId, setNextId] = useState(rows.length);
  const [errors, setErrors] = useState<Partial<Record<NumberName | 'appliances' | 'notes', string>>>({});
  const [refusal, setRefusal] = useState('');
  const record = useRecordSurvey();
  const formId = id('survey');

  const addRow = (appliance: Appliance) => {
    setRows((current) => [...current, { id: nextId, appliance }]);
    setNextId((n) => n + 1);
  };
  const addPreset = (key: string) => {
    const preset = findPreset(key);
    if (!preset) return;
    const same = rows.find((r) => r.appliance.key === key && key !== CUSTOM_APPLIANCE_KEY);
    if (same) {
      setRows((current) =>
        current.map((r) =>
          r.id === same.id ? { ...r, appliance: { ...r.appliance, quantity: r.appliance.quantity + 1 } } : r,
        ),
      );
    } else addRow(applianceFromPreset(preset));
  };

  // Recorded before the day booked: staff confirm with a second press (the day done is the day recorded).
  const [early, setEarly] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setRefusal('');

    const parsed = surveyRecordSchema.safeParse({
      mount: mount.value,
      shading: shading.value,
      ...Object.fromEntries(
        NUMBERS.map(({ name }) => [name, numbers[name].trim() === '' ? NaN : Number(numbers[name])]),
      ),
      appliances: rows.map((r) => r.appliance),
      notes,
    });
    if (!parsed.success) {
      const found: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof typeof errors;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    if (!p.survey && beforeBookedDay(p.surveySlot?.day, shopDay(new Date())) && !early) {
      setEarly(true);
      return;
    }
    try {
      await record.mutateAsync({ projectId: p.id, survey: parsed.data });
      notify.success(PROJECT_STAFF_MESSAGES.recorded);
    } catch (err) {
      setRefusal(actionErrorWords(err));
    }
  };

  return (
    <Panel title={p.survey ? 'Correct the survey' : 'Record the survey'}>
      <form id={formId} onSubmit={submit} className="grid gap-4" aria-label="Survey" noValidate>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField {...mount} label="Mount" options={optionsOf(SURVEY_MOUNTS, SURVEY_MOUNT_LABELS)} />
          <SelectField {...shading} label="Shading" options={optionsOf(SURVEY_SHADINGS, SURVEY_SHADING_LABELS)} />
        </div>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {NUMBERS.map(({ name, label }) => (
            <Field key={name} id={id(name)} label={label} error={errors[name]}>
              <Input
                type="number"
                inputMode="decimal"
                min="0"
                step="any"
                value={numbers[name]}
                onChange={(e) => setNumbers((current) => ({ ...current, [name]: e.target.value }))}
                {...fieldAria(id(name), errors[name])}
              />
            </Field>
          ))}
        </div>
        <Field id={id('notes')} label="Notes" optional error={errors.notes}>
          <Textarea
            value={notes}
            onChange={(e) => setNotes(e.target.value)}
            {...fieldAria(id('notes'), errors.notes)}
          />
        </Field>
      </form>
      <div className="mt-4 grid gap-3">
        <h3 className="text-sm font-semibold text-slate-900">Appliances confirmed ({rows.length})</h3>
        {errors.appliances && (
          <p className="text-sm font-medium text-red-700" role="alert">
            {errors.appliances}
          </p>
        )}
        <ApplianceList
          label="Appliances confirmed"
          rows={rows}
          onChange={(rowId, changes) =>
            setRows((current) =>
              current.map((r) => (r.id === rowId ? { ...r, appliance: { ...r.appliance, ...changes } } : r)),
            )
          }
          onRemove={(rowId) => setRows((current) => current.filter((r) => r.id !== rowId))}
        />
        <AppliancePicker
          onAddPreset={addPreset}
          onAddCustom={(name, watts, motor) => addRow(customAppliance(name, watts, motor))}
        />
      </div>
      {refusal && (
        <Alert variant="error" className="mt-3" role="alert">
          {refusal}
        </Alert>
      )}
      {early && p.surveySlot && (
        <Alert variant="warning" className="mt-3" role="alert">
          {PROJECT_STAFF_MESSAGES.early('survey', formatDay(p.surveySlot.day))}
        </Alert>
      )}
      <div className="mt-4">
        <Button type="submit" form={formId} busy={record.isPending} busyLabel="Saving...">
          {p.survey ? 'Save the corrected survey' : 'Record the survey'}
        </Button>
      </div>
    </Panel>
  );
}
