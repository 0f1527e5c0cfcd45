import { useId } from 'react';
import { Field, fieldAria, Input, NativeSelect, PhoneInput } from '@/components/ui/input';
import { DELIVERY_SLOT_LABELS, DELIVERY_SLOTS, dispatchSchema, type OrderDispatch } from '@domain/order/order';

export type DispatchErrors = Partial<Record<keyof OrderDispatch, string>>;

export const NO_DISPATCH: OrderDispatch = { riderName: '', riderPhone: '', day: '', slot: '' };

const FIELDS = ['riderName', 'riderPhone', 'day', 'slot'] as const;

/**
 * What staff typed for sending the order out, checked as the function will (domain/order/order dispatchSchema, the
 * phone by domain/shared/phone.ts): the values to send (undefined when every field is empty), or the errors per field.
 */
export function checkDispatch(
  values: OrderDispatch,
): { ok: true; dispatch: OrderDispatch | undefined } | { ok: false; errors: DispatchErrors } {
  if (FIELDS.every((f) => values[f].trim() === '')) return { ok: true, dispatch: undefined };
  const parsed = dispatchSchema.safeParse(values);
  if (parsed.success) return { ok: true, dispatch: parsed.data };
  const errors: DispatchErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof OrderDispatch | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}

/**
 * The rider (name, phone) and the day and time of day an order is due, recorded with "Mark out for delivery"
 * (each optional); the customer's order page shows them. `idPrefix` + field name is each control's id.
 */
export function DispatchFields({
  values,
  errors,
  onChange,
}: {
  values: OrderDispatch;
  errors: DispatchErrors;
  onChange: (values: OrderDispatch, changed: keyof OrderDispatch) => void;
}) {
  const id = useId();
  const set = (field: keyof OrderDispatch) => (value: string) => onChange({ ...values, [field]: value }, field);
  const field = (name: keyof OrderDispatch) => fieldAria(`${id}-${name}`, errors[name]);
  return (
    <fieldset className="grid gap-3 rounded-md border border-slate-200 p-3 sm:max-w-2xl">
      <legend className="px-1 text-sm font-medium text-slate-900">
        Rider and delivery time{' '}
        <span className="font-normal text-slate-600">(for "Mark out for delivery"; optional)</span>
      </legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id={`${id}-riderName`} label="Rider's name" error={errors.riderName}>
          <Input
            {...field('riderName')}
            maxLength={100}
            value={values.riderName}
            onChange={(e) => set('riderName')(e.target.value)}
          />
        </Field>
        <Field id={`${id}-riderPhone`} label="Rider's phone" error={errors.riderPhone}>
          <PhoneInput
            {...field('riderPhone')}
            autoComplete="off"
            value={values.riderPhone}
            onChange={(e) => set('riderPhone')(e.target.value)}
          />
        </Field>
        <Field id={`${id}-day`} label="Delivery day" error={errors.day}>
          <Input {...field('day')} type="date" value={values.day} onChange={(e) => set('day')(e.target.value)} />
        </Field>
        <Field id={`${id}-slot`} label="Time of day" error={errors.slot}>
          <NativeSelect
            {...field('slot')}
            placeholder="Not said"
            value={values.slot}
            options={DELIVERY_SLOTS.map((slot) => [slot, DELIVERY_SLOT_LABELS[slot]] as const)}
            onChange={(e) => set('slot')(e.target.value)}
          />
        </Field>
      </div>
    </fieldset>
  );
}
