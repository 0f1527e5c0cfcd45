import { expect } from '@playwright/test';
import type { MailDevEmail } from '../../scripts/lib/maildev';

/** What the journeys read of the environment scripts/with-emulators.ts sets (MailDev's and the stand-ins' addresses). */
export const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the journeys with scripts/with-emulators.ts`);
  return value;
};

/** The mails MailDev caught for `email`, oldest first. */
export const mailsTo = async <M extends MailDevEmail = MailDevEmail>(email: string): Promise<M[]> =>
  ((await (await fetch(`${env('MAILDEV_URL')}/api/email`)).json()) as M[]).filter((m) =>
    m.to.some((t) => t.address === email),
  );

/** The address of the mail's link whose words start with `words`, as a mail program would open it. */
export function linkIn(mail: MailDevEmail | undefined, words: string): string {
  const match = new RegExp(`<a href="([^"]+)">${words}`).exec(mail?.html ?? '');
  expect(match, `a link "${words}" in the mail`).not.toBeNull();
  return match![1]!.replace(/&amp;/g, '&');
}
