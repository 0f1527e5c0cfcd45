import type { ComponentType } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import type { FormFieldProps } from '@/components/ui/form';
import { Input, NativeSelect, PhoneInput, Textarea } from '@/components/ui/input';
import { GHANA_REGIONS } from '@domain/shared/ghana-regions';

/** The parts of a place in Ghana a shopper gives us: who to call there, and how to find it. */
type PlacePart = 'name' | 'phone' | 'region' | 'town' | 'gpsAddress' | 'landmark';

/**
 * Who we call and where we go (a checkout's delivery address, a project's site), on a two-column grid: name,
 * phone, region, town, GhanaPost GPS address and the directions. `Field` is the form's own field (formFieldFor:
 * its names and hints), `names` its six fields; `labels` and the example `directions` are each form's words.
 */
export function PlaceFields<T extends FieldValues>({
  Field,
  names,
  labels,
  directions,
  gpsOptional,
}: {
  Field: ComponentType<FormFieldProps<T>>;
  names: Record<PlacePart, FieldPath<T>>;
  labels: Record<'name' | 'town' | 'landmark', string>;
  directions: { placeholder: string; autoComplete?: string };
  gpsOptional?: boolean;
}) {
  return (
    <>
      <Field name={names.name} label={labels.name}>
        <Input autoComplete="name" />
      </Field>
      <Field name={names.phone} label="Phone number">
        <PhoneInput />
      </Field>
      <Field name={names.region} label="Region">
        <NativeSelect placeholder="Choose a region" options={GHANA_REGIONS} />
      </Field>
      <Field name={names.town} label={labels.town}>
        <Input autoComplete="address-level2" />
      </Field>
      <Field
        name={names.gpsAddress}
        label="GhanaPost GPS address"
        hint="From the GhanaPost GPS app, e.g. NT-0123-4567."
        optional={gpsOptional}
      >
        <Input autoCapitalize="characters" placeholder="NT-0123-4567" />
      </Field>
      <Field name={names.landmark} label={labels.landmark} className="sm:col-span-2">
        <Textarea rows={3} {...directions} />
      </Field>
    </>
  );
}
