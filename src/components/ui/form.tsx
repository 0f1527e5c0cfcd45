import {
  cloneElement,
  createContext,
  useContext,
  useId,
  type ComponentProps,
  type ReactElement,
  type ReactNode,
} from 'react';
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
import { Field, fieldAria } from './input';

/**
 * A react-hook-form form: its fields (FormField) find the form through context. No browser validation: the
 * form's schema says what is wrong, and react-hook-form focuses the first invalid field.
 */
export function Form<T extends FieldValues, C, O>({
  form,
  errorsAt,
  children,
  ...props
}: {
  form: UseFormReturn<T, C, O>;
  /** The id of the form's notice, when that (rather than each field) says what is wrong: it describes the form and every invalid field. */
  errorsAt?: string;
} & Omit<ComponentProps<'form'>, 'noValidate'>) {
  return (
    <FormProvider {...form}>
      <ErrorsAt value={errorsAt}>
        <form noValidate aria-describedby={errorsAt} {...props}>
          {children}
        </form>
      </ErrorsAt>
    </FormProvider>
  );
}

const ErrorsAtContext = createContext<string | undefined>(undefined);
const ErrorsAt = ErrorsAtContext.Provider;

/** What FormField gives its control. */
export interface FormControlProps {
  id?: string;
  name?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

export interface FormFieldProps<T extends FieldValues> {
  name: FieldPath<T>;
  label: string;
  hint?: ReactNode;
  optional?: boolean;
  /** A fixed id for the control (by default one of its own). */
  id?: string;
  /** More register options, e.g. `onChange`. */
  options?: RegisterOptions<T, FieldPath<T>>;
  className?: string;
  /** The control (Input, Textarea, NativeSelect, PasswordInput...): it is registered and tied to the label. */
  children: ReactElement<FormControlProps>;
}

/**
 * A field of the surrounding Form: label, control, hint and error, registered under `name`. A form's own fields
 * are made with formFieldFor<Values>(hints) (typed by its values, its hints in one table).
 */
export function FormField<T extends FieldValues>({
  name,
  label,
  hint,
  optional,
  id: fixedId,
  options,
  className,
  children,
}: FormFieldProps<T>) {
  const ownId = useId();
  const id = fixedId ?? `${ownId}-${name}`;
  const { register, control } = useFormContext<T>();
  const { errors } = useFormState({ control, name });
  const errorAt = useContext(ErrorsAtContext);
  const error = (get(errors, name) as { message?: string } | undefined)?.message;
  return (
    <Field id={id} label={label} error={error} hint={hint} optional={optional} errorAt={errorAt} className={className}>
      {cloneElement(children, { ...fieldAria(id, error, { hint, errorAt }), ...register(name, options) })}
    </Field>
  );
}

/** What the fields of one form say under their label, by field name. */
export type FormHints<T extends FieldValues> = Partial<Record<FieldPath<T>, ReactNode>>;

/**
 * The field component of one form: FormField typed by the form's values, each field showing its hint from the
 * form's `hints` (a field's own `hint` prop, when given, wins). One place for a form's hints, next to its fields.
 */
export function formFieldFor<T extends FieldValues>(hints: FormHints<T> = {}) {
  return function HintedFormField(props: FormFieldProps<T>) {
    return <FormField<T> {...props} hint={props.hint ?? hints[props.name]} />;
  };
}

/**
 * An edit form's starting values: the fields of `blank` (a new entry's values) taken from the entry being edited,
 * or `blank` itself when there is none. Only the form's fields are taken, not the rest of the entry (its id...).
 */
export function startingValues<T extends FieldValues>(blank: T, entry: { readonly [K in keyof T]: T[K] } | null): T {
  if (!entry) return blank;
  return Object.fromEntries(Object.keys(blank).map((key) => [key, entry[key]])) as T;
}

/** The register options of a number field: its value is read as a number (NaN when empty, for the schema to refuse). */
export const AS_NUMBER = { valueAsNumber: true } as const;

/** Ids for a form's own controls (outside FormField, e.g. a list's rows): `id('phone-0')`, unique on the page. */
export function useFieldIds(): (name: string) => string {
  const ids = useId();
  return (name) => `${ids}-${name}`;
}
