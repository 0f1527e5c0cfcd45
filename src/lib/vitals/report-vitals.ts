import { connectionOf, vitalsPageOf, type VitalMetric, type VitalPage } from '@domain/analytics/vitals';
import { firebaseConfig } from '@/lib/firebase/config';

/**
 * Field vitals (docs/field-vitals.md): a sampled share of visits measures LCP, INP, CLS and TTFB with web-vitals
 * (a small module fetched as the app starts; it reads the browser's buffered entries, so nothing is missed) and sends them in one beacon when the page
 * is hidden: the kind of page the visit landed on, the connection's type, Save-Data, the figures. Nothing else.
 */

/** The share of visits measured: every visit on the emulators (so that it can be tested), else the build's. */
export function vitalsSampleRate(env: Record<string, unknown> = import.meta.env): number {
  const rate = Number(env.VITE_VITALS_SAMPLE_RATE);
  if (Number.isFinite(rate) && rate >= 0 && rate <= 1 && env.VITE_VITALS_SAMPLE_RATE !== '') return rate;
  return firebaseConfig()?.emulators ? 1 : 0.2;
}

/** Where beacons go: the functions emulator's collectVitals locally, Hosting's /api/vitals rewrite in production. */
export function vitalsEndpoint(): string | null {
  const resolved = firebaseConfig();
  if (!resolved) return null;
  const { config, emulators } = resolved;
  if (!emulators) return '/api/vitals';
  return `http://${emulators.functions.host}:${emulators.functions.port}/${config.projectId}/us-central1/collectVitals`;
}

interface NetworkInformationLike {
  effectiveType?: unknown;
  saveData?: unknown;
}

/** The page kind, connection and Save-Data every beacon carries. */
function visitOf(page: VitalPage) {
  const connection = (navigator as { connection?: NetworkInformationLike }).connection;
  return { page, connection: connectionOf(connection?.effectiveType), saveData: connection?.saveData === true };
}

let mismatchReported = false;

/**
 * React's onRecoverableError while it takes a prerendered page over (main.tsx): the page's markup and what the app's
 * code renders disagreed (a build and its pages out of step), and React drew that part again in the browser. Every
 * visit it happens to is told (not a sampled share: it should never happen), once, at once, so that staff see it in
 * Admin › Analytics.
 */
export function reportHydrationMismatch(error: unknown): void {
  console.error('The page did not match its prerendered copy', error);
  const page = vitalsPageOf(window.location.pathname);
  const endpoint = vitalsEndpoint();
  if (mismatchReported || !page || !endpoint || typeof navigator.sendBeacon !== 'function') return;
  mismatchReported = true;
  const body = JSON.stringify({ ...visitOf(page), metrics: [], hydrationMismatch: true });
  navigator.sendBeacon(endpoint, new Blob([body], { type: 'text/plain' }));
}

/** Starts measuring this visit, if it is one of the sampled and the browser can send beacons. */
export function startVitals(random: () => number = Math.random): void {
  const page = vitalsPageOf(window.location.pathname);
  const endpoint = vitalsEndpoint();
  if (!page || !endpoint || typeof navigator.sendBeacon !== 'function') return;
  if (random() >= vitalsSampleRate()) return;
  const start = () =>
    void import('web-vitals').then(({ onCLS, onINP, onLCP, onTTFB }) => {
      const pending = new Map<VitalMetric, number>();
      const report = ({ name, value }: { name: string; value: number }) => pending.set(name as VitalMetric, value);
      onLCP(report);
      onINP(report);
      onCLS(report);
      onTTFB(report);
      const flush = () => {
        if (pending.size === 0) return;
        const body = JSON.stringify({
          ...visitOf(page),
          metrics: [...pending].map(([name, value]) => ({ name, value })),
        });
        pending.clear();
        navigator.sendBeacon(endpoint, new Blob([body], { type: 'text/plain' }));
      };
      // After web-vitals' own listeners (registered above) have reported what the hiding finalised.
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'hidden') queueMicrotask(flush);
      });
      window.addEventListener('pagehide', () => queueMicrotask(flush));
    });
  // At once (about 3 KB): a shopper who leaves a slow page after a few seconds is the visit most worth counting,
  // and the library reads what happened before it arrived from the browser's buffered entries.
  start();
}
