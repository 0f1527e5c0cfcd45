import type { ComponentType } from 'react';
import { LoadFailed, PageNotSaved, useLoadable } from '@/components/lazy-part';
import { isLoadFailure, loadable, type Loadable } from '@/lib/lazy-load';
import { useNetworkStatus } from '@/lib/use-network-status';

/**
 * What a screen's module exports: only its Component (a loader, action or handle would be lost when the stand-in
 * below is what the router keeps).
 */
interface RouteModule {
  Component: ComponentType;
}

/** Shown in place of a screen whose code has not arrived yet, inside the shop's header and footer. */
function ScreenNotLoaded({ load }: { load: Loadable<RouteModule> }) {
  const { state, retry } = useLoadable(load, true, true);
  const offline = useNetworkStatus() === 'offline';
  if (state.kind === 'ready') {
    const Screen = state.value.Component;
    return <Screen />;
  }
  if (state.kind === 'failed' && offline) {
    return (
      <PageNotSaved>
        <LoadFailed what="this page" onRetry={retry} />
      </PageNotSaved>
    );
  }
  return (
    <section className="mx-auto flex max-w-xl flex-col gap-4 px-4 py-16">
      <h1 className="text-2xl font-bold text-brand-900">
        {state.kind === 'failed' ? 'This page could not load' : 'Loading...'}
      </h1>
      {state.kind === 'failed' && <LoadFailed what="this page" onRetry={retry} />}
    </section>
  );
}

const SCREEN_CODE = Symbol('the screen code itself');

/**
 * A screen's `lazy` for the router. When its code cannot be fetched (offline), the router does not fail: the
 * screen shows "This page could not load" with Try again in place, and loads by itself once the connection returns
 * (the router keeps what `lazy` resolved with, so the stand-in renders the real screen from then on). An error
 * thrown by the screen's code still goes to the error screen.
 */
export function lazyRoute(importer: () => Promise<RouteModule>): () => Promise<RouteModule> {
  const load = loadable(importer);
  const lazy = async () => {
    try {
      return await load();
    } catch (error) {
      if (!isLoadFailure(error)) throw error;
      console.warn('A screen could not load (offline?)', error);
      return { Component: () => <ScreenNotLoaded load={load} /> };
    }
  };
  return Object.assign(lazy, { [SCREEN_CODE]: load });
}

/**
 * A screen's code itself, failing when it cannot be fetched, for main.tsx before it takes a prerendered page over:
 * there the page on screen is better than the stand-in above, and stays until the code arrives.
 */
export function loadScreenCode(lazy: () => Promise<unknown>): Promise<unknown> {
  const code = (lazy as { [SCREEN_CODE]?: Loadable<RouteModule> })[SCREEN_CODE];
  return code ? code() : lazy();
}
