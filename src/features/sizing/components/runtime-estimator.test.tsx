import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RuntimeEstimator } from './runtime-estimator';
import { seeded } from '@domain/sizing/sizing-match.fixtures';

function renderFor(id: string) {
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <RuntimeEstimator product={seeded(id)} />
    </MemoryRouter>,
  );
  return user;
}

const answer = () => screen.getByRole('status');

async function setLoad(user: ReturnType<typeof userEvent.setup>, watts: string) {
  const field = screen.getByLabelText('Your load in watts');
  await user.clear(field);
  if (watts) await user.type(field, watts);
}

describe('RuntimeEstimator', () => {
  it('a battery: answers from its capacity and chemistry, and says what it assumed', async () => {
    // Felicity 24 V 100 Ah LiFePO4: 2,400 Wh × 0.8 × 0.9 = 1,728 Wh.
    const user = renderFor('battery-felicity-24v-100ah-lifepo4');
    expect(screen.getByRole('heading', { name: 'How long will this run my load?' })).toBeVisible();
    // The default load, 300 W: 1,728 ÷ 300 = 5.76 h.
    expect(answer()).toHaveTextContent('About 5 hours 46 minutes at 300 W.');
    await setLoad(user, '432');
    expect(answer()).toHaveTextContent('About 4 hours at 432 W.');
    expect(screen.getByText(/we use only 80% of what it holds/)).toBeVisible();
    expect(screen.getByText(/It runs through an inverter big enough for your load/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Size a whole system for your home or shop' })).toHaveAttribute(
      'href',
      '/solar-calculator',
    );
  });

  it('a tubular battery uses half its capacity and refuses a load above what it can give', async () => {
    // Luminous 12 V 200 Ah: 2,400 Wh × 0.5 × 0.9 = 1,080 Wh; ÷ 540 W = 2 h. At most 0.5C = 1,200 W.
    const user = renderFor('battery-luminous-200ah-tubular');
    await setLoad(user, '540');
    expect(answer()).toHaveTextContent('About 2 hours at 540 W.');
    await setLoad(user, '1500');
    expect(answer()).toHaveTextContent('1,500 W is too much for one of these batteries: about 1,200 W at most.');
  });

  it('an inverter: asks for the battery bank at its voltage, and refuses a load above its rating', async () => {
    // Must PV1800 24 V, 2,400 W. Default bank 100 Ah lithium: 2,400 Wh × 0.72 ÷ 300 W = 5.76 h.
    const user = renderFor('inverter-must-pv1800-3kva');
    expect(answer()).toHaveTextContent('About 5 hours 46 minutes at 300 W.');
    const bank = screen.getByLabelText('Capacity at 24 V');
    await user.clear(bank);
    await user.type(bank, '200');
    await user.click(screen.getByRole('radio', { name: 'Lead-acid or tubular' }));
    // 24 × 200 = 4,800 Wh × 0.5 × 0.9 = 2,160 Wh; ÷ 300 W = 7.2 h.
    expect(answer()).toHaveTextContent('About 7 hours 12 minutes at 300 W.');
    expect(screen.getByText(/A 24 V 200 Ah lead-acid battery bank \(4.8 kWh\)/)).toBeVisible();
    await setLoad(user, '2500');
    expect(answer()).toHaveTextContent('2,500 W is more than this inverter can carry: 2,400 W at most.');
  });

  it('a UPS: scales the maker’s half-load runtime to the load', async () => {
    // APC 1100 VA: 12 min at 275 W; at 550 W: 12 × 0.5^1.2 = 5.2 min.
    const user = renderFor('ups-apc-back-ups-1100va');
    await setLoad(user, '275');
    expect(answer()).toHaveTextContent('About 12 minutes at 275 W.');
    await setLoad(user, '550');
    expect(answer()).toHaveTextContent('About 5 minutes at 550 W.');
    expect(screen.getByText(/The maker says 12 minutes at half load \(275 W\)/)).toBeVisible();
    expect(screen.queryByLabelText(/Capacity at/)).not.toBeInTheDocument();
  });

  it('example loads fill in the watts', async () => {
    const user = renderFor('battery-pylontech-us5000-48v');
    await user.click(screen.getByRole('button', { name: 'Add a fridge (450 W)' }));
    expect(screen.getByLabelText('Your load in watts')).toHaveValue('450');
    expect(screen.getByRole('button', { name: 'Add a fridge (450 W)' })).toHaveAttribute('aria-pressed', 'true');
    // Pylontech 4,800 Wh × 0.72 = 3,456 Wh; ÷ 450 W = 7.68 h.
    expect(answer()).toHaveTextContent('About 7 hours 41 minutes at 450 W.');
  });

  it('asks for the watts when the field is empty or zero, and accepts a comma as decimal point', async () => {
    const user = renderFor('battery-felicity-24v-100ah-lifepo4');
    await setLoad(user, '0');
    expect(answer()).toHaveTextContent('Enter the watts of what you want to run.');
    await setLoad(user, '172,8');
    // 1,728 ÷ 172.8 = 10 h.
    expect(answer()).toHaveTextContent('About 10 hours at 173 W.');
  });

  it('renders nothing for products that neither store nor convert power', () => {
    const { container } = render(
      <MemoryRouter>
        <RuntimeEstimator product={seeded('panel-jinko-450w-mono')} />
      </MemoryRouter>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
