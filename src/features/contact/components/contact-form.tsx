import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Field, fieldAria, Input, Textarea } from '../../../components/ui/form-controls';
import {
  CONTACT_MESSAGES,
  contactMessageSchema,
  type ContactMessage,
  type ContactMessageForm,
} from '../../../domain/enquiries';
import { notify } from '../../../lib/toast';
import { useSendMessage } from '../api/send-message';

/** The contact form of the home page; what was typed stays if sending fails. */
export function ContactForm() {
  const ids = useId();
  const id = (name: string) => `${ids}-${name}`;
  const form = useForm<ContactMessageForm, unknown, ContactMessage>({
    resolver: zodResolver(contactMessageSchema),
    defaultValues: { name: '', email: '', phone: '', subject: '', message: '' },
  });
  const { errors } = form.formState;
  const mutation = useSendMessage();

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const outcome = await mutation.mutateAsync(values);
      if (outcome.kind === 'queued') notify.success(CONTACT_MESSAGES.queuedTitle, CONTACT_MESSAGES.queuedText);
      else notify.success(CONTACT_MESSAGES.sentTitle, CONTACT_MESSAGES.sentText);
      form.reset();
    } catch (error) {
      console.error('Contact message failed', error);
      notify.error(CONTACT_MESSAGES.failedTitle, CONTACT_MESSAGES.failedText);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label="Contact form">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={id('name')} label="Full name" error={errors.name?.message}>
          <Input autoComplete="name" {...fieldAria(id('name'), errors.name?.message)} {...form.register('name')} />
        </Field>
        <Field id={id('email')} label="Email" error={errors.email?.message}>
          <Input
            type="email"
            autoComplete="email"
            {...fieldAria(id('email'), errors.email?.message)}
            {...form.register('email')}
          />
        </Field>
        <Field id={id('phone')} label="Phone" optional error={errors.phone?.message}>
          <Input
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="024 123 4567"
            {...fieldAria(id('phone'), errors.phone?.message)}
            {...form.register('phone')}
          />
        </Field>
        <Field id={id('subject')} label="Subject" error={errors.subject?.message}>
          <Input {...fieldAria(id('subject'), errors.subject?.message)} {...form.register('subject')} />
        </Field>
      </div>
      <Field id={id('message')} label="Message" error={errors.message?.message}>
        <Textarea rows={5} {...fieldAria(id('message'), errors.message?.message)} {...form.register('message')} />
      </Field>
      {mutation.data?.kind === 'queued' && (
        // Said in place too: offline, the toast library may not be on this device yet.
        <p role="status" className="rounded-md bg-amber-50 p-3 text-sm text-slate-800">
          <strong>{CONTACT_MESSAGES.queuedTitle}.</strong> {CONTACT_MESSAGES.queuedText}
        </p>
      )}
      {mutation.isError && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {CONTACT_MESSAGES.failedText}
        </p>
      )}
      <div>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Sending...' : 'Send message'}
        </Button>
      </div>
    </form>
  );
}
