import { describe, expect, it, vi } from 'vitest';
import { isLoadFailure, loadable } from './lazy-load';

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
