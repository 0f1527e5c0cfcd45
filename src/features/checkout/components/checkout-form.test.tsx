import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ORDER_MESSAGES } from '@domain/shared/messages';
import { PAYMENT_MESSAGES } from '@domain/payments/messages';
import { CHECKOUT_MESSAGES } from '@domain/order/messages';
import type { DeliveryAddress } from '@domain/order/order';
import { CheckoutForm } from './checkout-form';
import { checkoutFormSchema, checkoutValuesFrom, EMPTY_ADDRESS, type CheckoutFormValues } from './checkout-form-schema';

const initial: CheckoutFormValues = {
  method: 'delivery',
  paymentMethod: 'cash_on_delivery',
  address: EMPTY_ADDRESS,
  wallet: { phone: '', network: '' },
  planId: '',
};

function renderForm(props: Partial<Parameters<typeof CheckoutForm>[0]> = {}) {
  const onSubmit = vi.fn(async () => {});
  const onDraft = vi.fn();
  const view = render(
    <CheckoutForm
      initialValues={initial}
      onDraft={onDraft}
      onSubmit={onSubmit}
      pickupAddress="Savanna Solar, Bolgatanga Road, Tamale"
      summary={(method) => <p>Summary for {method}</p>}
      {...props}
    />,
  );
  return { onSubmit, onDraft, ...view };
}

const field = (label: string) => screen.getByLabelText(label, { exact: false });

async function fillAddress(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Full name'), 'Ama Mensah');
  await user.type(field('Phone number'), '024 123 4567');
  await user.selectOptions(field('Region'), 'Northern');
  await user.type(field('Town or city'), 'Tamale');
  await user.type(field('Street or landmark'), 'Near the Central Mosque');
}

