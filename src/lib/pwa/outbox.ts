/**
 * Enquiries written offline wait here (localStorage) and are sent when the connection returns.
 * The app reads and writes Firestore through firestore/lite, which keeps nothing offline, hence this small outbox.
 * Each entry carries the document id chosen when the shopper pressed Send: sending it again writes the same
 * document, and the rules refuse to overwrite it, so an entry is never delivered twice.
 */
export interface OutboxEntry {
  /** Which sender delivers it, e.g. "message" or "quote". */
  kind: string;
  /** The Firestore document id, chosen when queued. */
  id: string;
  payload: unknown;
  queuedAt: number;
  /** Set once a delivery was tried: a refusal then means an earlier try did arrive. */
  tried?: boolean;
}

export type OutboxSender = (id: string, payload: unknown) => Promise<unknown>;

const STORAGE_KEY = 'savanna-outbox';
const senders = new Map<string, OutboxSender>();
let flushing: Promise<void> | undefined;

function read(): OutboxEntry[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(value) ? (value as OutboxEntry[]) : [];
  } catch {
    return [];
  }
}

function write(entries: OutboxEntry[]): void {
  if (entries.length === 0) localStorage.removeItem(STORAGE_KEY);
  else localStorage.setItem(STORAGE_KEY, JSON.stringify(entries));
}

export function outboxEntries(): OutboxEntry[] {
  return read();
}

/** Keeps an enquiry to send when the connection returns. */
export function enqueue(kind: string, id: string, payload: unknown): void {
  write([...read().filter((entry) => entry.id !== id), { kind, id, payload, queuedAt: Date.now() }]);
}

function isRefusal(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && 'code' in error && String(error.code).includes('permission-denied')
  );
}

async function flushOnce(): Promise<void> {
  for (const entry of read()) {
    if (!navigator.onLine) return;
    const send = senders.get(entry.kind);
    if (!send) continue;
    write(read().map((e) => (e.id === entry.id ? { ...e, tried: true } : e)));
    try {
      await send(entry.id, entry.payload);
    } catch (error) {
      // Refused after an earlier try: that try arrived (the rules refuse to overwrite). Anything else: keep it.
      if (!(entry.tried && isRefusal(error))) {
        console.warn('An enquiry could not be sent yet; it stays in the outbox', error);
        continue;
      }
    }
    write(read().filter((e) => e.id !== entry.id));
  }
}

/** Sends what waits, one flush at a time (across tabs too, where the browser can lock). */
export function flushOutbox(): Promise<void> {
  if (flushing) return flushing;
  const run = () => flushOnce();
  const locks = (navigator as Navigator & { locks?: LockManager }).locks;
  flushing = (locks ? locks.request(STORAGE_KEY, run) : run()).finally(() => {
    flushing = undefined;
  });
  return flushing;
}

/** Registers how entries of `kind` are sent, and sends any already waiting when online. */
export function registerOutboxSender(kind: string, send: OutboxSender): void {
  senders.set(kind, send);
  if (navigator.onLine && read().some((entry) => entry.kind === kind)) void flushOutbox();
}

if (typeof window !== 'undefined') window.addEventListener('online', () => void flushOutbox());
