import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Field, fieldAria, Input, NativeSelect, Textarea } from '../../../components/ui/form-controls';
import {
  ENQUIRY_LIMITS,
  isoDay,
  QUOTE_MESSAGES,
  quoteRequestSchema,
  type QuoteRequest,
  type QuoteRequestForm,
} from '../../../domain/enquiries';
import { QUOTE_SERVICES } from '../../../domain/services';
import { notify } from '../../../lib/toast';
import { useRequestQuote } from '../api/request-quote';

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
  const ids = useId();
  const id = (name: string) => `${ids}-${name}`;
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
  const { errors } = form.formState;
  const mutation = useRequestQuote();

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const outcome = await mutation.mutateAsync(values);
      if (outcome.kind === 'queued') notify.success(QUOTE_MESSAGES.queuedTitle, QUOTE_MESSAGES.queuedText);
      else notify.success(QUOTE_MESSAGES.sentTitle, QUOTE_MESSAGES.sentText);
      form.reset();
      onOpenChange(false);
    } catch (error) {
      console.error('Quote request failed', error);
      notify.error(QUOTE_MESSAGES.failedTitle, QUOTE_MESSAGES.failedText);
    }
  });

  const today = new Date();
  const nextYear = new Date(today.getFullYear() + 1, today.getMonth(), today.getDate());

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Request a quote</DialogTitle>
          <DialogDescription>
            Tell us what you need and where. We call you back within one working day, and site visits in Tamale are
            free.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label="Quote request">
          <Field id={id('service')} label="Service" error={errors.service?.message}>
            <NativeSelect {...fieldAria(id('service'), errors.service?.message)} {...form.register('service')}>
              <option value="">Choose a service…</option>
              {services.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id={id('name')} label="Full name" error={errors.name?.message}>
              <Input autoComplete="name" {...fieldAria(id('name'), errors.name?.message)} {...form.register('name')} />
            </Field>
            <Field
              id={id('phone')}
              label="Phone"
              error={errors.phone?.message}
              hint="We call or WhatsApp you on this number."
            >
              <Input
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                placeholder="024 123 4567"
                {...fieldAria(id('phone'), errors.phone?.message, 'hint')}
                {...form.register('phone')}
              />
            </Field>
            <Field id={id('email')} label="Email" optional error={errors.email?.message}>
              <Input
                type="email"
                autoComplete="email"
                {...fieldAria(id('email'), errors.email?.message)}
                {...form.register('email')}
              />
            </Field>
            <Field id={id('location')} label="Town or area" error={errors.location?.message}>
              <Input
                autoComplete="address-level2"
                placeholder="Tamale, Kalpohin"
                {...fieldAria(id('location'), errors.location?.message)}
                {...form.register('location')}
              />
            </Field>
          </div>
          <Field id={id('date')} label="Preferred visit date" optional error={errors.preferredDate?.message}>
            <Input
              type="date"
              min={isoDay(today)}
              max={isoDay(nextYear)}
              {...fieldAria(id('date'), errors.preferredDate?.message)}
              {...form.register('preferredDate')}
            />
          </Field>
          <Field
            id={id('details')}
            label="What do you want to power?"
            optional
            error={errors.details?.message}
            hint="For example: 2 fridges, a TV, 6 fans and lights, a water pump."
          >
            <Textarea
              rows={3}
              {...fieldAria(id('details'), errors.details?.message, 'hint')}
              {...form.register('details')}
            />
          </Field>
          {mutation.isError && (
            <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
              {QUOTE_MESSAGES.failedText}
            </p>
          )}
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={form.formState.isSubmitting}>
              {form.formState.isSubmitting ? 'Sending...' : 'Send request'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
