import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Form, formFieldFor } from '@/components/ui/form';
import { PlaceFields } from '@/components/place-fields';
import { NativeSelect, Textarea } from '@/components/ui/input';
import { Alert } from '@/components/ui/panel';
import { formatDay } from '@domain/shared/date-time';
import { DELIVERY_SLOT_LABELS, DELIVERY_SLOTS } from '@domain/order/order-status';
import { PROJECT_KIND_LABELS, PROJECT_KINDS, slotsLeftOn, type ProjectKind } from '@domain/projects/project';
import {
  LANDMARK_MAX,
  openSurveyDays,
  projectRequestRefusalMessage,
  type ProjectRequestRefusal,
  type RequestProjectResponse,
} from '@domain/projects/project-request';
import type { ProjectSettings } from '@domain/shop/settings';
import type { SizingInput } from '@domain/sizing/sizing-model';
import { browserOnline, CallableError } from '@/lib/firebase/callable';
import { cn } from '@/lib/cn';
import { newProjectId, useRequestProject } from '../api/request-project';
import { PROJECT_PAGE_MESSAGES } from '@domain/projects/messages';
import {
  blankRequestValues,
  clearRequestDraft,
  formFieldOf,
  readRequestDraft,
  REQUEST_FIELD_ORDER,
  requestFormSchema,
  requestFrom,
  writeRequestDraft,
  type RequestFormOutput,
  type RequestFormValues,
} from '../utils/request-form';

const Field = formFieldFor<RequestFormValues>({
  phone: 'We call this number to agree the visit.',
  'site.landmark': `Directions our team can follow (at most ${LANDMARK_MAX} characters).`,
  message: 'Anything we should know: the building, the roof, what you want to power.',
});

/** The customer and the site's fields (PlaceFields). */
const SITE_FIELDS = {
  name: 'name',
  phone: 'phone',
  region: 'site.region',
  town: 'site.town',
  gpsAddress: 'site.gpsAddress',
  landmark: 'site.landmark',
} as const;

const KIND_HINTS: Record<ProjectKind, string> = {
  audit: 'We visit, list your appliances and advise on the system you need. Free of charge.',
  installation: 'We survey the site, then send you a priced proposal to accept online.',
  maintenance: 'Panel cleaning, a battery check or a repair on a system you have.',
};

const REASONS: readonly ProjectRequestRefusal[] = ['slot_past', 'slot_closed', 'slot_required', 'too_many_open'];

export interface RequestFormProps {
  /** The signed-in customer, or null for a visitor (asked to sign in or sign up on Send, the form kept) */
  uid: string | null;
  /** The signed-in account's record is read: a request pressed Send on while signed out can now be sent */
  accountReady: boolean;
  /** The account's name, filling an empty name once known */
  accountName: string;
  kind: ProjectKind;
  settings: Pick<ProjectSettings, 'surveyDays'>;
  /** Today in the shop's time zone */
  today: string;
  sizing: SizingInput | null;
  fromProductId: string | null;
  /** A maintenance visit's installation (the reminder's `for=`), with the values it fills the form with */
  servicing?: { projectId: string; values: RequestFormValues } | null;
  /** What the request came from, shown above the form (the calculator's sizing, a service) */
  from?: ReactNode;
  onNeedAccount: () => void;
  onSent: (response: RequestProjectResponse) => void;
}

/**
 * The request for an audit, an installation or a maintenance visit: what, who, where, when. Kept as typed in
 * this tab (a visitor signs in or signs up on the way, a reload), with the project id that makes a retried send
 * safe. Bad input says what is wrong at the field and focuses the first one.
 */
