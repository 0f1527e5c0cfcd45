/**
 * A stand-in for Arkesel's SMS API v2, for `npm start` and the tests: it answers as Arkesel does and
 * records every SMS it was asked to send, instead of sending it.
 *   POST /api/v2/sms/send   header api-key; {sender, message, recipients: ["233…"]}
 *                           → {status: "success", data: [{recipient, id}]}
 * The key must be functions/.secret.local's ARKESEL_API_KEY (401 otherwise, as Arkesel answers a bad key).
 * As a provider in trouble: a message to SMS_STANDIN_UNAVAILABLE is answered 503 every time (a transient failure
 * the functions retry), one to SMS_STANDIN_REFUSED is refused as an invalid number (400, permanent).
 *
 * For people and tests, under /__standin/: GET messages (every request, oldest first: {to, sender, message,
 * answered, at}), DELETE messages.
 */
import { createServer } from 'node:http';
import { listenLocally } from './local-server';
import { localSecret, readBody, send } from './standin-http';

/** A number the stand-in never reaches (503): the functions retry it, then mark it failed. */
export const SMS_STANDIN_UNAVAILABLE = '+233551230503';
/** A number the stand-in refuses as invalid (400): failed at once. */
export const SMS_STANDIN_REFUSED = '+233551230400';

export interface RecordedSms {
  to: string;
  sender: string;
  message: string;
  /** The HTTP status the stand-in answered */
  answered: number;
  at: string;
}

export interface SmsStandin {
  url: string;
  messages: RecordedSms[];
  stop(): Promise<void>;
}

/** The dev key in functions/.secret.local, shared with the functions. */
export function smsStandinKey(): string {
  return localSecret('ARKESEL_API_KEY');
}

export async function startSmsStandin(options: { port: number; apiKey: string }): Promise<SmsStandin> {
  const messages: RecordedSms[] = [];
  let nextId = 1;
  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://standin');
      if (url.pathname === '/__standin/messages') {
        if (req.method === 'DELETE') messages.splice(0);
        return send(res, 200, messages);
      }
      if (req.method !== 'POST' || url.pathname !== '/api/v2/sms/send') {
        return send(res, 404, { status: 'error', message: 'Not found' });
      }
      if (req.headers['api-key'] !== options.apiKey) {
        return send(res, 401, { status: 'error', message: 'Invalid API key' });
      }
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(await readBody(req)) as Record<string, unknown>;
      } catch {
        return send(res, 422, { status: 'error', message: 'Invalid JSON' });
      }
      const recipients = Array.isArray(body.recipients) ? body.recipients.map(String) : [];
      const sender = typeof body.sender === 'string' ? body.sender : '';
      const message = typeof body.message === 'string' ? body.message : '';
      if (recipients.length === 0 || !message || !sender || sender.length > 11) {
        return send(res, 422, { status: 'error', message: 'sender, message and recipients are required' });
      }
      const to = recipients.map((r) => `+${r.replace(/^\+/, '')}`);
      const answered = to.includes(SMS_STANDIN_UNAVAILABLE) ? 503 : to.includes(SMS_STANDIN_REFUSED) ? 400 : 200;
      const at = new Date().toISOString();
      for (const number of to) messages.push({ to: number, sender, message, answered, at });
      if (answered === 503) return send(res, 503, { status: 'error', message: 'Service temporarily unavailable' });
      if (answered === 400) return send(res, 400, { status: 'error', message: 'Invalid phone number' });
      return send(res, 200, {
        status: 'success',
        data: recipients.map((recipient) => ({ recipient, id: `standin-${nextId++}` })),
      });
    })().catch(() => send(res, 500, { status: 'error', message: 'Stand-in error' }));
  });
  const { url, close } = await listenLocally(server, options.port);
  return { url, messages, stop: close };
}
