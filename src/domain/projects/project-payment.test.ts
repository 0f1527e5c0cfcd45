import { describe, expect, it } from 'vitest';
import { orderIdFromReference, paymentReference } from '@domain/payments/order-payment';
import { describePricingDifferences } from '@domain/order/price-check';
import {
  acceptProposalInputSchema,
  awaitedPayment,
  decideDepositEvent,
  optionPriceChange,
  optionPricing,
  projectIdFromReference,
  projectPaymentReference,
  signedNameOf,
  startProjectPaymentInputSchema,
} from './project-payment';
import type { ProposalOption } from './proposal';

describe('payment references: an order or a project, from the reference alone', () => {
  it("reads a project's reference back, and never an order's", () => {
    const reference = projectPaymentReference('aB3dE6gH9jK2mN5pQ8sT', 3);
    expect(reference).toBe('project.aB3dE6gH9jK2mN5pQ8sT.3');
    expect(projectIdFromReference(reference)).toBe('aB3dE6gH9jK2mN5pQ8sT');
    expect(orderIdFromReference(reference)).toBeNull();
  });

  it("reads an order's reference as an order's, never a project's (an order id has no '.')", () => {
    const order = paymentReference('0f6c1f8e-2b1a-4c55-9d1e-3c1f5b7a9e21', 2);
    expect(orderIdFromReference(order)).toBe('0f6c1f8e-2b1a-4c55-9d1e-3c1f5b7a9e21');
    expect(projectIdFromReference(order)).toBeNull();
    expect(projectIdFromReference('project-abc-1')).toBeNull();
    expect(projectIdFromReference('project..1')).toBeNull();
  });

  it("keeps to Paystack's characters: letters, digits, '-', '.' and '='", () => {
    expect(projectPaymentReference('aB3dE6gH9jK2mN5pQ8sT', 10)).toMatch(/^[A-Za-z0-9.=-]+$/);
  });
});

describe('signedNameOf', () => {
  it('takes a name as typed, trimmed and single-spaced; refuses one too short to be a name', () => {
    expect(signedNameOf('  Abena   Mensah ')).toBe('Abena Mensah');
    expect(signedNameOf('Ama')).toBe('Ama');
    expect(signedNameOf(' A. ')).toBeNull();
    expect(signedNameOf('12345')).toBeNull();
    expect(signedNameOf('')).toBeNull();
  });
});

describe('acceptProposalInputSchema', () => {
  const input = {
    projectId: 'aB3dE6gH9jK2mN5pQ8sT',
    version: 2,
    option: 1,
    signedName: 'Abena Mensah',
    confirmedTotal: 250_000,
    confirmedDeposit: 75_000,
  };
  it('takes whole pesewas and a version from 1', () => {
    expect(acceptProposalInputSchema.parse({ ...input, extra: 'x' })).toEqual({ ...input, plan: null, terms: null });
    // The terms shown are kept as sent (the function compares them with its own), up to 5,000 characters.
    expect(acceptProposalInputSchema.parse({ ...input, terms: 'By typing my name…' }).terms).toBe('By typing my name…');
    expect(acceptProposalInputSchema.safeParse({ ...input, terms: 'x'.repeat(5001) }).success).toBe(false);
    expect(acceptProposalInputSchema.safeParse({ ...input, confirmedTotal: 2500.5 }).success).toBe(false);
    expect(acceptProposalInputSchema.safeParse({ ...input, version: 0 }).success).toBe(false);
    expect(acceptProposalInputSchema.safeParse({ ...input, projectId: 'a/b' }).success).toBe(false);
  });
  it('takes the schedule of a payment plan the customer confirmed', () => {
    const plan = {
      templateId: 'three-months',
      total: 270_000,
      deposit: 50_000,
      instalments: [{ dueOn: '2026-12-26', amount: 220_000 }],
    };
    expect(acceptProposalInputSchema.parse({ ...input, plan }).plan).toEqual(plan);
    expect(acceptProposalInputSchema.safeParse({ ...input, plan: { ...plan, templateId: 'A B' } }).success).toBe(false);
  });
  it('the wallet of a deposit payment is a Ghana number on a network', () => {
    const ok = startProjectPaymentInputSchema.safeParse({ projectId: 'p1', phone: '024 123 4567', network: 'mtn' });
    expect(ok.success).toBe(true);
    const bad = startProjectPaymentInputSchema.safeParse({ projectId: 'p1', phone: '12', network: 'mtn' });
    expect(bad.error?.issues[0]?.message).toBe('Please enter the Mobile Money number to pay from, e.g. 024 123 4567.');
  });
});

