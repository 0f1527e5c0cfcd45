import { describe, expect, it, vi } from 'vitest';
import { onToasterWanted, wantToaster } from './toast';

describe('the toaster, mounted when wanted', () => {
  it('a toast sent before the toaster listens (a tap replayed as the page is taken over) still mounts it', () => {
    wantToaster();
    const mount = vi.fn();
    const stop = onToasterWanted(mount);
    expect(mount).toHaveBeenCalledOnce();
    stop();
  });

  it('a listener hears each later wish until it stops listening', () => {
    const mount = vi.fn();
    const stop = onToasterWanted(mount);
    mount.mockClear();
    wantToaster();
    expect(mount).toHaveBeenCalledOnce();
    stop();
    wantToaster();
    expect(mount).toHaveBeenCalledOnce();
  });
});
