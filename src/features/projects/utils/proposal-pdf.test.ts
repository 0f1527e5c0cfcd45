// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ProposalOption } from '@domain/projects/proposal';
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
  figures: { dailyWh: 5200, backupHours: 8, panelW: 2200, batteryWh: 5120, inverterVa: 5000 },
  savings: { generatorPerMonth: 900, prepaidPerMonth: 300, perMonth: 1200, paybackMonths: 7 },
});

describe('the proposal PDF', () => {
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
