import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { SIZING_MESSAGES } from '@domain/sizing/messages';
import { CATALOGUE } from '@domain/sizing/sizing-match.fixtures';
import { DEFAULT_SETTINGS } from '@domain/shop/settings';
import { queryKeys } from '@/lib/query-keys';
import { URL_WRITE_DELAY_MS } from '../stores/use-calculator-state';
import { SolarCalculatorPage, type CalculatorActionsContext } from './solar-calculator-page';

const FLAT_SEARCH = 'a=led:6:6,cfan:2:8,tv:1:5,fridge:1:24&g=b&h=8&c=li&v=24&p=5.5';

function Location() {
  return <output data-testid="location">{useLocation().search}</output>;
}

function renderPage(search = '', actions?: (context: CalculatorActionsContext) => React.ReactNode) {
  // The catalogue is already in the cache (as after the first visit): no network in a component test.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(queryKeys.products.sizing(), CATALOGUE);
  // The shop's settings as seeded: 15% tax, GH₵50 delivery, free from GH₵5,000.
  client.setQueryData(queryKeys.settings(), {
    ...DEFAULT_SETTINGS,
    business: { taxRate: 15, deliveryFee: 50, freeDeliveryThreshold: 5000 },
  });
  const user = userEvent.setup();
  // As in the app: a data router, and the request page's code still loading for a moment after a tap.
  const router = createMemoryRouter(
    [
      {
        path: '/solar-calculator',
        element: (
          <>
            <SolarCalculatorPage shopWhatsapp="+233 20 000 0000" actions={actions} />
            <Location />
          </>
        ),
      },
      {
        path: '/projects/new',
        lazy: async () => {
          await new Promise((resolve) => setTimeout(resolve, URL_WRITE_DELAY_MS * 2));
          return { Component: () => <h1>Request page</h1> };
        },
      },
    ],
    { initialEntries: [`/solar-calculator${search}`] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return user;
}

const figure = (id: string) => screen.getByTestId(`figure-${id}`);
const total = () => screen.getByTestId('bundle-total');

describe('SolarCalculatorPage', () => {
  it('starts empty and says what to do', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Solar and backup calculator' })).toBeVisible();
    expect(screen.getByText(SIZING_MESSAGES.empty)).toBeVisible();
    expect(screen.queryByRole('heading', { name: '4. How we worked it out' })).not.toBeInTheDocument();
  });

  it('builds the flat example by tapping presets: figures, bundle and total, and the URL follows', async () => {
    const user = renderPage();
    for (let i = 0; i < 6; i++) await user.click(screen.getByRole('button', { name: 'Add LED bulb' }));
    await user.click(screen.getByRole('button', { name: 'Add Ceiling fan' }));
    await user.click(screen.getByRole('button', { name: 'Add Ceiling fan' }));
    await user.click(screen.getByRole('button', { name: 'Add TV' }));
    await user.click(screen.getByRole('button', { name: 'Add Fridge' }));

    expect(screen.getByLabelText('LED bulb: How many')).toHaveValue('6');
    expect(screen.getByLabelText('Ceiling fan: How many')).toHaveValue('2');
    // The answer first: the system and its price, the workings one tap away.
    expect(screen.getByTestId('answer-inverter')).toHaveTextContent('0.69 kVA');
    expect(screen.getByTestId('answer-battery')).toHaveTextContent('3.39 kWh');
    expect(screen.getByTestId('answer-panels')).toHaveTextContent('824 W');
    expect(screen.getByText('Fridge: 1 × 150 W × 24 h × 40% of the time = 1,440 Wh')).not.toBeVisible();
    await user.click(screen.getByText('Show the 7 steps, with the sums'));
    expect(figure('energy')).toHaveTextContent('3.4 kWh');
    expect(figure('peak')).toHaveTextContent('440 W');
    expect(figure('surge')).toHaveTextContent('450 W');
    expect(figure('inverter')).toHaveTextContent('0.69 kVA');
    expect(figure('battery')).toHaveTextContent('3.39 kWh (141 Ah at 24 V)');
    expect(figure('panels')).toHaveTextContent('824 W');
    expect(figure('controller')).toHaveTextContent('42.9 A');
    expect(screen.getByText('Fridge: 1 × 150 W × 24 h × 40% of the time = 1,440 Wh')).toBeVisible();

    const products = screen.getByRole('list', { name: 'Recommended products' });
    expect(
      within(products).getByRole('link', { name: 'Must PV1800 VPM 3 kVA 24 V Off-grid Inverter' }),
    ).toHaveAttribute('href', '/products/inverter-must-pv1800-3kva');
    expect(products).toHaveTextContent('2 × 24 V 100 Ah in parallel: 4.8 kWh at 24 V');
    expect(products).toHaveTextContent('2 × 450 W = 900 W');
    expect(products).toHaveTextContent(
      'Not needed: the Must PV1800 VPM 3 kVA 24 V Off-grid Inverter has a solar charger',
    );
    // As the cart will charge it: GH₵27,600.00 + 15% tax, delivered free from GH₵5,000.
    expect(total()).toHaveTextContent('GH₵31,740.00');
    expect(screen.getByTestId('totals')).toHaveTextContent('SubtotalGH₵27,600.00Tax (15%)GH₵4,140.00ShippingFree');
    expect(products).toHaveTextContent('1 × GH₵4,900.00 = GH₵4,900.00 (plus 15% tax)');
    expect(screen.getByText('Total for this system')).toBeVisible();

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`?${FLAT_SEARCH}`), {
      timeout: 2000,
    });
  });

  it('restores the same result from a shared URL', () => {
    renderPage(`?${FLAT_SEARCH}`);
    expect(figure('battery')).toHaveTextContent('3.39 kWh (141 Ah at 24 V)');
    expect(total()).toHaveTextContent('GH₵31,740.00');
    // The chosen 4.8 kWh of lithium for what runs in the 8-hour outage (outage-backup.test.ts works it out):
    // 4,800 × 0.8 × 0.9 = 3,456 Wh ÷ 305 W = 11.3 hours, the same figure a proposal with these batteries shows.
    expect(screen.getByTestId('backup-hours')).toHaveTextContent(
      'Backup in a power cut: about 11.3 hours' +
        'With your LED bulbs, ceiling fans, TV and fridge on as usual during an evening outage of 8 hours ' +
        '(about 305 W on average).',
    );
    expect(screen.getByRole('link', { name: 'Share on WhatsApp' })).toHaveAttribute(
      'href',
      expect.stringContaining(
        `https://wa.me/?text=${encodeURIComponent(`My solar sizing from Savanna Solar: ${window.location.origin}/solar-calculator?${FLAT_SEARCH}`)}`,
      ),
    );
    expect(screen.getByRole('link', { name: 'Send to Savanna Solar' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/wa\.me\/233200000000\?text=Solar%20sizing/),
    );
  });

  it('results follow the user as they type', async () => {
    const user = renderPage(`?${FLAT_SEARCH}`);
    const hours = screen.getByLabelText('Hours of backup (how long outages last)');
    await user.clear(hours);
    expect(figure('battery')).toHaveTextContent('3.39 kWh'); // nothing typed yet: unchanged
    await user.type(hours, '4');
    // 4 h: bulbs 240, fans 600, TV 320, fridge 240 = 1,400 Wh ÷ 0.72 = 1,944 Wh.
    expect(figure('battery')).toHaveTextContent('1.94 kWh (81 Ah at 24 V)');
    await user.clear(screen.getByLabelText('Fridge: Watts'));
    await user.type(screen.getByLabelText('Fridge: Watts'), '300');
    expect(figure('peak')).toHaveTextContent('590 W');
    expect(figure('surge')).toHaveTextContent('900 W');
  });

  it('an alternative is one tap away, changes the total and is kept in the URL', async () => {
    const user = renderPage(`?${FLAT_SEARCH}`);
    await user.click(screen.getByText('1 other choice'));
    await user.click(screen.getByRole('button', { name: 'Choose Ritar 12 V 100 Ah LiFePO4 Battery' }));
    expect(screen.getByRole('list', { name: 'Recommended products' })).toHaveTextContent(
      '4 × 12 V 100 Ah (2 strings of 2 in series): 4.8 kWh at 24 V',
    );
    expect(total()).toHaveTextContent('GH₵32,660.00');
    await waitFor(
      () => expect(screen.getByTestId('location')).toHaveTextContent('&pb=battery-ritar-12v-100ah-lifepo4'),
      { timeout: 2000 },
    );
  });

  it('hands the chosen bundle and the plain-text summary to the route’s actions', () => {
    const actions = vi.fn(({ bundle }: CalculatorActionsContext) => (
      <button type="button">Add all {bundle.lines.length} to cart</button>
    ));
    renderPage(`?${FLAT_SEARCH}`, actions);
    expect(screen.getByRole('button', { name: 'Add all 3 to cart' })).toBeVisible();
    const context = actions.mock.lastCall?.[0];
    expect(context?.bundle.lines.map((l) => [l.product.id, l.quantity])).toEqual([
      ['inverter-must-pv1800-3kva', 1],
      ['battery-felicity-24v-100ah-lifepo4', 2],
      ['panel-jinko-450w-mono', 2],
    ]);
    expect(context?.bundle.totalPesewas).toBe(2_760_000);
    expect(context?.summary).toContain('- 6 × LED bulb, 10 W, 6 h a day');
    expect(context?.summary).toContain('Needs: inverter 0.69 kVA; battery bank 3.39 kWh (141 Ah at 24 V)');
    expect(context?.summary).toContain('- 2 × Felicity 24 V 100 Ah LiFePO4 Battery (2.4 kWh): GH₵18,400.00');
    expect(context?.summary).toContain('Products before tax and delivery: GH₵27,600.00');
    expect(context?.summary).toContain(`Link: ${window.location.origin}/solar-calculator?${FLAT_SEARCH}`);
  });

  it('says plainly when nothing in stock fits, with a way forward', () => {
    renderPage('?a=ac:20:6&g=o&d=1&c=la&v=48&p=5.5');
    expect(screen.getByText(SIZING_MESSAGES.nothingInStock)).toBeVisible();
    expect(screen.getByText(/No 48 V inverter in stock is big enough/)).toBeVisible();
    expect(screen.getByText('Total for the parts in stock')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Send my sizing on WhatsApp' })).toHaveAttribute(
      'href',
      expect.stringContaining('https://wa.me/233200000000?text='),
    );
  });

  it('off-grid asks for days of autonomy instead of hours of backup', async () => {
    const user = renderPage(`?${FLAT_SEARCH}`);
    await user.click(screen.getByRole('radio', { name: 'Off-grid solar (no grid power)' }));
    expect(screen.queryByLabelText('Hours of backup (how long outages last)')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Days of autonomy (days with no sun)')).toHaveValue('1');
    // 1 day: 3,400 Wh ÷ 0.72 = 4,722 Wh.
    expect(figure('battery')).toHaveTextContent('4.72 kWh');
  });

  it('custom appliances can be added; a row can be removed; start again empties the list', async () => {
    const user = renderPage(`?${FLAT_SEARCH}`);
    await user.click(screen.getByText('Add something else'));
    await user.type(screen.getByLabelText('Appliance name'), 'Corn mill');
    const watts = screen.getAllByLabelText('Watts').at(-1)!;
    await user.clear(watts);
    await user.type(watts, '2000');
    await user.click(screen.getByRole('checkbox', { name: /It has a motor/ }));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByLabelText('Corn mill: Watts')).toHaveValue('2000');
    expect(figure('surge')).toHaveTextContent('6,000 W');
    await user.click(screen.getByRole('button', { name: 'Remove Corn mill' }));
    expect(figure('surge')).toHaveTextContent('450 W');
    await user.click(screen.getByRole('button', { name: 'Start again' }));
    expect(screen.getByText(SIZING_MESSAGES.empty)).toBeVisible();
  });

  it('a link tapped right after an edit is followed, not cancelled by the calculator writing its URL', async () => {
    renderPage('', () => <Link to="/projects/new">Request an installation</Link>);
    // Two quick taps: well within the calculator's pause before it writes its URL.
    fireEvent.click(screen.getByRole('button', { name: 'Add TV' }));
    fireEvent.click(screen.getByRole('link', { name: 'Request an installation' }));
    expect(await screen.findByRole('heading', { name: 'Request page' }, { timeout: 5000 })).toBeVisible();
  });
});
