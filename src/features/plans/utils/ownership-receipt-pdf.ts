import { formatDate } from '@domain/shared/date-time';
import { formatPesewas } from '@domain/shared/money';
import { PLAN_PAYMENT_METHOD_LABELS } from '@domain/plans/messages';
import type { PlanRecord } from '@domain/plans/plan-record';
import type { ContactSettings } from '@domain/shop/settings';
import { pdfText } from '@/lib/pdf-text';

/**
 * The ownership receipt of a fully paid plan as a PDF, made on the phone when the customer asks for it: the
 * shop, the plan and the order it paid, the customer, the goods, every payment, and the day it was fully paid.
 * jsPDF is loaded only on that tap, as for the proposal.
 */

export interface OwnershipReceiptInput {
  shopName: string;
  contact: Pick<ContactSettings, 'phones' | 'email' | 'address'>;
  plan: PlanRecord<Date>;
  /** The order's lines, when the plan paid an order */
  goods: { name: string; quantity: number }[];
}

/** The file's name: "Savanna-Solar-ownership-receipt-SS-2611-12345.pdf" */
export const ownershipReceiptFileName = (shopName: string, number: string): string =>
  `${shopName.replace(/\s+/g, '-')}-ownership-receipt-${number}.pdf`;

/** The receipt's lines, in the page's words (also what a test reads). */
export function ownershipReceiptLines({ shopName, contact, plan, goods }: OwnershipReceiptInput): {
  text: string;
  bold?: boolean;
  size?: number;
}[] {
  const reach = [contact.phones.join(', '), contact.email].filter(Boolean).join(' · ');
  const total = plan.payments.reduce((sum, p) => sum + p.amount, 0);
  return [
    { text: shopName, bold: true, size: 18 },
    ...(reach ? [{ text: reach, size: 9 }] : []),
    ...(contact.address ? [{ text: contact.address, size: 9 }] : []),
    { text: 'Ownership receipt', bold: true, size: 15 },
    { text: `Payment plan "${plan.schedule.name}" for ${plan.source.kind} ${plan.source.number}` },
    { text: `Customer: ${plan.customer.name}${plan.customer.phone ? `, ${plan.customer.phone}` : ''}` },
    ...(goods.length > 0
      ? [{ text: 'Goods', bold: true }, ...goods.map((g) => ({ text: `${g.quantity} x ${g.name}` }))]
      : []),
    { text: 'Payments', bold: true },
    ...plan.payments.map((p) => ({
      text: `${formatDate(p.at)}  ${formatPesewas(p.amount)}  ${PLAN_PAYMENT_METHOD_LABELS[p.method]}  ${p.reference}${
        p.waived > 0 ? `  (${formatPesewas(p.waived)} not charged: paid off early)` : ''
      }`,
    })),
    { text: `Plan total: ${formatPesewas(plan.schedule.total)}` },
    { text: `Total paid: ${formatPesewas(total)}`, bold: true },
    ...(plan.waived > 0 ? [{ text: `Not charged (paid off early): ${formatPesewas(plan.waived)}` }] : []),
    {
      text: `Fully paid on ${plan.ownedAt ? formatDate(plan.ownedAt) : ''}: the goods belong to ${plan.customer.name}.`,
      bold: true,
    },
  ];
}

const PAGE = { width: 210, height: 297, margin: 16 };

/** Builds the PDF; resolves to its bytes. */
export async function buildOwnershipReceiptPdf(input: OwnershipReceiptInput): Promise<Blob> {
  const { jsPDF } = await import('jspdf');
  const doc = new jsPDF({ unit: 'mm', format: 'a4' });
  const width = PAGE.width - 2 * PAGE.margin;
  let y = PAGE.margin;
  for (const line of ownershipReceiptLines(input)) {
    const size = line.size ?? 10;
    doc.setFont('helvetica', line.bold ? 'bold' : 'normal');
    doc.setFontSize(size);
    const height = size * 0.42;
    for (const part of doc.splitTextToSize(pdfText(line.text), width) as string[]) {
      if (y + height > PAGE.height - PAGE.margin) {
        doc.addPage();
        y = PAGE.margin;
      }
      doc.text(part, PAGE.margin, y);
      y += height;
    }
    y += line.bold ? 2.5 : 1.5;
  }
  return doc.output('blob');
}
