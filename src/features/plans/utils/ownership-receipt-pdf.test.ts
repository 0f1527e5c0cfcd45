// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { planFromRecord } from '@domain/plans/plan-record';
import { buildOwnershipReceiptPdf, ownershipReceiptFileName, ownershipReceiptLines } from './ownership-receipt-pdf';

const date = (value: unknown) => (value instanceof Date ? value : new Date(0));
const paidOn = new Date('2026-11-26T10:00:00Z');

const plan = planFromRecord(
  'plan-1',
  {
    userId: 'u1',
    source: { kind: 'order', id: 'plan-1', number: 'SS-2611-12345' },
    customer: { name: 'Abena Mensah', phone: '+233241234567', email: 'abena@example.com' },
    schedule: { name: '3 months', total: 1_080_000, cash: 1_000_000, deposit: 200_000, extra: 80_000 },
    status: 'owned',
    paid: 1_026_666,
    waived: 53_334,
    payments: [
      { reference: 'plan.plan-1.1', amount: 200_000, method: 'mobile_money', by: 'paystack', waived: 0, at: paidOn },
      { reference: 'RCPT-88', amount: 293_332, method: 'cash', by: 'admin', waived: 0, at: paidOn },
      {
        reference: 'plan.plan-1.3',
        amount: 533_334,
        method: 'mobile_money',
        by: 'paystack',
        waived: 53_334,
        at: paidOn,
      },
    ],
    ownedAt: paidOn,
  },
  date,
);

const input = {
  shopName: 'Savanna Solar',
  contact: { phones: ['+233 24 000 0000'], email: 'hello@example.com', address: 'Tamale' },
  plan,
  goods: [{ name: 'Hybrid inverter 5 kVA', quantity: 1 }],
};

describe('the ownership receipt', () => {
  it('names the plan, its order, the customer, the goods, every payment, the totals and the day fully paid', () => {
    const text = ownershipReceiptLines(input).map((l) => l.text);
    expect(text).toEqual(
      expect.arrayContaining([
        'Ownership receipt',
        'Payment plan "3 months" for order SS-2611-12345',
        'Customer: Abena Mensah, +233241234567',
        '1 x Hybrid inverter 5 kVA',
        '26 Nov 2026  GH₵2,933.32  Cash at the shop  RCPT-88',
        '26 Nov 2026  GH₵5,333.34  Mobile Money  plan.plan-1.3  (GH₵533.34 not charged: paid off early)',
        'Plan total: GH₵10,800.00',
        'Total paid: GH₵10,266.66',
        'Not charged (paid off early): GH₵533.34',
        'Fully paid on 26 Nov 2026: the goods belong to Abena Mensah.',
      ]),
    );
    expect(ownershipReceiptFileName('Savanna Solar', 'SS-2611-12345')).toBe(
      'Savanna-Solar-ownership-receipt-SS-2611-12345.pdf',
    );
  });

  it('names the project when the plan paid for one', () => {
    const text = ownershipReceiptLines({
      ...input,
      plan: { ...input.plan, source: { kind: 'project', id: 'p-1', number: 'SP-2611-40213' } },
    }).map((l) => l.text);
    expect(text).toContain('Payment plan "3 months" for project SP-2611-40213');
  });

  it('is a PDF with those words', async () => {
    const blob = await buildOwnershipReceiptPdf(input);
    const pdf = Buffer.from(await blob.arrayBuffer()).toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf).toContain('Total paid: GHS 10,266.66');
  });
});
