import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { EnquiryFormState, useEnquirySubmit } from '@/components/enquiry-form';
import { Button } from '@/components/ui/button';
import { Form, formFieldFor } from '@/components/ui/form';
import { Input, PhoneInput, Textarea } from '@/components/ui/input';
import { contactMessageSchema, type ContactMessage, type ContactMessageForm } from '@domain/enquiries/enquiries';
import { CONTACT_MESSAGES, REPLY_TO_HINTS } from '@domain/enquiries/messages';
import { useSendMessage } from '../api/send-message';

const ContactField = formFieldFor<ContactMessageForm>(REPLY_TO_HINTS);

/** The contact form of the home page; what was typed stays if sending fails. */
export function ContactForm() {
  const form = useForm<ContactMessageForm, unknown, ContactMessage>({
    resolver: zodResolver(contactMessageSchema),
    defaultValues: { name: '', email: '', phone: '', subject: '', message: '' },
  });
  const mutation = useSendMessage();
  const onSubmit = useEnquirySubmit(form, mutation.mutateAsync, CONTACT_MESSAGES);
  const submitting = form.formState.isSubmitting;

  return (
    <Form form={form} onSubmit={onSubmit} className="grid gap-4" aria-label="Contact form">
      <div className="grid gap-4 sm:grid-cols-2">
        <ContactField name="name" label="Full name">
          <Input autoComplete="name" />
        </ContactField>
        <ContactField name="phone" label="Phone">
          <PhoneInput />
        </ContactField>
        <ContactField name="email" label="Email">
          <Input type="email" autoComplete="email" />
        </ContactField>
        <ContactField name="subject" label="Subject">
          <Input />
        </ContactField>
      </div>
      <ContactField name="message" label="Message">
        <Textarea rows={5} />
      </ContactField>
      <EnquiryFormState texts={CONTACT_MESSAGES} outcome={mutation.data} failed={mutation.isError} />
      <div>
        <Button type="submit" busy={submitting} busyLabel="Sending...">
          Send message
        </Button>
      </div>
    </Form>
  );
}
