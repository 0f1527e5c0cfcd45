/**
 * The messages the functions send, as the functions tests read them: the e-mails MailDev (SMTP) received and the
 * SMS the provider's stand-in (scripts/lib/sms-standin.ts) recorded, both started by scripts/with-emulators.ts.
 */
import type { MailDevEmail } from '../../scripts/lib/maildev';
import type { RecordedSms } from '../../scripts/lib/sms-standin';
import { waitFor } from './support';

export const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run these tests with npm run test:emulated`);
  return value;
};

/**
 * waitFor with the time a message takes. The first ones wait for the emulator to start a worker for each trigger
 * (one per notification queued at once: an order's four start four) and for the callable that placed the order.
 * With the checks running beside the emulator suite (npm test) those starts took 50–60 s of a first order's
 * delivery, measured with both cores busy, so the wait is the notification tests' own time limit (120 s) less a
 * margin, rather than a tighter one of its own.
 */
export const waitForDelivery = <T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 110_000) =>
  waitFor(read, done, timeoutMs);

export const smsTo = async (phone: string): Promise<RecordedSms[]> =>
  ((await (await fetch(`${env('SMS_STANDIN_URL')}/__standin/messages`)).json()) as RecordedSms[]).filter(
    (m) => m.to === phone,
  );

/** A mail with its attachments, as MailDev lists them (its own name for each file, to fetch it by). */
export type MailWithFiles = MailDevEmail & {
  attachments?: { filename: string; generatedFileName: string; contentType: string }[];
};

export const mailTo = async (email: string): Promise<MailWithFiles[]> =>
  ((await (await fetch(`${env('MAILDEV_URL')}/api/email`)).json()) as MailWithFiles[]).filter((m) =>
    m.to.some((t) => t.address === email),
  );

/** A Ghana mobile number of this test alone: +23320 and 7 random digits. */
export const newPhone = () => `+23320${String(Math.floor(1_000_000 + Math.random() * 8_999_999))}`;
