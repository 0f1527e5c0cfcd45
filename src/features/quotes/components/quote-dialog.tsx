import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { EnquiryFormState, useEnquirySubmit } from '@/components/enquiry-form';
import { DialogActions, TitledDialog } from '@/components/ui/dialog';
import { Form, formFieldFor } from '@/components/ui/form';
import { Input, NativeSelect, PhoneInput, Textarea } from '@/components/ui/input';
import {
  ENQUIRY_LIMITS,
  isoDay,
  QUOTE_MESSAGES,
  quoteRequestSchema,
  REPLY_TO_HINTS,
  type QuoteRequest,
  type QuoteRequestForm,
} from '@/domain/enquiries';
import { QUOTE_SERVICES } from '@/domain/services';
import { useRequestQuote } from '../api/request-quote';

const QuoteField = formFieldFor<QuoteRequestForm>({
  ...REPLY_TO_HINTS,
  details: 'For example: 2 fridges, a TV, 6 fans and lights, a water pump.',
});

export interface QuoteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The service asked about (a service product's name, or one of QUOTE_SERVICES); the shopper can change it. */
  service?: string;
  /** Text the details start with (the shopper can edit it), e.g. the solar calculator's sizing summary. */
  details?: string;
}

/** The quote request form in a dialog; what was typed stays if sending fails. */
export function QuoteDialog({ open, onOpenChange, service, details }: QuoteDialogProps) {
  const services = service && !QUOTE_SERVICES.includes(service) ? [service, ...QUOTE_SERVICES] : QUOTE_SERVICES;
  const form = useForm<QuoteRequestForm, unknown, QuoteRequest>({
    resolver: zodResolver(quoteRequestSchema),
    defaultValues: {
      service: service ?? '',
      name: '',
      phone: '',
      email: '',
      location: '',
      details: details?.slice(0, ENQUIRY_LIMITS.details) ?? '',
      preferredDate: '',
    },
  });
  const mutation = useRequestQuote();
  const onSubmit = useEnquirySubmit(form, mutation.mutateAsync, QUOTE_MESSAGES, () => onOpenChange(false));
  const submitting = form.formState.isSubmitting;

  const today = new Date();
  const nextYear = new Date(today.getFullYear() + 1, today.getMonth(), today.getDate());

  return (
    <TitledDialog
      open={open}
      onOpenChange={onOpenChange}
      className="max-w-xl"
      title="Request a quote"
      description="Tell us what you need and where. We call you back within one working day, and site visits in Tamale are free."
    >
      <Form form={form} onSubmit={onSubmit} className="grid gap-4" aria-label="Quote request">
        <QuoteField name="service" label="Service">
          <NativeSelect placeholder="Choose a service…" options={services} />
        </QuoteField>
        <div className="grid gap-4 sm:grid-cols-2">
          <QuoteField name="name" label="Full name">
            <Input autoComplete="name" />
          </QuoteField>
          <QuoteField name="phone" label="Phone">
            <PhoneInput />
          </QuoteField>
          <QuoteField name="email" label="Email">
            <Input type="email" autoComplete="email" />
          </QuoteField>
          <QuoteField name="location" label="Town or area">
            <Input autoComplete="address-level2" placeholder="Tamale, Kalpohin" />
          </QuoteField>
        </div>
        <QuoteField name="preferredDate" label="Preferred visit date" optional>
          <Input type="date" min={isoDay(today)} max={isoDay(nextYear)} />
        </QuoteField>
        <QuoteField name="details" label="What do you want to power?" optional>
          <Textarea rows={3} />
        </QuoteField>
        <EnquiryFormState texts={QUOTE_MESSAGES} failed={mutation.isError} />
        <DialogActions
          label="Send request"
          busyLabel="Sending..."
          busy={submitting}
          onCancel={() => onOpenChange(false)}
        />
      </Form>
    </TitledDialog>
  );
}
