import type { UseFormReturn } from 'react-hook-form';
import type { EnquiryOutcome } from '@domain/enquiries/enquiries';
import { notify } from '@/lib/toast';

/** What an enquiry form (a contact message, a quote request) says: sent, kept for later, or not sent. */
export interface EnquiryTexts {
  sentTitle: string;
  sentText: string;
  failedTitle: string;
  failedText: string;
  queuedTitle: string;
  queuedText: string;
}

/**
 * The submit handler of an enquiry form: sends (or, offline, keeps) the enquiry, says which, and clears the form;
 * when sending fails, says so and keeps what was typed.
 */
export function useEnquirySubmit<F extends Record<string, unknown>, O>(
  form: UseFormReturn<F, unknown, O>,
  send: (values: O) => Promise<EnquiryOutcome>,
  texts: EnquiryTexts,
  onDone?: () => void,
) {
  return form.handleSubmit(async (values) => {
    try {
      const outcome = await send(values);
      if (outcome.kind === 'queued') notify.success(texts.queuedTitle, texts.queuedText);
      else notify.success(texts.sentTitle, texts.sentText);
      form.reset();
      onDone?.();
    } catch (error) {
      console.error(`${texts.failedTitle}:`, error);
      notify.error(texts.failedTitle, texts.failedText);
    }
  });
}

/** Below an enquiry form's fields: kept for later (said in place too: offline, the toasts may not be loaded), or not sent. */
export function EnquiryFormState({
  texts,
  outcome,
  failed,
}: {
  texts: EnquiryTexts;
  outcome?: EnquiryOutcome;
  failed: boolean;
}) {
  return (
    <>
      {outcome?.kind === 'queued' && (
        <p role="status" className="rounded-md bg-amber-50 p-3 text-sm text-slate-800">
          <strong>{texts.queuedTitle}.</strong> {texts.queuedText}
        </p>
      )}
      {failed && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {texts.failedText}
        </p>
      )}
    </>
  );
}
