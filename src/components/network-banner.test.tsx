import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NetworkBanner } from './network-banner';

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

afterEach(() => vi.restoreAllMocks());

describe('NetworkBanner', () => {
  it('shows nothing online, a red banner offline, and goes away when the connection returns', () => {
    render(<NetworkBanner />);
    expect(screen.queryByTestId('network-banner')).toBeNull();
    setOnline(false);
    expect(screen.getByTestId('network-banner')).toHaveAttribute('data-status', 'offline');
    expect(screen.getByTestId('network-banner')).toHaveClass('bg-red-700');
    setOnline(true);
    expect(screen.queryByTestId('network-banner')).toBeNull();
  });
});
