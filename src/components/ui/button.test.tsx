import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';

function Saver({ onSave }: { onSave: () => void }) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      busy={busy}
      busyLabel="Saving..."
      onClick={() => {
        onSave();
        setBusy(true);
      }}
    >
      Save
    </Button>
  );
}

describe('Button busy', () => {
  it('keeps keyboard focus while busy, is announced busy and unavailable, and ignores presses', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(<Saver onSave={onSave} />);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    const button = screen.getByRole('button', { name: 'Saving...' });
    expect(button).toHaveFocus();
    expect(button).not.toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Enter}');
    await user.click(button);
    expect(onSave).toHaveBeenCalledTimes(1);
  });

  it('does not submit its form again while busy', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit" busy>
          Sending...
        </Button>
      </form>,
    );
    await user.click(screen.getByRole('button'));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
