import { describe, expect, it } from 'vitest';
import { decideProjectAction, normaliseGhanaPostGps, projectSteps } from './project';
import { balanceOf, priceProposalOption, proposalSavings } from './proposal';
import { DEFAULT_BUSINESS_SETTINGS } from '@domain/shop/settings';
import { drawOrderNumbers } from '@domain/order/order-number';
import { projectFromRecord } from './project-record';

describe('decideProjectAction', () => {
  it('moves a project along its stages only by who may, from where it may', () => {
    expect(decideProjectAction({ stage: 'requested', kind: 'audit' }, 'book_survey', 'staff')).toEqual({
      ok: true,
      to: 'survey_booked',
    });
    expect(decideProjectAction({ stage: 'requested', kind: 'audit' }, 'book_survey', 'owner')).toEqual({
      ok: false,
      reason: 'not_allowed',
    });
    expect(decideProjectAction({ stage: 'requested', kind: 'audit' }, 'send_proposal', 'staff')).toEqual({
      ok: false,
      reason: 'wrong_stage',
    });
    expect(decideProjectAction({ stage: 'proposal_sent', kind: 'installation' }, 'accept', 'owner').ok).toBe(true);
    expect(decideProjectAction({ stage: 'accepted', kind: 'installation' }, 'deposit_expired', 'system')).toEqual({
      ok: true,
      to: 'proposal_sent',
    });
  });

  it('lets a customer cancel until the deposit is paid, and staff until commissioning', () => {
    expect(decideProjectAction({ stage: 'accepted', kind: 'installation' }, 'cancel', 'owner').ok).toBe(true);
    expect(decideProjectAction({ stage: 'deposit_paid', kind: 'installation' }, 'cancel', 'owner').ok).toBe(false);
    expect(decideProjectAction({ stage: 'installed', kind: 'installation' }, 'cancel', 'staff').ok).toBe(true);
    expect(decideProjectAction({ stage: 'commissioned', kind: 'installation' }, 'cancel', 'staff').ok).toBe(false);
  });

  it('finishes a maintenance visit at its survey, and only a maintenance visit', () => {
    expect(decideProjectAction({ stage: 'surveyed', kind: 'maintenance' }, 'finish_visit', 'staff').ok).toBe(true);
    expect(decideProjectAction({ stage: 'surveyed', kind: 'audit' }, 'finish_visit', 'staff').ok).toBe(false);
    expect(projectSteps('maintenance')).toEqual(['requested', 'survey_booked', 'surveyed', 'commissioned']);
    expect(projectSteps('audit')).toHaveLength(9);
  });
});

describe('normaliseGhanaPostGps', () => {
  it('takes the address with or without dashes, in either case', () => {
    expect(normaliseGhanaPostGps('nt01234567')).toBe('NT-0123-4567');
    expect(normaliseGhanaPostGps(' GA-183-8164 ')).toBe('GA-183-8164');
    expect(normaliseGhanaPostGps('GA1838164')).toBe('GA-183-8164');
    expect(normaliseGhanaPostGps('Tamale')).toBeNull();
    expect(normaliseGhanaPostGps('N1-0123-4567')).toBeNull();
  });
});

describe('priceProposalOption', () => {
  const business = { ...DEFAULT_BUSINESS_SETTINGS, taxRate: 12.5, deliveryFee: 50, freeDeliveryThreshold: 1000 };
  it('prices lines, discount, tax and delivery in pesewas, and a deposit that leaves an exact balance', () => {
    const priced = priceProposalOption({
      lines: [
        { productId: 'p', name: 'Panel', kind: 'product', price: 333.33, quantity: 3 },
        { productId: 's', name: 'Installation', kind: 'service', price: 500, quantity: 1 },
      ],
      discount: 100,
      business,
      region: 'Northern',
      depositPercent: 30,
    });
    expect(priced.subtotal).toBe(1499.99);
    expect(priced.tax).toBe(175);
    expect(priced.delivery).toBe(0);
    expect(priced.total).toBe(1574.99);
    expect(priced.deposit).toBe(472.5);
    expect(balanceOf(priced)).toBe(1102.49);
  });

  it('charges no delivery for services alone', () => {
    const priced = priceProposalOption({
      lines: [{ productId: 's', name: 'Survey', kind: 'service', price: 100, quantity: 1 }],
      discount: 0,
      business,
      region: 'Northern',
      depositPercent: 0,
    });
    expect(priced).toMatchObject({ delivery: 0, total: 112.5, deposit: 0 });
  });
});

describe('proposalSavings', () => {
  it('saves the outage share the batteries cover and the solar share of the prepaid spend', () => {
    const figures = { dailyWh: 4000, backupHours: 6, panelW: 1000, batteryWh: 5000, inverterVa: 3000 };
    const savings = proposalSavings(
      { gridHoursPerDay: 12, generatorFuelPerMonth: 1200, prepaidPerMonth: 400 },
      figures,
      2000,
      9000,
    );
    expect(savings).toEqual({ generatorPerMonth: 600, prepaidPerMonth: 200, perMonth: 800, paybackMonths: 12 });
  });
});

describe('project numbers', () => {
  it('draws SP numbers for projects as orders draw SS numbers', () => {
    const [n] = drawOrderNumbers(new Date('2026-11-26T10:00:00Z'), 1, () => 48213, 'SP');
    expect(n).toBe('SP-2611-48213');
  });
});

describe('projectFromRecord', () => {
  it('reads a stored project defensively: what is missing or of the wrong kind reads as empty', () => {
    const project = projectFromRecord(
      'p1',
      { stage: 'surveyed', kind: 'nonsense', money: { depositStatus: 7 } },
      String,
    );
    expect(project).toMatchObject({
      id: 'p1',
      stage: 'surveyed',
      kind: 'installation',
      requestedSlot: null,
      survey: null,
      money: { depositStatus: 'none', balanceStatus: 'none', paymentAttempts: [] },
      timeline: [],
    });
  });
});
