import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '@/lib/toast';
import { ContactForm } from './contact-form';

const sendMessage = vi.fn();
vi.mock('../api/send-message', async () => {
  const { useMutation } = await import('@tanstack/react-query');
  return { useSendMessage: () => useMutation({ mutationFn: sendMessage }) };
});

function renderForm() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ContactForm />
    </QueryClientProvider>,
  );
}

async function fillIn({ email = 'ama@example.com' } = {}) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Full name'), 'Ama Mensah');
  if (email) await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText(/^Phone/), '024 123 4567');
  await user.type(screen.getByLabelText('Subject'), 'Freezers');
  await user.type(screen.getByLabelText('Message'), 'Two freezers during dumsor, please.');
  await user.click(screen.getByRole('button', { name: 'Send message' }));
}

describe('ContactForm', () => {
  beforeEach(() => {
    sendMessage.mockReset();
  });

  it('shows each field error and sends nothing while the form is invalid', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Please enter your name.')).toBeInTheDocument();
    expect(
      screen.getByText('Please enter a phone number or an email address, so that we can reply.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Full name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Full name')).toHaveAccessibleDescription('Please enter your name.');
    expect(sendMessage).not.toHaveBeenCalled();
  });

  it('sends the normalised message, says so, and clears the form', async () => {
    const success = vi.spyOn(notify, 'success').mockImplementation(() => undefined);
    sendMessage.mockResolvedValue('id-1');
    renderForm();
    await fillIn();
    await waitFor(() => expect(success).toHaveBeenCalledWith('Message sent! ✅', expect.any(String)));
    expect(sendMessage.mock.calls[0]?.[0]).toEqual({
      name: 'Ama Mensah',
      email: 'ama@example.com',
      phone: '+233241234567',
      subject: 'Freezers',
      message: 'Two freezers during dumsor, please.',
    });
    expect(screen.getByLabelText('Full name')).toHaveValue('');
  });

  it('sends a message with a phone and no email', async () => {
    vi.spyOn(notify, 'success').mockImplementation(() => undefined);
    sendMessage.mockResolvedValue('id-2');
    renderForm();
    await fillIn({ email: '' });
    await waitFor(() => expect(sendMessage).toHaveBeenCalled());
    expect(sendMessage.mock.calls[0]?.[0]).toMatchObject({ email: '', phone: '+233241234567' });
  });

  it('keeps what was typed when sending fails, and says so', async () => {
    const error = vi.spyOn(notify, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    sendMessage.mockRejectedValue(new Error('Failed to fetch'));
    renderForm();
    await fillIn();
    await waitFor(() => expect(error).toHaveBeenCalledWith('Message not sent', expect.stringContaining('still here')));
    expect(await screen.findByRole('alert')).toHaveTextContent('what you typed is still here');
    expect(screen.getByLabelText('Full name')).toHaveValue('Ama Mensah');
    expect(screen.getByLabelText('Message')).toHaveValue('Two freezers during dumsor, please.');
  });
});
