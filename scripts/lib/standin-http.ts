/**
 * What the stand-ins for third-party services (Paystack, the SMS provider) share: the dev secrets the functions
 * use too, and their JSON over node:http.
 */
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { ROOT } from './paths';

/** A dev secret in functions/.secret.local (Firebase's file for emulated secrets), shared with the functions. */
export function localSecret(name: string): string {
  const text = readFileSync(join(ROOT, 'functions', '.secret.local'), 'utf8');
  const match = new RegExp(`^${name}=(.+)$`, 'm').exec(text);
  if (!match?.[1]) throw new Error(`functions/.secret.local has no ${name}`);
  return match[1].trim();
}

export function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });
}

export function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}
