import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NetworkBanner, RESTORED_MS } from './network-banner';

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('NetworkBanner', () => {
  it('shows nothing online, "Connection Lost" in red offline, "Connection Restored!" for 3 s when back', () => {
    vi.useFakeTimers();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <NetworkBanner />
      </QueryClientProvider>,
    );
    expect(screen.queryByTestId('network-banner')).toBeNull();
    setOnline(false);
    expect(screen.getByTestId('network-banner')).toHaveAttribute('data-status', 'offline');
    expect(screen.getByTestId('network-banner')).toHaveClass('bg-red-700');
    expect(screen.getByTestId('network-banner')).toHaveTextContent('Connection Lost');
    setOnline(true);
    expect(screen.getByTestId('network-banner')).toHaveAttribute('data-status', 'restored');
    expect(screen.getByTestId('network-banner')).toHaveTextContent('Connection Restored!');
    act(() => vi.advanceTimersByTime(RESTORED_MS - 100));
    expect(screen.getByTestId('network-banner')).toHaveTextContent('Connection Restored!');
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByTestId('network-banner')).toBeNull();
  });
});
