import { logger } from 'firebase-functions';
import { defineSecret } from 'firebase-functions/params';
import type { Transporter } from 'nodemailer';
import type { RenderedEmail } from '@domain/notifications/notification-templates';
import { asRecord } from '@domain/shared/stored-values';

/**
 * How a notification leaves the shop: e-mail through SMTP (nodemailer), SMS through a provider's HTTP
 * API behind SmsProvider (Arkesel here). A failed send says whether trying again later may help (transient: no
 * answer, a busy server, 4xx SMTP, HTTP 429 or 5xx) or not (a refused address or number, a bad key).
 *
 * Configuration (README, "Notifications"): the SMTP server from the functions' environment (SMTP_HOST,
 * SMTP_PORT, SMTP_SECURE, SMTP_USER, SMTP_FROM: functions/.env.<project>) and its password as a Functions secret
 * (SMTP_PASSWORD); the SMS provider's key and sender id as secrets (ARKESEL_API_KEY, ARKESEL_SENDER_ID). The
 * emulators read the secrets from functions/.secret.local and the scripts point SMTP_HOST/SMTP_PORT at MailDev
 * and ARKESEL_BASE_URL at the SMS stand-in, with this suite's ports. Read from the environment rather than
 * defineString, for the reason payments/lib/paystack.ts gives.
 */
export const SMTP_PASSWORD = defineSecret('SMTP_PASSWORD');
export const ARKESEL_API_KEY = defineSecret('ARKESEL_API_KEY');
export const ARKESEL_SENDER_ID = defineSecret('ARKESEL_SENDER_ID');
export const NOTIFICATION_SECRETS = [SMTP_PASSWORD, ARKESEL_API_KEY, ARKESEL_SENDER_ID];

export class SendError extends Error {
  constructor(
    message: string,
    readonly transient: boolean,
  ) {
    super(message);
  }
}

const TIMEOUT_MS = 20_000;

// ---------------------------------------------------------------------------------------------------------
// E-mail
// ---------------------------------------------------------------------------------------------------------

let transport: Transporter | undefined;

/** nodemailer is loaded by the first e-mail, not by every function's cold start. */
async function mailTransport(): Promise<Transporter> {
  const host = process.env.SMTP_HOST;
  if (!host) throw new SendError('E-mail is not set up (SMTP_HOST)', false);
  if (transport) return transport;
  const user = process.env.SMTP_USER;
  const { default: nodemailer } = await import('nodemailer');
  transport = nodemailer.createTransport({
    host,
    port: Number(process.env.SMTP_PORT || 587),
    secure: process.env.SMTP_SECURE === 'true',
    ...(user ? { auth: { user, pass: SMTP_PASSWORD.value() } } : {}),
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS,
  });
  return transport;
}

/** A file sent with an e-mail (a visit's calendar invite: text/calendar). */
export interface MailAttachment {
  filename: string;
  content: string;
  contentType: string;
}

/** Sends one e-mail (with its attachments, if any); resolves with the server's answer (e.g. "250 Message queued as …"). */
export async function sendEmail(to: string, mail: RenderedEmail, attachments: MailAttachment[] = []): Promise<string> {
  const from = process.env.SMTP_FROM || 'Savanna Solar <no-reply@savannasolar.com.gh>';
  try {
    const info = await (
      await mailTransport()
    ).sendMail({
      from,
      to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      ...(attachments.length ? { attachments } : {}),
    });
    return String(info.response ?? info.messageId);
  } catch (error) {
    if (error instanceof SendError) throw error;
    const code = (error as { responseCode?: unknown }).responseCode;
    const message = error instanceof Error ? error.message : String(error);
    logger.warn(`SMTP refused or did not answer: ${message}`);
    // 5xx: the server refuses this message for good; anything else (no connection, 4xx) may pass later.
    throw new SendError(message, !(typeof code === 'number' && code >= 500));
  }
}

// ---------------------------------------------------------------------------------------------------------
// SMS
// ---------------------------------------------------------------------------------------------------------

/** A provider's answer to an SMS it accepted: in its own words, and its reference for the message. */
export interface SmsAccepted {
  answer: string;
  reference: string;
}

export interface SmsProvider {
  /** Sends one SMS to a +233 number; resolves with the provider's answer and id for it. */
  send(to: string, text: string): Promise<SmsAccepted>;
}

/**
 * Arkesel's SMS API v2: POST {base}/api/v2/sms/send with the `api-key` header and
 * {sender, message, recipients: ["233…"]}; it answers {status: "success", data: [{recipient, id}]}. The sender id
 * (at most 11 characters) must be approved in Arkesel's dashboard.
 */
export const arkesel: SmsProvider = {
  async send(to, text) {
    const base = (process.env.ARKESEL_BASE_URL || 'https://sms.arkesel.com').replace(/\/$/, '');
    let res: Response;
    try {
      res = await fetch(`${base}/api/v2/sms/send`, {
        method: 'POST',
        headers: { 'api-key': ARKESEL_API_KEY.value(), 'Content-Type': 'application/json' },
        body: JSON.stringify({ sender: ARKESEL_SENDER_ID.value(), message: text, recipients: [to.replace(/^\+/, '')] }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      logger.warn('The SMS provider did not answer', error);
      throw new SendError('The SMS provider did not answer', true);
    }
    const json = asRecord(await res.json().catch(() => ({})));
    const message = typeof json.message === 'string' ? json.message : `HTTP ${res.status}`;
    if (!res.ok || json.status !== 'success') {
      throw new SendError(`SMS refused: ${message}`, res.status === 429 || res.status >= 500);
    }
    const first = asRecord(Array.isArray(json.data) ? json.data[0] : undefined);
    if (typeof first.id !== 'string') throw new SendError(`SMS refused: ${JSON.stringify(json.data)}`, false);
    return { answer: `Arkesel id ${first.id}`, reference: first.id };
  },
};

export const smsProvider = (): SmsProvider => arkesel;
