// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ProposalOption } from '@domain/projects/proposal';
import type { PlanTemplate } from '@domain/plans/plan-template-terms';
import { buildProposalPdf, pdfText, proposalFileName } from './proposal-pdf';

const option = (title: string, total: number, deposit: number): ProposalOption => ({
  title,
  lines: [
    { productId: 'inv', name: 'Inverter 5 kVA', kind: 'product', price: 6000, quantity: 1 },
    { productId: 'install', name: 'Installation', kind: 'service', price: 1500, quantity: 1 },
  ],
  discount: { amount: 200, reason: 'Neighbour referral' },
  subtotal: 7500,
  taxRate: 15,
  tax: 1095,
  delivery: 0,
  total,
  deposit,
  figures: {
    dailyWh: 5200,
    backupHours: 11.3,
    backupAssumption: 'With your LED bulbs, TV and fridge on as usual during an evening outage of 8 hours.',
    panelW: 2200,
    batteryWh: 5120,
    inverterVa: 5000,
  },
  savings: { generatorPerMonth: 900, prepaidPerMonth: 300, perMonth: 1200, paybackMonths: 7 },
});

/** For projects from GH₵10,000: 20 % down, 3 monthly instalments, 10 % extra. */
const THREE_MONTHS: PlanTemplate = {
  id: 'three-months',
  name: '3 months',
  depositPercent: 20,
  count: 3,
  frequency: 'monthly',
  extra: { kind: 'percent', value: 10 },
  graceDays: 3,
  release: 'deposit',
  minTotal: 10_000,
  scope: 'products_and_projects',
  active: true,
};

/** The PDF's text as it is stored (uncompressed; each line of a wrapped paragraph on its own). */
async function pdfOf(options: ProposalOption[], planTemplates: PlanTemplate[] = []) {
  const blob = await buildProposalPdf({
    shopName: 'Savanna Solar',
    contact: { phones: ['+233 24 000 0000'], email: 'shop@example.com', whatsapp: '', address: 'Tamale' },
    project: {
      number: 'SP-2611-48213',
      kind: 'installation',
      customer: { name: 'Ama Mensah', phone: '+233244120127', email: '' },
      site: { region: 'Northern', town: 'Tamale', gpsAddress: 'NT-0123-4567', landmark: '' },
    },
    proposal: {
      version: 2,
      issuedAt: new Date('2026-11-25T10:00:00Z'),
      validUntil: new Date('2026-12-09T23:59:59Z'),
      issuedBy: 'admin',
      issuedByName: 'Kofi',
      note: '',
      options,
    },
    planTemplates,
    today: '2026-11-25',
  });
  return Buffer.from(await blob.arrayBuffer()).toString('latin1');
}

/** The text of the PDF's text operators, joined: a paragraph wrapped over lines reads as one. */
const wordsOf = (pdf: string) =>
  [...pdf.matchAll(/\((.*?)\) Tj/g)]
    .map((m) => m[1]!.replace(/\\([()\\])/g, '$1'))
    .join(' ')
    .replace(/\s+/g, ' ');