describe('the checkout form', () => {
  it('shows each address error beside its field, in words', async () => {
    const { onSubmit } = renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText(ORDER_MESSAGES.fullName)).toBeVisible();
    expect(field('Full name')).toHaveAccessibleDescription(ORDER_MESSAGES.fullName);
    expect(field('Phone number')).toHaveAccessibleDescription(ORDER_MESSAGES.phone);
    expect(field('Region')).toHaveAccessibleDescription(ORDER_MESSAGES.region);
    expect(field('Town or city')).toHaveAccessibleDescription(ORDER_MESSAGES.town);
    expect(field('Street or landmark')).toHaveAccessibleDescription(ORDER_MESSAGES.streetOrLandmark);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('takes directions over a few lines, and says when they are too long', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm();
    await fillAddress(user);
    const landmark = field('Street or landmark');
    expect(landmark.tagName).toBe('TEXTAREA');
    await user.clear(landmark);
    await user.click(landmark);
    await user.paste('Zogbeli, behind the Central Mosque. '.repeat(9)); // 324 characters, 323 once trimmed
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    const message = ORDER_MESSAGES.streetOrLandmarkTooLong(300, 323);
    expect(await screen.findByText(message)).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('fills the name given at sign-up once it is known, unless the shopper typed one', async () => {
    const { rerender, onDraft, onSubmit } = renderForm();
    expect(field('Full name')).toHaveValue('');
    const props = {
      initialValues: initial,
      onDraft,
      onSubmit,
      pickupAddress: 'Savanna Solar, Bolgatanga Road, Tamale',
      summary: () => null,
    };
    rerender(<CheckoutForm {...props} accountName="Abena Mahama" />);
    expect(field('Full name')).toHaveValue('Abena Mahama');
    await userEvent.clear(field('Full name'));
    await userEvent.type(field('Full name'), 'Kofi Boateng');
    rerender(<CheckoutForm {...props} accountName="Someone Else" />);
    expect(field('Full name')).toHaveValue('Kofi Boateng');
  });

  it('refuses a phone number that is not Ghanaian and a malformed GhanaPost GPS address', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm();
    await fillAddress(user);
    await user.clear(field('Phone number'));
    await user.type(field('Phone number'), '12345');
    await user.type(field('GhanaPost GPS address'), 'Tamale');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText(ORDER_MESSAGES.phone)).toBeVisible();
    expect(screen.getByText(ORDER_MESSAGES.gpsAddress)).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends a delivery order with the address normalised and the chosen payment', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm();
    await fillAddress(user);
    await user.type(field('GhanaPost GPS address'), 'nt 0123 4567');
    await user.click(screen.getByRole('radio', { name: /Mobile Money on delivery/ }));
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(onSubmit).toHaveBeenCalledWith(
      {
        method: 'delivery',
        paymentMethod: 'mobile_money_on_delivery',
        address: {
          fullName: 'Ama Mensah',
          phone: '+233241234567',
          region: 'Northern',
          town: 'Tamale',
          gpsAddress: 'NT-0123-4567',
          streetOrLandmark: 'Near the Central Mosque',
        },
        wallet: null,
        planId: null,
      },
      expect.anything(),
    );
  });

  it('paying now asks for the wallet: its number starts as the delivery phone, and its network follows the number', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm();
    await fillAddress(user);
    await user.click(screen.getByRole('radio', { name: /Pay now with Mobile Money/ }));
    const number = field('Mobile Money number');
    expect(number).toHaveValue('024 123 4567');
    // 024 is one of MTN's prefixes: MTN is chosen for the shopper.
    expect(screen.getByRole('radio', { name: 'MTN' })).toBeChecked();

    // A number of no Mobile Money network: no network; Place order focuses the choice, which says what is missing.
    await user.clear(number);
    await user.type(number, '023 123 4567');
    expect(screen.getByRole('radio', { name: 'MTN' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText(PAYMENT_MESSAGES.network)).toBeVisible();
    expect(screen.getByRole('radio', { name: 'MTN' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'MTN' })).toHaveAccessibleDescription(PAYMENT_MESSAGES.network);
    expect(onSubmit).not.toHaveBeenCalled();

    // A 055 number suggests MTN; the shopper may choose another (numbers move between networks): hinted, not refused.
    await user.clear(number);
    await user.type(number, '055 123 4987');
    expect(screen.getByRole('radio', { name: 'MTN' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Telecel' }));
    expect(screen.getByText(CHECKOUT_MESSAGES.networkHint('MTN'))).toBeVisible();
    await user.clear(number);
    await user.type(number, '026 123 4567');
    expect(screen.getByRole('radio', { name: 'Telecel' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ paymentMethod: 'mobile_money_now', wallet: { phone: '026 123 4567', network: 'vod' } }),
      expect.anything(),
    );
  });

  it('focuses the first invalid field on a failed Place order, wherever it is', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(field('Full name'), 'Ama Mensah');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText(ORDER_MESSAGES.phone)).toBeVisible();
    expect(field('Phone number')).toHaveFocus();
    expect(field('Phone number')).toHaveAccessibleDescription(ORDER_MESSAGES.phone);
  });

  it('pickup needs no address: the shop is shown instead, and the summary follows the method', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm();
    expect(screen.getByText('Summary for delivery')).toBeVisible();
    await user.click(screen.getByRole('radio', { name: /Pickup at our Tamale shop/ }));
    expect(screen.queryByLabelText('Full name')).toBeNull();
    expect(screen.getByText('Savanna Solar, Bolgatanga Road, Tamale')).toBeVisible();
    expect(screen.getByText('Summary for pickup')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(onSubmit).toHaveBeenCalledWith(
      { method: 'pickup', paymentMethod: 'cash_on_delivery', address: null, wallet: null, planId: null },
      expect.anything(),
    );
  });

  it('keeps what is typed (draft) and fills an untouched form from the last order', async () => {
    const last: DeliveryAddress = {
      fullName: 'Kofi Boateng',
      phone: '+233201234567',
      region: 'Ashanti',
      town: 'Kumasi',
      gpsAddress: 'AK-123-4567',
      streetOrLandmark: 'Adum, near the post office',
    };
    const user = userEvent.setup();
    const { onDraft, rerender } = renderForm({ lastAddress: undefined });
    rerender(
      <CheckoutForm
        initialValues={initial}
        lastAddress={last}
        onDraft={onDraft}
        onSubmit={async () => {}}
        pickupAddress=""
        summary={() => null}
      />,
    );
    expect(field('Full name')).toHaveValue('Kofi Boateng');
    expect(field('Region')).toHaveValue('Ashanti');
    await user.type(field('Town or city'), ' Central');
    expect(onDraft).toHaveBeenLastCalledWith(
      expect.objectContaining({ address: expect.objectContaining({ town: 'Kumasi Central' }) }),
    );
  });

  it('does not overwrite what the shopper typed with the last order', async () => {
    const user = userEvent.setup();
    const props = {
      initialValues: initial,
      onDraft: () => {},
      onSubmit: async () => {},
      pickupAddress: '',
      summary: () => null,
    };
    const { rerender } = render(<CheckoutForm {...props} />);
    await user.type(field('Full name'), 'Esi');
    act(() =>
      rerender(
        <CheckoutForm
          {...props}
          lastAddress={{
            ...checkoutValuesFrom({}).address,
            fullName: 'Someone Else',
            region: 'Volta',
            gpsAddress: null,
          }}
        />,
      ),
    );
    expect(field('Full name')).toHaveValue('Esi');
  });

  it('says "Placing order..." while placing', async () => {
    let release!: () => void;
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    renderForm({ onSubmit, initialValues: { ...initial, method: 'pickup' } });
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    const form = screen.getByRole('form', { name: 'Checkout' });
    expect(within(form).getByRole('button', { name: 'Placing order...' })).toHaveAttribute('aria-disabled', 'true');
    await act(async () => release());
    expect(within(form).getByRole('button', { name: 'Place order' })).toBeEnabled();
  });
});

describe('checkoutFormSchema', () => {
  it('refuses a delivery without a region, and a missing payment method', () => {
    const result = checkoutFormSchema.safeParse({
      method: 'delivery',
      paymentMethod: 'card',
      address: { ...EMPTY_ADDRESS, fullName: 'Ama', phone: '0241234567', town: 'Tamale', streetOrLandmark: 'Zogbeli' },
    });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((i) => i.message);
    expect(messages).toEqual(expect.arrayContaining([ORDER_MESSAGES.region, ORDER_MESSAGES.choosePaymentMethod]));
  });

  it('reads a saved draft defensively', () => {
    expect(
      checkoutValuesFrom({ method: 'x', paymentMethod: 'y', address: { region: 'Atlantis', town: 5 } }, 'Ama'),
    ).toEqual({
      method: 'delivery',
      paymentMethod: 'cash_on_delivery',
      address: { ...EMPTY_ADDRESS, fullName: 'Ama' },
      wallet: { phone: '', network: '' },
      planId: '',
    });
  });
});
