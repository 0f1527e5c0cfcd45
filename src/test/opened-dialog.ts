import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * The dialog once it is ready, as a person sees it: shown, with focus inside it, taking taps. Preact runs effects
 * after the frame is painted, and Radix focuses a dialog, listens for Escape and lets it take taps in effects (one
 * opened from inside another renders while the other still holds the page): a key or a tap in that first frame,
 * quicker than anyone presses, would come before Radix knows the dialog is open.
 */
export async function openedDialog(name?: string): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog', name === undefined ? {} : { name });
  await waitFor(() => {
    expect(dialog).toContainElement(document.activeElement as HTMLElement | null);
    expect(getComputedStyle(dialog).pointerEvents).not.toBe('none');
  });
  return dialog;
}
