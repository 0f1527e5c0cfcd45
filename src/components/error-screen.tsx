import { AlertTriangle, Home, Mail, RotateCcw, WifiOff } from 'lucide-react';
import { useState } from 'react';
import { SHOP_NAME, SUPPORT_HOURS } from '@domain/shop/brand';
import { telLink, type ContactSettings } from '@domain/shop/settings';
import { Button, buttonVariants } from './ui/button';

export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'object' && error !== null && 'statusText' in error) return String(error.statusText);
  return String(error);
}

/** The "Connection Problem" variant when the error text mentions network or fetch (docs/storefront.md, "Screens"). */
export function isConnectionError(error: unknown): boolean {
  return /network|fetch/i.test(errorMessage(error));
}

function newErrorId(): string {
  const random = Math.random().toString(36).slice(2, 8).toUpperCase();
  return `ERR-${Date.now().toString(36).toUpperCase()}-${random}`;
}

interface ErrorScreenProps {
  error: unknown;
  contact: ContactSettings;
  onRetry: () => void;
}

/** Shown for an uncaught error: an error id, what went wrong in plain words, and ways on. */
export function ErrorScreen({ error, contact, onRetry }: ErrorScreenProps) {
  const [errorId] = useState(newErrorId);
  const connection = isConnectionError(error);
  const message = errorMessage(error);
  // A shop that has not set its email yet offers no mail draft to nowhere.
  const report = contact.email
    ? `mailto:${contact.email}?subject=${encodeURIComponent(`${SHOP_NAME} error report ${errorId}`)}` +
      `&body=${encodeURIComponent(`Error id: ${errorId}\nPage: ${window.location.href}\nError: ${message}\n\nWhat I was doing:\n`)}`
    : null;

  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 p-4" data-testid="error-screen">
      <div className="w-full max-w-lg rounded-lg bg-white p-6 shadow-md">
        <div className="flex items-center gap-3">
          {connection ? (
            <WifiOff className="size-8 shrink-0 text-red-700" aria-hidden="true" />
          ) : (
            <AlertTriangle className="size-8 shrink-0 text-red-700" aria-hidden="true" />
          )}
          <h1 className="text-2xl font-bold text-slate-900">Oops! Something went wrong</h1>
        </div>
        <div className="mt-4 rounded-md border border-red-200 bg-red-50 p-3" role="alert">
          <h2 className="font-semibold text-red-800">{connection ? 'Connection Problem' : 'Application Error'}</h2>
          <p className="mt-1 text-sm text-red-900">
            {connection
              ? 'We could not reach the shop. Check your internet connection or mobile data, then try again.'
              : 'Something unexpected happened on this page. Trying again usually helps; if it does not, tell us.'}
          </p>
        </div>
        <p className="mt-3 text-sm text-slate-600">
          Error id: <code className="font-mono font-semibold text-slate-900">{errorId}</code>
        </p>
        <div className="mt-5 flex flex-col gap-2 sm:flex-row">
          <Button onClick={onRetry}>
            <RotateCcw aria-hidden="true" /> Try Again
          </Button>
          <a href="/" className={buttonVariants({ variant: 'outline' })}>
            <Home aria-hidden="true" /> Go to Homepage
          </a>
          {report && (
            <a href={report} className={buttonVariants({ variant: 'outline' })}>
              <Mail aria-hidden="true" /> Report Error
            </a>
          )}
        </div>
        <div className="mt-6 border-t border-slate-200 pt-4 text-sm text-slate-700">
          <p className="font-semibold">Need help? Contact support</p>
          {(contact.phones.length > 0 || contact.email) && (
            <p>
              {contact.phones.map((phone, i) => (
                <span key={phone}>
                  {i > 0 && ', '}
                  <a className="text-brand-800 underline" href={telLink(phone)}>
                    {phone}
                  </a>
                </span>
              ))}
              {contact.phones.length > 0 && contact.email && ' · '}
              {contact.email && (
                <a className="text-brand-800 underline" href={`mailto:${contact.email}`}>
                  {contact.email}
                </a>
              )}
            </p>
          )}
          <p>Support hours: {SUPPORT_HOURS}</p>
        </div>
      </div>
    </main>
  );
}