export function RequestForm({
  uid,
  accountReady,
  accountName,
  kind,
  settings,
  today,
  sizing,
  fromProductId,
  servicing = null,
  from,
  onNeedAccount,
  onSent,
}: RequestFormProps) {
  const [draft] = useState(() => {
    const kept = readRequestDraft();
    // A reminder's booking starts from its installation, not from another request typed earlier.
    if (servicing) return { projectId: newProjectId(), openedAs: kind, values: servicing.values };
    return kept && kept.openedAs === kind
      ? kept
      : { projectId: newProjectId(), openedAs: kind, values: blankRequestValues(kind, accountName) };
  });
  // The time the form was opened: a time of day already over today is neither offered nor taken (slotRefusal).
  const [openedAt] = useState(() => new Date());
  const schema = useMemo(() => requestFormSchema(settings, today, openedAt), [settings, today, openedAt]);
  const form = useForm<RequestFormValues, unknown, RequestFormOutput>({
    resolver: zodResolver(schema) as Resolver<RequestFormValues, unknown, RequestFormOutput>,
    defaultValues: draft.values,
    shouldFocusError: true,
  });
  const [notice, setNotice] = useState<ReactNode>(null);
  const request = useRequestProject(uid ?? '');
  const chosenKind = useWatch({ control: form.control, name: 'kind' });
  const days = openSurveyDays(settings, today, openedAt);
  const chosenDay = useWatch({ control: form.control, name: 'day' });
  const slotsLeft = chosenDay ? slotsLeftOn(chosenDay, openedAt) : DELIVERY_SLOTS;

  const { subscribe } = form;
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values }) =>
          writeRequestDraft({
            projectId: draft.projectId,
            openedAs: draft.openedAs,
            values: values as RequestFormValues,
          }),
      }),
    [subscribe, draft.projectId, draft.openedAs],
  );
  useEffect(() => {
    if (!accountName || form.getValues('name') || form.getFieldState('name').isDirty) return;
    form.setValue('name', accountName);
  }, [accountName, form]);
  // Signed in on the way: the form is as it was. When Send was pressed first, the request is sent as the customer
  // asked (once their account's record is read); else the notice says to send it now.
  const wasSignedOut = useRef(uid === null);
  const sendOnceSignedIn = useRef(false);
  const sendingAfterSignIn = useRef(false);
  const sendButton = useRef<HTMLButtonElement>(null);
  const [notSentYet, setNotSentYet] = useState(false);
  useEffect(() => {
    if (!uid || !wasSignedOut.current) return;
    if (!sendOnceSignedIn.current) {
      wasSignedOut.current = false;
      setNotice(<Alert variant="success">You are signed in. Check your request and send it.</Alert>);
      return;
    }
    if (!accountReady) return;
    wasSignedOut.current = false;
    sendOnceSignedIn.current = false;
    sendingAfterSignIn.current = true;
    sendButton.current?.click();
  }, [uid, accountReady]);

  const showServerError = (error: unknown) => {
    if (!(error instanceof CallableError)) {
      setNotice(<Alert variant="error">{PROJECT_PAGE_MESSAGES.offline}</Alert>);
      return;
    }
    const details = (error.details ?? {}) as { reason?: unknown; fields?: Record<string, string> };
    const reason = REASONS.find((r) => r === details.reason);
    if (reason && reason !== 'too_many_open') {
      form.setError('day', { message: projectRequestRefusalMessage(reason) }, { shouldFocus: true });
      return;
    }
    if (error.code === 'invalid-argument' && details.fields) {
      const wrong = Object.entries(details.fields)
        .map(([field, message]) => [formFieldOf(field), message] as const)
        .filter((entry): entry is [NonNullable<(typeof entry)[0]>, string] => entry[0] !== null);
      wrong.forEach(([field, message]) => form.setError(field, { message }));
      const first = REQUEST_FIELD_ORDER.find((f) => wrong.some(([w]) => w === f));
      if (first) {
        form.setFocus(first);
        return;
      }
    }
    setNotice(<Alert variant="error">{error.message}</Alert>);
  };

  /** Sends the request: true once sent (the page moves on), false when it was not. */
  const trySend = async (values: RequestFormOutput): Promise<boolean> => {
    setNotice(null);
    setNotSentYet(false);
    if (!uid) {
      setNotice(
        <Alert variant="warning">
          Sign in or create an account to send your request. What you typed is kept on this page.
        </Alert>,
      );
      sendOnceSignedIn.current = true;
      onNeedAccount();
      return false;
    }
    if (!browserOnline()) {
      setNotice(<Alert variant="error">{PROJECT_PAGE_MESSAGES.offline}</Alert>);
      return false;
    }
    try {
      const response = await request.mutateAsync(
        requestFrom(values, {
          projectId: draft.projectId,
          sizing,
          fromProductId,
          servicesProjectId: servicing?.projectId ?? null,
        }),
      );
      clearRequestDraft();
      onSent(response);
      return true;
    } catch (error) {
      showServerError(error);
      return false;
    }
  };

  /** Send pressed, or the request sent after signing in: if that one is not sent, say so where Send has the focus. */
  const send = async (values: RequestFormOutput) => {
    const afterSignIn = sendingAfterSignIn.current;
    sendingAfterSignIn.current = false;
    if ((await trySend(values)) || !afterSignIn) return;
    setNotSentYet(true);
    // A field to correct keeps the focus its message gave it.
    if (Object.keys(form.formState.errors).length === 0) sendButton.current?.focus();
  };

  return (
    <Form
      form={form}
      aria-label="Request a visit"
      onSubmit={(event) =>
        void form.handleSubmit(send, () => {
          sendingAfterSignIn.current = false;
        })(event)
      }
      className="grid gap-8"
    >
      {from}
      <fieldset className="grid gap-3">
        <legend className="mb-3 text-lg font-semibold text-brand-900">1. What you would like</legend>
        {PROJECT_KINDS.map((value) => (
          <label
            key={value}
            className={cn(
              'flex cursor-pointer gap-3 rounded-lg border p-3 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700',
              chosenKind === value ? 'border-brand-700 bg-brand-50' : 'border-slate-300 bg-white',
            )}
          >
            <input type="radio" value={value} className="mt-1 size-4 accent-brand-800" {...form.register('kind')} />
            <span>
              <span className="block font-medium text-slate-900">{PROJECT_KIND_LABELS[value]}</span>
              <span className="block text-sm text-slate-700">{KIND_HINTS[value]}</span>
            </span>
          </label>
        ))}
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-lg font-semibold text-brand-900">2. You and the site</legend>
        <PlaceFields
          Field={Field}
          names={SITE_FIELDS}
          labels={{ name: 'Your name', town: 'Town or area', landmark: 'Landmark' }}
          directions={{ placeholder: 'Kalpohin, behind the police station: the house with the green gate' }}
        />
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-lg font-semibold text-brand-900">3. When we visit</legend>
        {days.length > 0 ? (
          <>
            <Field name="day" label="Day">
              <NativeSelect placeholder="Choose a day" options={days.map((day) => [day, formatDay(day)] as const)} />
            </Field>
            <Field name="slot" label="Time of day">
              <NativeSelect
                placeholder="Choose a time"
                options={slotsLeft.map((slot) => [slot, DELIVERY_SLOT_LABELS[slot]] as const)}
              />
            </Field>
          </>
        ) : (
          <p className="text-slate-700 sm:col-span-2">
            No visit days are open just now. Send your request and we will call you to agree a day.
          </p>
        )}
      </fieldset>

      <Field name="message" label="Message" optional>
        <Textarea rows={3} />
      </Field>

      {notSentYet && <Alert variant="warning">Your request is not sent yet.</Alert>}
      {notice}
      <Button ref={sendButton} type="submit" size="lg" busy={form.formState.isSubmitting} busyLabel="Sending...">
        Send request
      </Button>
    </Form>
  );
}
