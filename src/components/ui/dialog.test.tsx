import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { Dialog, DialogContent, DialogTitle, TitledDialog } from './dialog';

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

/** Sign Up opens the dialog; once the user is known it is replaced by a stand-in, then by the account menu. */
function ReplacedOpener() {
  const [open, setOpen] = useState(false);
  const [stage, setStage] = useState<'visitor' | 'loading' | 'signed-in'>('visitor');
  return (
    <>
      <Button>Cart</Button>
      <div>
        {stage === 'visitor' && <Button onClick={() => setOpen(true)}>Sign Up</Button>}
        {stage === 'loading' && <Button disabled>Kwame</Button>}
        {stage === 'signed-in' && <Button>Account menu</Button>}
      </div>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent aria-describedby={undefined}>
          <DialogTitle>Create Account</DialogTitle>
          <Button
            onClick={() => {
              setStage('loading');
              setOpen(false);
              setTimeout(() => setStage('signed-in'), 50);
            }}
          >
            Create
          </Button>
        </DialogContent>
      </Dialog>
    </>
  );
}

/** "Admins only" with Sign In in its <main>; signed in, the admin area replaces the whole screen. */
function ReplacedScreen() {
  const [open, setOpen] = useState(false);
  const [admin, setAdmin] = useState(false);
  return (
    <div id="root">
      <a href="#main">Skip to content</a>
      {admin ? (
        <main key="admin">
          <h1>Dashboard</h1>
          <Button>New product</Button>
        </main>
      ) : (
        <main key="refused">
          <h1>Admins only</h1>
          <div>
            <Button onClick={() => setOpen(true)}>Sign In</Button>
          </div>
        </main>
      )}
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent aria-describedby={undefined}>
          <DialogTitle>Sign In</DialogTitle>
          <Button
            onClick={() => {
              setOpen(false);
              setTimeout(() => setAdmin(true), 50);
            }}
          >
            Submit
          </Button>
        </DialogContent>
      </Dialog>
    </div>
  );
}

describe('Dialog focus when its opener is gone', () => {
  // jsdom lays nothing out: every element counts as shown.
  beforeEach(() => {
    vi.spyOn(Element.prototype, 'getClientRects').mockReturnValue([
      new DOMRect(0, 0, 10, 10),
    ] as unknown as DOMRectList);
  });
  afterEach(() => vi.restoreAllMocks());

  it('goes to what took the opener’s place once it can take focus', async () => {
    const user = userEvent.setup();
    render(<ReplacedOpener />);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await user.click(await screen.findByRole('button', { name: 'Create' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Account menu' })).toHaveFocus());
  });

  it('goes to the new screen’s heading, not the skip link, when the whole screen was replaced', async () => {
    const user = userEvent.setup();
    render(<ReplacedScreen />);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Sign In' })).getByRole('button', { name: 'Submit' }),
    );
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Dashboard' })).toHaveFocus());
    expect(screen.getByRole('link', { name: 'Skip to content' })).not.toHaveFocus();
  });
});

describe('TitledDialog', () => {
  it('is a dialog named by its title and described by its description, or an alertdialog when asked', () => {
    const { rerender } = render(
      <TitledDialog onOpenChange={() => undefined} title="Stock of Panel" description="Now in stock: 3.">
        <Button>Save</Button>
      </TitledDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Stock of Panel' });
    expect(dialog).toHaveAccessibleDescription('Now in stock: 3.');
    rerender(
      <TitledDialog onOpenChange={() => undefined} role="alertdialog" title="Delete?" description="For good.">
        <Button>Delete</Button>
      </TitledDialog>,
    );
    expect(screen.getByRole('alertdialog', { name: 'Delete?' })).toBeInTheDocument();
  });
});