describe('the proposal PDF', () => {
  it('carries each option\u2019s ways to pay (cash and each plan offered), the terms of each, and a signature block', async () => {
    const text = wordsOf(
      await pdfOf([option('Backup only', 8395, 2518.5), option('Solar and backup', 12000, 3600)], [THREE_MONTHS]),
    );
    // Option 1 (GHS 8,395.00) is below the plan's minimum: cash only. Option 2 (12,000.00): cash and "3 months".
    expect(text).toContain('Ways to pay for option 1 Paying in cash Deposit, when you accept GHS 2,518.50');
    expect(text).toContain('Balance, when the system is installed GHS 5,876.50 Total GHS 8,395.00');
    expect(text).toContain('Ways to pay for option 2 Paying in cash');
    // 12,000: deposit 2,400; 9,600 + 10 % (960) = 10,560 in 3: 3,520.00 each; 12,960.00 in all.
    expect(text).toContain('Payment plan "3 months" Deposit, when you accept GHS 2,400.00');
    expect(text).toContain('Instalment 1 of 3, due Friday 25 December 2026 GHS 3,520.00');
    expect(text).toContain('Instalment 3 of 3, due Thursday 25 February 2027 GHS 3,520.00');
    expect(text).toContain('Total (GHS 960.00 more than in cash) GHS 12,960.00');
    expect(text.match(/Payment plan "3 months"/g)).toHaveLength(1);
    // The terms of each way, the accept form's own words.
    expect(text).toContain(
      'Terms: By typing my name I accept this option of the proposal at GHS 8,395.00, paid in cash. I pay the deposit of GHS 2,518.50 now.',
    );
    expect(text).toContain(
      'Terms: By typing my name I accept this option of the proposal, GHS 12,000.00 in cash, paid by the payment plan "3 months": a deposit of GHS 2,400.00 now, then 3 monthly instalments from Friday 25 December 2026 to Thursday 25 February 2027, GHS 12,960.00 in all',
    );
    expect(text).toContain("The plans' dates are those of a plan started today, Wednesday 25 November 2026");
    // The signature block, last.
    expect(text).toContain('Acceptance I accept option ______ of this proposal (version 2)');
    expect(text).toMatch(/Full name: Signature: Date: Or accept on your project page/);
    expect(text.indexOf('Acceptance')).toBeGreaterThan(text.indexOf('Valid until 9 Dec 2026: after that'));
  });

  it('the backup hours with what they assume', async () => {
    const text = wordsOf(await pdfOf([option('Backup only', 8395, 2518.5)]));
    expect(text).toContain(
      'Backup in a power cut 11.3 hours With your LED bulbs, TV and fridge on as usual during an evening outage of 8 hours.',
    );
    expect(text).not.toContain('Payment plan');
  });

  it('holds the shop, the project number, each option\u2019s lines and money, figures, savings and validity', async () => {
    const blob = await buildProposalPdf({
      shopName: 'Savanna Solar',
      contact: { phones: ['+233 24 000 0000'], email: 'shop@example.com', whatsapp: '', address: 'Tamale' },
      project: {
        number: 'SP-2611-48213',
        kind: 'installation',
        customer: { name: 'Ama Mensah', phone: '+233244120127', email: '' },
        site: { region: 'Northern', town: 'Tamale', gpsAddress: 'NT-0123-4567', landmark: '' },
      },
      proposal: {
        version: 2,
        issuedAt: new Date('2026-11-25T10:00:00Z'),
        validUntil: new Date('2026-12-09T23:59:59Z'),
        issuedBy: 'admin',
        issuedByName: 'Kofi',
        note: '',
        options: [option('Backup only', 8395, 2518.5), option('Solar and backup', 12000, 3600)],
      },
    });
    const text = Buffer.from(await blob.arrayBuffer()).toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    for (const words of [
      'Savanna Solar',
      '+233 24 000 0000',
      'Proposal for project SP-2611-48213 \\(version 2\\)',
      'Option 1: Backup only',
      'Option 2: Solar and backup',
      'Inverter 5 kVA',
      'GHS 6,000.00',
      'Discount \\(Neighbour referral\\)',
      'GHS 8,395.00',
      'GHS 2,518.50',
      '2.2 kWp',
      '5.12 kWh',
      'GHS 1,200.00 a month',
      '7 months',
      'Valid until 9 Dec 2026',
    ]) {
      expect(text).toContain(words);
    }
  });

  it('writes the cedi sign and typographic marks in the built-in fonts\u2019 letters', () => {
    expect(pdfText('GH₵1,250.00 \u2013 today\u2019s')).toBe("GHS 1,250.00 - today's");
    expect(proposalFileName('Savanna Solar', 'SP-2611-48213', 2)).toBe('Savanna-Solar-proposal-SP-2611-48213-v2.pdf');
  });
});
