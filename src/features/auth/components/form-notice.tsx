import { cn } from '@/lib/cn';

export type Notice = { kind: 'error' | 'success'; text: string } | null;

/**
 * The form's latest message, inside the modal: screen readers hear it even though the modal hides the rest of
 * the page (and so the toasts) from them, and it stays until the next edit on a phone that missed the toast.
 */
export function FormNotice({ id, notice }: { id: string; notice: Notice }) {
  return (
    <div id={id} aria-live="polite">
      {notice && (
        <p
          role={notice.kind === 'error' ? 'alert' : 'status'}
          className={cn(
            'rounded-md p-3 text-sm',
            notice.kind === 'error' ? 'bg-red-50 text-red-800' : 'bg-brand-50 text-brand-900',
          )}
        >
          {notice.text}
        </p>
      )}
    </div>
  );
}
