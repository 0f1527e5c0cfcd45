import { cloneElement, useId, type ComponentProps, type ReactElement, type ReactNode } from 'react';
import {
  FormProvider,
  get,
  useFormContext,
  useFormState,
  type FieldPath,
  type FieldValues,
  type RegisterOptions,
  type UseFormReturn,
} from 'react-hook-form';
import { Field, fieldAria } from './field';

/**
 * A react-hook-form form: its fields (FormField) find the form through context. No browser validation: the
 * form's schema says what is wrong, and react-hook-form focuses the first invalid field.
 */
export function Form<T extends FieldValues, C, O>({
  form,
  children,
  ...props
}: { form: UseFormReturn<T, C, O> } & Omit<ComponentProps<'form'>, 'noValidate'>) {
  return (
    <FormProvider {...form}>
      <form noValidate {...props}>
        {children}
      </form>
    </FormProvider>
  );
}

/** What FormField gives its control. */
export interface FormControlProps {
  id?: string;
  name?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

interface FormFieldProps<T extends FieldValues> {
  name: FieldPath<T>;
  label: string;
  hint?: ReactNode;
  optional?: boolean;
  /** A fixed id for the control (by default one of its own). */
  id?: string;
  /** The id of the element that says what is wrong, when that is the form's notice rather than below the field. */
  errorAt?: string;
  /** More register options, e.g. `onChange`. */
  options?: RegisterOptions<T, FieldPath<T>>;
  className?: string;
  /** The control (Input, Textarea, NativeSelect, PasswordInput...): it is registered and tied to the label. */
  children: ReactElement<FormControlProps>;
}

/** A field of the surrounding Form: label, control, hint and error, registered under `name`. */
export function FormField<T extends FieldValues>({
  name,
  label,
  hint,
  optional,
  id: fixedId,
  errorAt,
  options,
  className,
  children,
}: FormFieldProps<T>) {
  const ownId = useId();
  const id = fixedId ?? `${ownId}-${name}`;
  const { register, control } = useFormContext<T>();
  const { errors } = useFormState({ control, name });
  const error = (get(errors, name) as { message?: string } | undefined)?.message;
  return (
    <Field id={id} label={label} error={error} hint={hint} optional={optional} errorAt={errorAt} className={className}>
      {cloneElement(children, { ...fieldAria(id, error, { hint, errorAt }), ...register(name, options) })}
    </Field>
  );
}
