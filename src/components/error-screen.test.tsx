import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { EMPTY_CONTACT, type ContactSettings } from '@domain/shop/settings';

const CONTACT: ContactSettings = {
  ...EMPTY_CONTACT,
  phones: ['+233 24 123 4567'],
  email: 'help@savannasolar.com.gh',
};
import { ErrorScreen, isConnectionError } from './error-screen';

describe('ErrorScreen', () => {
  it('says "Connection Problem" when the error mentions network or fetch', () => {
    expect(isConnectionError(new TypeError('Failed to fetch dynamically imported module'))).toBe(true);
    expect(isConnectionError(new Error('A network error occurred'))).toBe(true);
    expect(isConnectionError(new Error('Cannot read properties of undefined'))).toBe(false);
    render(
      <ErrorScreen error={new Error('NetworkError when attempting to fetch')} contact={CONTACT} onRetry={vi.fn()} />,
    );
    expect(screen.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('Connection Problem')).toBeInTheDocument();
    expect(screen.queryByText('Application Error')).toBeNull();
  });

  it('says "Application Error" otherwise, with an error id, the three actions and support hours', () => {
    const onRetry = vi.fn();
    render(<ErrorScreen error={new Error('x is undefined')} contact={CONTACT} onRetry={onRetry} />);
    expect(screen.getByText('Application Error')).toBeInTheDocument();
    const id = screen.getByText(/^ERR-[0-9A-Z]+-[0-9A-Z]+$/).textContent!;
    screen.getByRole('button', { name: 'Try Again' }).click();
    expect(onRetry).toHaveBeenCalledOnce();
    expect(screen.getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute('href', '/');
    const report = screen.getByRole('link', { name: 'Report Error' }).getAttribute('href')!;
    expect(report.startsWith(`mailto:${CONTACT.email}?`)).toBe(true);
    expect(decodeURIComponent(report)).toContain(id);
    expect(screen.getByText(/Monday to Friday, 8:00 AM to 6:00 PM GMT/)).toBeInTheDocument();
  });

  it('offers no mail draft and no contact line while the shop has set no email or phone', () => {
    render(<ErrorScreen error={new Error('x is undefined')} contact={EMPTY_CONTACT} onRetry={vi.fn()} />);
    expect(screen.queryByRole('link', { name: 'Report Error' })).toBeNull();
    expect(document.querySelector('a[href^="mailto:"], a[href^="tel:"]')).toBeNull();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
