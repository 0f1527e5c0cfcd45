import { describe, expect, it } from 'vitest';
import { NO_PRODUCT_RECORD, type Product } from '@domain/catalog/product';
import { PROPOSAL_MESSAGES } from '@domain/projects/messages';
import { customAppliance, DEFAULT_SIZING_INPUT } from '@domain/sizing/sizing';
import { blankOption, figureLine, optionProblem, prefillOptions, proposalRequest } from './draft';

const product = (id: string, category: string, price: number, specs: Product['specs'], stock = 50): Product => ({
  ...NO_PRODUCT_RECORD,
  id,
  name: id,
  description: '',
  category,
  type: category.endsWith('Services') ? 'service' : 'product',
  price,
  stock,
  available: true,
  featured: false,
  brand: '',
  specs,
  images: [],
  lowStockThreshold: 5,
});

const catalogue = [
  product('inverter', 'Inverters', 4500, { ratedKva: 3, powerW: 2400, surgeW: 6000, systemVoltageV: 24 }),
  product('battery', 'Batteries', 6000, { voltageV: 24, capacityAh: 100, chemistry: 'LiFePO4' }),
  product('panel', 'Solar Panels', 900, { powerW: 450 }),
  product('controller', 'Charge Controllers', 1200, { currentA: 60, kind: 'MPPT', systemVoltageV: 48 }),
];
const services = [
  product('solar-install', 'Installation Services', 2500, {}),
  product('backup-install', 'Installation Services', 800, {}),
];
services[0]!.name = 'Home Solar System Installation';
services[1]!.name = 'Inverter and Battery Backup Installation';

const sizing = {
  ...DEFAULT_SIZING_INPUT,
  appliances: [{ ...customAppliance('Television', 100), quantity: 2, hoursPerDay: 5 }],
};

describe('prefillOptions', () => {
  it('backup only, solar + backup and off-grid from the sizing, each with its installation service', () => {
    const options = prefillOptions(sizing, catalogue, services);
    const lines = options.map((o) => [o.title, o.lines.map((l) => l.productId)]);
    expect(lines).toEqual([
      ['Backup only', ['inverter', 'battery', 'backup-install']],
      ['Solar + backup', ['inverter', 'battery', 'panel', 'controller', 'solar-install']],
      ['Off-grid', ['inverter', 'battery', 'panel', 'controller', 'solar-install']],
    ]);
  });

  it('leaves out what nothing in stock matches', () => {
    expect(prefillOptions({ ...sizing, appliances: [] }, catalogue, services)).toEqual([]);
  });
});

describe('optionProblem and proposalRequest', () => {
  const option = { ...blankOption('Backup only'), lines: [{ productId: 'inverter', quantity: 1 }] };
  const lines = [figureLine(catalogue[0]!, 1)];

  it('asks for the reason of a discount, and refuses one above the lines', () => {
    expect(optionProblem(option, lines)).toBeNull();
    expect(optionProblem({ ...option, discountAmount: '100' }, lines)).toBe(PROPOSAL_MESSAGES.discountReason);
    expect(optionProblem({ ...option, discountAmount: '10.555', discountReason: 'Gift' }, lines)).toBe(
      PROPOSAL_MESSAGES.discountAmount,
    );
    expect(optionProblem({ ...option, discountAmount: '4500.01', discountReason: 'Gift' }, lines)).toBe(
      PROPOSAL_MESSAGES.discountTooLarge('Backup only'),
    );
    expect(optionProblem({ ...option, lines: [] }, [])).toBe(PROPOSAL_MESSAGES.lines);
  });

  it('sends ids, quantities and the discount only', () => {
    const request = proposalRequest('p1', [{ ...option, discountAmount: '250.5', discountReason: ' Early ' }], ' Hi ');
    expect(request).toEqual({
      projectId: 'p1',
      options: [
        {
          title: 'Backup only',
          lines: [{ productId: 'inverter', quantity: 1 }],
          discount: { amount: 250.5, reason: 'Early' },
        },
      ],
      note: 'Hi',
    });
  });
});
