import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component, type ComponentType, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyComponent } from './lazy-part';

const fetchFailure = () => new TypeError('Failed to fetch dynamically imported module: http://x/assets/map.js');
const Map = ({ label }: { label: string }) => <p>Map of {label}</p>;
const mapImporter = () => vi.fn<() => Promise<ComponentType<{ label: string }>>>();

class ErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    return this.state.error ? <p>Crashed: {this.state.error.message}</p> : this.props.children;
  }
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('lazyComponent', () => {
  it('offline: a retry in place, which works once the code can be fetched', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const importer = mapImporter().mockRejectedValueOnce(fetchFailure()).mockResolvedValue(Map);
    const LazyMap = lazyComponent(importer, { what: 'the map', loading: <p>Loading the map</p> });
    render(<LazyMap label="Tamale" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the map.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Map of Tamale')).toBeInTheDocument();
  });

  it('loads by itself when the connection returns', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const importer = mapImporter().mockRejectedValueOnce(fetchFailure()).mockResolvedValue(Map);
    const LazyMap = lazyComponent(importer, { what: 'the map' });
    render(<LazyMap label="Tamale" />);
    await screen.findByRole('alert');
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('Map of Tamale')).toBeInTheDocument();
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('an error thrown by the code itself goes to the error boundary, not to a retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const LazyMap = lazyComponent(mapImporter().mockRejectedValue(new Error('Cannot draw the map')), {
      what: 'the map',
    });
    render(
      <ErrorBoundary>
        <LazyMap label="Tamale" />
      </ErrorBoundary>,
    );
    expect(await screen.findByText('Crashed: Cannot draw the map')).toBeInTheDocument();
  });

  it('a retry this page refuses although the code can be fetched now opens the page afresh, unless something was typed', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('export {}')),
    );
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    const LazyMap = lazyComponent(mapImporter().mockRejectedValue(fetchFailure()), { what: 'the map' });
    const page = (withField: boolean) => (
      <>
        {withField && <input aria-label="Name" />}
        <LazyMap label="Tamale" />
      </>
    );
    const { rerender } = render(page(true));
    await screen.findByRole('alert');
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Ama');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the map.');
    expect(reload).not.toHaveBeenCalled();
    rerender(page(false)); // what was typed is no longer on the page
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
