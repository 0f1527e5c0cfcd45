import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  fetchCode,
  isLoadFailure,
  LOAD_RETRY,
  loadable,
  refusedByThisPage,
  unattendedLoadRetry,
  waitToRetryLoad,
} from './lazy-load';

const fetchFailure = () => new TypeError('Failed to fetch dynamically imported module: http://x/assets/a.js');

describe('loadable: the one way code loads on demand', () => {
  it('loads once, shares the load, and keeps the value', async () => {
    const importer = vi.fn(async () => 'module');
    const load = loadable(importer);
    expect(load.peek()).toBeUndefined();
    await Promise.all([load(), load()]);
    expect(await load()).toBe('module');
    expect(load.peek()).toBe('module');
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('after a failure (offline) keeps nothing: the next call fetches again', async () => {
    const importer = vi.fn().mockRejectedValueOnce(fetchFailure()).mockResolvedValueOnce('module');
    const load = loadable(importer);
    await expect(load()).rejects.toThrow('Failed to fetch');
    expect(load.peek()).toBeUndefined();
    expect(await load()).toBe('module');
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('tells a failed fetch from an error thrown by the code itself', () => {
    expect(isLoadFailure(fetchFailure())).toBe(true);
    expect(isLoadFailure(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isLoadFailure(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isLoadFailure(new Error('Cannot read the comparison list'))).toBe(false);
    expect(isLoadFailure('nope')).toBe(false);
  });
});

describe('the retry policy for code that could not load', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });
  const online = (on: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(on);

  it('waits for the connection to return (once), and stops waiting when told', () => {
    const retry = vi.fn();
    const stop = waitToRetryLoad(retry);
    window.dispatchEvent(new Event('online'));
    window.dispatchEvent(new Event('online'));
    expect(retry).toHaveBeenCalledTimes(1);
    const again = vi.fn();
    waitToRetryLoad(again)();
    window.dispatchEvent(new Event('online'));
    expect(again).not.toHaveBeenCalled();
    stop();
  });

  it('with nobody to press Try again: offline it waits for the connection, for as long as it takes', () => {
    vi.useFakeTimers();
    online(false);
    const retry = vi.fn();
    const retryLater = unattendedLoadRetry(retry);
    for (let i = 0; i < 5; i++) {
      expect(retryLater(fetchFailure())).toBe(true);
      vi.advanceTimersByTime(LOAD_RETRY.delayMs * 10);
      expect(retry).toHaveBeenCalledTimes(i);
      window.dispatchEvent(new Event('online'));
      expect(retry).toHaveBeenCalledTimes(i + 1);
    }
  });

  it('with nobody to press Try again: online it tries again after 3 s, twice, then the failure stands', () => {
    vi.useFakeTimers();
    online(true);
    const retry = vi.fn();
    const retryLater = unattendedLoadRetry(retry);
    expect(retryLater(fetchFailure())).toBe(true);
    vi.advanceTimersByTime(LOAD_RETRY.delayMs - 1);
    expect(retry).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(retry).toHaveBeenCalledTimes(1);
    expect(retryLater(fetchFailure())).toBe(true);
    vi.advanceTimersByTime(LOAD_RETRY.delayMs);
    expect(retry).toHaveBeenCalledTimes(2);
    expect(retryLater(fetchFailure())).toBe(false);
    expect(unattendedLoadRetry(retry)(new Error('Cannot draw the map'))).toBe(false);
  });
});

describe('code a page keeps as failed', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is refused by this page when the module it names can be fetched now, not while it cannot', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(new Response('export {}'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetch);
    expect(await refusedByThisPage(fetchFailure())).toBe(true);
    expect(fetch).toHaveBeenCalledWith('http://x/assets/a.js');
    expect(await refusedByThisPage(fetchFailure())).toBe(false);
    expect(await refusedByThisPage(new Error('Cannot read the comparison list'))).toBe(false);
  });

  it('is fetched as plain requests before it is imported; a network failure is a load failure', async () => {
    const fetch = vi.fn(async (_url: string) => new Response('export {}'));
    vi.stubGlobal('fetch', fetch);
    await fetchCode(['/assets/a.js', '/assets/b.js']);
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/assets/a.js', '/assets/b.js']);
    fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const error = await fetchCode(['/assets/a.js']).catch((e: unknown) => e);
    expect(isLoadFailure(error)).toBe(true);
  });
});