const accepted = { total: 2500, deposit: 750.01 };
const awaiting = {
  stage: 'accepted' as const,
  accepted,
  money: { depositStatus: 'awaiting' as const, balanceStatus: 'none' as const },
};

describe('awaitedPayment', () => {
  it('the deposit while accepted and awaited; the balance (total − deposit, exact) when it is awaited', () => {
    expect(awaitedPayment(awaiting)).toEqual({ purpose: 'deposit', amount: 75_001 });
    expect(
      awaitedPayment({
        stage: 'installed',
        accepted,
        money: { depositStatus: 'paid', balanceStatus: 'awaiting' },
      }),
    ).toEqual({ purpose: 'balance', amount: 174_999 });
    expect(awaitedPayment({ ...awaiting, stage: 'cancelled' })).toBeNull();
    expect(awaitedPayment({ ...awaiting, accepted: null })).toBeNull();
  });
  it('nothing for a project paid in instalments: its plan takes the deposit and the instalments', () => {
    expect(awaitedPayment({ ...awaiting, money: { ...awaiting.money, plan: { id: 'p1' } } })).toBeNull();
  });
});

describe('decideDepositEvent', () => {
  const attempt = { reference: 'project.p1.1', purpose: 'deposit' as const };
  const verified = { reference: 'project.p1.1', amount: 75_001, currency: 'GHS' };

  it('paid only for exactly the awaited amount, in GHS, with the attempt’s reference', () => {
    expect(decideDepositEvent(awaiting, attempt, verified)).toEqual({ kind: 'paid', purpose: 'deposit' });
    expect(decideDepositEvent(awaiting, attempt, { ...verified, amount: 75_000 })).toEqual({
      kind: 'mismatch',
      expected: 75_001,
    });
    expect(decideDepositEvent(awaiting, attempt, { ...verified, currency: 'NGN' }).kind).toBe('mismatch');
    expect(decideDepositEvent(awaiting, attempt, { ...verified, reference: 'project.p1.2' }).kind).toBe('mismatch');
  });

  it('an unknown attempt or project is not applied; a deposit no longer awaited is for staff to refund', () => {
    expect(decideDepositEvent(awaiting, undefined, verified).kind).toBe('unknown_reference');
    expect(decideDepositEvent(null, attempt, verified).kind).toBe('unknown_reference');
    const cancelled = {
      ...awaiting,
      stage: 'cancelled' as const,
      money: { ...awaiting.money, depositStatus: 'none' as const },
    };
    expect(decideDepositEvent(cancelled, attempt, verified).kind).toBe('paid_after_close');
    const paid = {
      ...awaiting,
      stage: 'deposit_paid' as const,
      money: { ...awaiting.money, depositStatus: 'paid' as const },
    };
    expect(decideDepositEvent(paid, attempt, verified).kind).toBe('paid_after_close');
  });
});

describe("an option's money through the checkout's price-change guard", () => {
  const option: ProposalOption = {
    title: 'Solar + backup',
    lines: [
      { productId: 'panel', name: 'Panel 450 W', kind: 'product', price: 1000, quantity: 2 },
      { productId: 'fit', name: 'Installation', kind: 'service', price: 500, quantity: 1 },
    ],
    discount: null,
    subtotal: 2500,
    taxRate: 0,
    tax: 0,
    delivery: 0,
    total: 2500,
    deposit: 750,
    figures: { dailyWh: 0, backupHours: 0, panelW: 0, batteryWh: 0, inverterVa: 0 },
    savings: { generatorPerMonth: 0, prepaidPerMonth: 0, perMonth: 0, paybackMonths: null },
  };

  it('says each change in words: a price, delivery, the total', () => {
    const reissued: ProposalOption = {
      ...option,
      lines: [{ ...option.lines[0]!, price: 1100 }, option.lines[1]!],
      subtotal: 2700,
      delivery: 50,
      total: 2750,
    };
    expect(describePricingDifferences(optionPricing(option), optionPriceChange(reissued, 250_000))).toEqual([
      { kind: 'price', productId: 'panel', name: 'Panel 450 W', from: 1000, to: 1100 },
      { kind: 'shipping', from: 0, to: 50 },
      { kind: 'total', from: 2500, to: 2750 },
    ]);
    expect(describePricingDifferences(optionPricing(option), optionPriceChange(option, 250_000))).toEqual([]);
  });
});
