import { useState, type FormEvent } from 'react';
import { Button, RemoveButton } from '@/components/ui/button';
import { useFieldIds } from '@/components/ui/form';
import { Field, fieldAria, Input } from '@/components/ui/input';
import { Alert, EmptyState, ErrorState, Panel } from '@/components/ui/panel';
import { checkSerials, markInstalledSchema, type SerialisedUnit } from '@domain/projects/project-install';
import { INSTALL_MESSAGES, PROJECT_STAFF_MESSAGES } from '@domain/projects/messages';
import { beforeBookedDay } from '@domain/projects/project-staff';
import { formatDay, shopDay } from '@domain/shared/date-time';
import { CallableError } from '@/lib/firebase/callable';
import { notify } from '@/lib/toast';
import type { Project } from '@/features/admin/projects/api/projects';
import { actionErrorWords } from '@/features/admin/projects/components/action-error';
import { useInstallUnits, useMarkInstalled } from '@/features/admin/projects/api/install';

/** The readings staff usually take at commissioning, offered as the first rows (a row without a value is not sent). */
const USUAL_READINGS = ['Battery voltage', 'Panel string voltage', 'Inverter output voltage'];
const MAX_READINGS = 12;

interface Reading {
  key: number;
  name: string;
  value: string;
}

/**
 * Mark the installation done: a serial number field for each unit of the accepted option's goods that carry one
 * (listed per product with its count), and the commissioning readings (name and value rows). A product whose
 * serials are missing or repeated shows its message at its fields (the server checks the same: serials_mismatch);
 * nothing typed is lost.
 */
export function MarkInstalledForm({ project }: { project: Project }) {
  const units = useInstallUnits(project);
  return (
    <Panel title="Mark installed">
      {units.isPending ? (
        <EmptyState role="status">Loading the installed goods…</EmptyState>
      ) : units.isError ? (
        <ErrorState onRetry={units.refetch}>{units.error.message}</ErrorState>
      ) : (
        <MarkInstalledFields project={project} units={units.data} />
      )}
    </Panel>
  );
}

function MarkInstalledFields({ project, units }: { project: Project; units: SerialisedUnit[] }) {
  const id = useFieldIds();
  const [serials, setSerials] = useState<Record<string, string[]>>(() =>
    Object.fromEntries(units.map((u) => [u.productId, Array.from({ length: u.quantity }, () => '')])),
  );
  const [readings, setReadings] = useState<Reading[]>(() =>
    USUAL_READINGS.map((name, key) => ({ key, name, value: '' })),
  );
  const [unitErrors, setUnitErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState('');
  const mark = useMarkInstalled();

  const setSerial = (productId: string, index: number, value: string) =>
    setSerials((all) => ({ ...all, [productId]: all[productId]!.map((s, i) => (i === index ? value : s)) }));
  const setReading = (key: number, change: Partial<Reading>) =>
    setReadings((rows) => rows.map((r) => (r.key === key ? { ...r, ...change } : r)));

  // Marked installed before the day booked: staff confirm with a second press (installedAt is the day it was done).
  const [early, setEarly] = useState(false);
  const booked = project.installation?.day;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFormError('');
    const given = units.map((u) => ({ productId: u.productId, serials: serials[u.productId] ?? [] }));
    const check = checkSerials(units, given);
    if (!check.ok) {
      setUnitErrors({ [check.productId]: check.message });
      return;
    }
    setUnitErrors({});
    const rows = readings.filter((r) => r.value.trim()).map((r) => ({ name: r.name.trim(), value: r.value.trim() }));
    const parsed = markInstalledSchema.safeParse({ projectId: project.id, serials: given, readings: rows });
    if (!parsed.success) {
      setFormError(parsed.error.issues[0]?.message ?? INSTALL_MESSAGES.serials);
      return;
    }
    if (beforeBookedDay(booked, shopDay(new Date())) && !early) {
      setEarly(true);
      return;
    }
    try {
      await mark.mutateAsync(parsed.data);
      notify.success('Marked installed. The customer is told.');
    } catch (err) {
      const details = err instanceof CallableError ? (err.details as { reason?: unknown; productId?: unknown }) : null;
      if (details?.reason === 'serials_mismatch' && typeof details.productId === 'string' && err instanceof Error) {
        setUnitErrors({ [details.productId]: err.message });
      } else setFormError(actionErrorWords(err));
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-4" aria-label="Mark installed">
      {units.length === 0 ? (
        <p className="text-sm text-slate-700">None of the installed goods has a serial number to record.</p>
      ) : (
        units.map((unit) => {
          const error = unitErrors[unit.productId];
          const errorId = id(`serials-${unit.productId}-error`);
          return (
            <fieldset key={unit.productId} className="grid gap-2" aria-describedby={error ? errorId : undefined}>
              <legend className="text-sm font-semibold text-slate-900">
                {unit.name} × {unit.quantity}: serial {unit.quantity === 1 ? 'number' : 'numbers'}
              </legend>
              <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
                {(serials[unit.productId] ?? []).map((value, i) => {
                  const fieldId = id(`serial-${unit.productId}-${i}`);
                  return (
                    <Field
                      key={i}
                      id={fieldId}
                      label={`${unit.name}, unit ${i + 1}`}
                      errorAt={error ? errorId : undefined}
                      error={error}
                    >
                      <Input
                        value={value}
                        maxLength={60}
                        autoComplete="off"
                        onChange={(e) => setSerial(unit.productId, i, e.target.value)}
                        {...fieldAria(fieldId, error, { errorAt: errorId })}
                      />
                    </Field>
                  );
                })}
              </div>
              {error && (
                <p id={errorId} className="text-sm font-medium text-red-700">
                  {error}
                </p>
              )}
            </fieldset>
          );
        })
      )}

      <fieldset className="grid gap-2">
        <legend className="text-sm font-semibold text-slate-900">Commissioning readings</legend>
        {readings.map((r, i) => (
          <div key={r.key} className="grid grid-cols-[1fr_1fr_auto] items-end gap-2">
            <Field id={id(`reading-name-${r.key}`)} label={`Reading ${i + 1}`}>
              <Input
                id={id(`reading-name-${r.key}`)}
                value={r.name}
                maxLength={60}
                onChange={(e) => setReading(r.key, { name: e.target.value })}
              />
            </Field>
            <Field id={id(`reading-value-${r.key}`)} label={`Value of reading ${i + 1}`}>
              <Input
                id={id(`reading-value-${r.key}`)}
                value={r.value}
                maxLength={60}
                placeholder="e.g. 52.8 V"
                onChange={(e) => setReading(r.key, { value: e.target.value })}
              />
            </Field>
            <RemoveButton
              label={`Remove reading ${i + 1}`}
              onClick={() => setReadings((rows) => rows.filter((row) => row.key !== r.key))}
            />
          </div>
        ))}
        {readings.length < MAX_READINGS && (
          <div>
            <Button
              variant="outline"
              onClick={() =>
                setReadings((rows) => [
                  ...rows,
                  { key: Math.max(-1, ...rows.map((row) => row.key)) + 1, name: '', value: '' },
                ])
              }
            >
              Add a reading
            </Button>
          </div>
        )}
      </fieldset>

      {formError && (
        <Alert variant="error" role="alert">
          {formError}
        </Alert>
      )}
      {early && booked && (
        <Alert variant="warning" role="alert">
          {PROJECT_STAFF_MESSAGES.early('installation', formatDay(booked))}
        </Alert>
      )}
      <div>
        <Button type="submit" busy={mark.isPending} busyLabel="Saving...">
          Mark installed
        </Button>
      </div>
    </form>
  );
}
