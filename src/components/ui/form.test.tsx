import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { DialogActions } from './dialog';
import { Form, formFieldFor, startingValues } from './form';
import { Input } from './input';

interface Values {
  contact: { phone: string; town: string };
}

const ContactField = formFieldFor<Values>({ 'contact.phone': 'We call this number.' });

function Harness({ busy = false, onSubmit }: { busy?: boolean; onSubmit: () => void }) {
  const form = useForm<Values>({ defaultValues: { contact: { phone: '', town: '' } } });
  return (
    <Form form={form} onSubmit={form.handleSubmit(onSubmit)} aria-label="Contact">
      <ContactField name="contact.phone" label="Phone">
        <Input />
      </ContactField>
      <ContactField name="contact.town" label="Town" hint="Its own hint wins.">
        <Input />
      </ContactField>
      <DialogActions label="Save" busyLabel="Saving..." busy={busy} onCancel={() => undefined} />
    </Form>
  );
}

describe('formFieldFor', () => {
  it("gives each field its hint from the form's hints, described on the control", () => {
    render(<Harness onSubmit={() => undefined} />);
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription('We call this number.');
    expect(screen.getByLabelText('Town')).toHaveAccessibleDescription('Its own hint wins.');
  });
});

describe('DialogActions', () => {
  it('submits the form with its main action, and ignores presses while busy', async () => {
    const onSubmit = vi.fn();
    const { rerender } = render(<Harness onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    rerender(<Harness busy onSubmit={onSubmit} />);
    const busy = screen.getByRole('button', { name: 'Saving...' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(busy);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});

describe('startingValues', () => {
  const blank = { name: '', rating: 5, visible: true };

  it('starts a new entry from the blanks', () => {
    expect(startingValues(blank, null)).toBe(blank);
  });

  it("takes the form's fields from the entry being edited, and nothing else of it", () => {
    const entry = { id: 'e1', position: 3, name: 'Ama', rating: 4, visible: false };
    expect(startingValues(blank, entry)).toEqual({ name: 'Ama', rating: 4, visible: false });
  });
});
