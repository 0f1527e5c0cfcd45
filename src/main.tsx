import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, type RouteObject } from 'react-router';
import { App } from './app/app';
import { loadScreenCode } from './app/lazy-route';
import { appRoutes, createRouter } from './app/router';
import { startSession } from './features/auth/api/session';
import { fetchCode, unattendedLoadRetry } from './lib/lazy-load';
import { createQueryClient } from './lib/query-client';
import { dropEarlyTaps, replayEarlyTaps } from './lib/prerender/early-taps';
import { applySnapshot, readPageSnapshot } from './lib/prerender/snapshot';
import { reportHydrationMismatch, startVitals } from './lib/vitals/report-vitals';
import './index.css';

const container = document.getElementById('root')!;
const queryClient = createQueryClient();
const snapshot = readPageSnapshot(document, window.location);

/** The screens of the page being opened, loaded before hydrating (their markup is already on screen). */
async function loadScreens(routes: RouteObject[]): Promise<void> {
  await Promise.all(
    (matchRoutes(routes, window.location) ?? []).map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = (await loadScreenCode(route.lazy)) as object;
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}

/**
 * docs/storefront.md, "Screens": the app renders only after the initial auth check (and, when signed in, with the
 * user's role record); until then index.html's loading view shows (or the prerendered page, when its screen failed to
 * load).
 */
function renderApp(): void {
  void startSession().then(() => {
    // A prerendered page's file opened at another address (scripts/lib/prerender.ts) showed the loading view.
    document.documentElement.classList.remove('elsewhere');
    document.getElementById('boot-elsewhere')?.remove();
    createRoot(container).render(
      <StrictMode>
        <App queryClient={queryClient} router={createRouter(queryClient)} />
      </StrictMode>,
    );
    dropEarlyTaps(); // a prerendered file opened at another address: its static buttons are gone
  });
}

if (snapshot) {
  // A prerendered public page (scripts/lib/prerender.ts): it is already on screen with its data. The app takes it
  // over at once and learns who is signed in afterwards (the header's account buttons wait for that).
  applySnapshot(queryClient, snapshot);
  const routes = appRoutes(queryClient);
  document.getElementById('boot-elsewhere')?.remove(); // the loading view for another address: not needed here
  // The screen's files the page's loader could not fetch (it preloaded the others), fetched before they are
  // imported: an import that fails could not be tried again in this page on most browsers (scripts/lib/prerender.ts).
  const screenCode = (window as { __shopScreenCode?: string[] }).__shopScreenCode ?? [];
  const takeOver = () =>
    fetchCode(screenCode)
      .then(() => loadScreens(routes))
      .then(
        () => {
          // As a transition, taking the page over is done in small slices between which the phone stays responsive,
          // and each <Suspense> boundary (the header, the screen, the footer, each product card…) is taken over on its
          // own, after the rest; a tap on a part not yet taken over makes React take that part over first, then
          // handles the tap.
          startTransition(() => {
            hydrateRoot(
              container,
              <StrictMode>
                <App queryClient={queryClient} router={createRouter(queryClient, routes, snapshot.router)} />
              </StrictMode>,
              // A part whose markup the code did not match is drawn again; staff are told (docs/field-vitals.md).
              { onRecoverableError: reportHydrationMismatch },
            );
          });
          // The buttons tapped before this code arrived: React listens only from hydrateRoot on, so it never saw
          // them (lib/prerender/early-taps.ts keeps them). Tapped again now, each makes React take its part over
          // first, as a tap made from here on does.
          replayEarlyTaps();
          void startSession();
        },
        (error: unknown) => {
          // The connection dropped before the screen's code arrived: the page stays as it is, readable, and the app
          // takes it over when the connection returns (or, if the phone says it is online, in a moment).
          if (retryLater(error)) return;
          // The screen's code did not load (a broken deploy, a server error): the app starts afresh and the router
          // shows the screen's error in the shop's frame, with Try again.
          console.error('The page could not load its screen', error);
          renderApp();
        },
      );
  const retryLater = unattendedLoadRetry(() => void takeOver());
  void takeOver();
} else {
  renderApp();
}

// How fast this visit was on this phone, for Admin › Analytics (a sampled share of visits; docs/field-vitals.md).
startVitals();
