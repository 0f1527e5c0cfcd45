import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from './button';
import { Dialog, DialogContent, DialogTitle } from './dialog';

/** A dialog opened from state, as the shop's dialogs are (no `DialogTrigger`). */
function Harness() {
  const [open, setOpen] = useState<'none' | 'first' | 'second'>('none');
  return (
    <>
      <Button>Before</Button>
      <Button onClick={() => setOpen('first')}>Open settings</Button>
      <Dialog open={open === 'first'} onOpenChange={(o) => setOpen(o ? 'first' : 'none')}>
        <DialogContent aria-describedby={undefined}>
          <DialogTitle>Settings</DialogTitle>
          <Button onClick={() => setOpen('second')}>Switch to other</Button>
          <Button onClick={() => setOpen('none')}>Done</Button>
        </DialogContent>
      </Dialog>
      <Dialog open={open === 'second'} onOpenChange={(o) => setOpen(o ? 'second' : 'none')}>
        <DialogContent aria-describedby={undefined}>
          <DialogTitle>Other</DialogTitle>
          <Button onClick={() => setOpen('none')}>Finish</Button>
        </DialogContent>
      </Dialog>
    </>
  );
}

describe('Dialog focus', () => {
  it('puts focus back on what opened it when closed with Escape', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Open settings' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Settings' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open settings' })).toHaveFocus();
  });

  it('puts focus back on the opener when closed by a button inside or by the close icon', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open settings' });
    await user.click(opener);
    await user.click(await screen.findByRole('button', { name: 'Done' }));
    expect(opener).toHaveFocus();
    await user.click(opener);
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(opener).toHaveFocus();
  });

  it('a dialog opened from inside another returns focus to the first one’s opener', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open settings' });
    await user.click(opener);
    await user.click(await screen.findByRole('button', { name: 'Switch to other' }));
    await user.click(await screen.findByRole('button', { name: 'Finish' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
