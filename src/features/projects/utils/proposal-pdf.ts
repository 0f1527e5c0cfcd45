import { formatDate, shopDay } from '@domain/shared/date-time';
import type { PlanTemplate } from '@domain/plans/plan-template-terms';
import { PROJECT_KIND_LABELS, type ProjectRecord } from '@domain/projects/project';
import type { ProposalRecord } from '@domain/projects/proposal';
import type { ContactSettings } from '@domain/shop/settings';
import { pdfText } from '@/lib/pdf-text';
import { optionText, validUntilText, waysToPayText, type Row } from './proposal-text';
import { SIGNATURE_BLOCK } from '@domain/projects/messages';

/**
 * The proposal as a PDF, made on the phone when the customer asks for it ("Download the proposal (PDF)"), to
 * keep or forward on WhatsApp. jsPDF (the smallest of the well-kept PDF libraries that writes text with the
 * built-in fonts: about 135 KB gzip, loaded only on that tap) draws it; the words are the page's own
 * (proposal-text.ts). Each option carries its ways to pay (cash, and each plan offered for its total: deposit,
 * instalments, total) with the terms signed for each (proposalTerms, the accept form's), and the PDF ends with a
 * signature block.
 */

export interface ProposalPdfInput {
  shopName: string;
  contact: Pick<ContactSettings, 'phones' | 'email' | 'whatsapp' | 'address'>;
  project: Pick<ProjectRecord<Date>, 'number' | 'kind' | 'customer' | 'site'>;
  proposal: ProposalRecord<Date>;
  /** The shop's plan templates (settings/global.planTemplates): those for projects are offered beside cash */
  planTemplates?: readonly PlanTemplate[];
  /** The day the plans' dates start from (YYYY-MM-DD, the shop's); today by default */
  today?: string;
}

export { pdfText };

/** The file's name: "Savanna-Solar-proposal-SP-2611-48213-v2.pdf" */
export const proposalFileName = (shopName: string, number: string, version: number): string =>
  `${shopName.replace(/\s+/g, '-')}-proposal-${number}-v${version}.pdf`;

const PAGE = { width: 210, height: 297, margin: 16 };

/** Builds the PDF; resolves to its bytes. */
export async function buildProposalPdf({
  shopName,
  contact,
  project,
  proposal,
  planTemplates = [],
  today = shopDay(new Date()),
}: ProposalPdfInput): Promise<Blob> {
  const { jsPDF } = await import('jspdf');
  const doc = new jsPDF({ unit: 'mm', format: 'a4' });
  const right = PAGE.width - PAGE.margin;
  const width = right - PAGE.margin;
  let y = PAGE.margin;

  const room = (needed: number) => {
    if (y + needed <= PAGE.height - PAGE.margin) return;
    doc.addPage();
    y = PAGE.margin;
  };
  const write = (text: string, options: { size?: number; bold?: boolean; gap?: number } = {}) => {
    const size = options.size ?? 10;
    doc.setFont('helvetica', options.bold ? 'bold' : 'normal');
    doc.setFontSize(size);
    const lines = doc.splitTextToSize(pdfText(text), width) as string[];
    const height = size * 0.42;
    for (const line of lines) {
      room(height);
      doc.text(line, PAGE.margin, y);
      y += height;
    }
    y += options.gap ?? 1.5;
  };
  const row = (term: string, value: string, bold = false) => {
    doc.setFont('helvetica', bold ? 'bold' : 'normal');
    doc.setFontSize(10);
    const lines = doc.splitTextToSize(pdfText(term), width - 50) as string[];
    room(lines.length * 4.2);
    doc.text(lines, PAGE.margin, y);
    doc.text(pdfText(value), right, y, { align: 'right' });
    y += lines.length * 4.2 + 0.8;
  };
  const rows = (heading: string, list: Row[], boldTerms: readonly string[] = []) => {
    write(heading, { bold: true, size: 11, gap: 1 });
    for (const r of list) {
      row(r.term, r.value, boldTerms.includes(r.term));
      if (r.note) write(r.note, { size: 8, gap: 1 });
    }
    y += 2;
  };

  write(shopName, { size: 18, bold: true, gap: 1 });
  const reach = [contact.phones.join(', '), contact.whatsapp && `WhatsApp ${contact.whatsapp}`, contact.email]
    .filter(Boolean)
    .join(' · ');
  if (reach) write(reach, { size: 9, gap: 0.5 });
  if (contact.address) write(contact.address, { size: 9 });
  y += 3;

  write(`Proposal for project ${project.number} (version ${proposal.version})`, { size: 14, bold: true });
  write(`${PROJECT_KIND_LABELS[project.kind]} for ${project.customer.name}`);
  write(`Site: ${[project.site.town, project.site.region, project.site.gpsAddress].filter(Boolean).join(', ')}`);
  write(`Issued ${formatDate(proposal.issuedAt)}. ${validUntilText(proposal.validUntil)}.`, { bold: true });
  if (proposal.note) write(proposal.note);
  y += 3;

  let plansOffered = false;
  proposal.options.forEach((option, index) => {
    const text = optionText(option);
    room(30);
    write(`Option ${index + 1}: ${text.title}`, { size: 13, bold: true, gap: 2 });
    for (const line of text.lines) row(`${line.name} (${line.each})`, line.total);
    y += 2;
    rows('Price', text.money, ['Total']);
    rows('The system', text.figures);
    rows('What it saves you', text.savings);
    const ways = waysToPayText(option, planTemplates, today);
    plansOffered ||= ways.length > 1;
    write(`Ways to pay for option ${index + 1}`, { bold: true, size: 12, gap: 1.5 });
    for (const way of ways) {
      room(20);
      rows(way.name, way.rows, ['Total']);
      write(`Terms: ${way.terms}`, { size: 8, gap: 3 });
    }
    y += 4;
  });

  if (plansOffered) write(SIGNATURE_BLOCK.plansDated(today), { size: 9 });
  write(
    `Prices as of ${formatDate(proposal.issuedAt)}. ${validUntilText(proposal.validUntil)}: after that we send a new proposal at that day's prices.`,
    { size: 9 },
  );

  room(70);
  y += 6;
  write(SIGNATURE_BLOCK.title, { size: 13, bold: true, gap: 2 });
  write(SIGNATURE_BLOCK.statement(proposal.version), { gap: 8 });
  for (const label of SIGNATURE_BLOCK.lines) {
    doc.setFont('helvetica', 'normal');
    doc.setFontSize(10);
    doc.text(`${label}:`, PAGE.margin, y);
    doc.line(PAGE.margin + 25, y + 1, right, y + 1);
    y += 12;
  }
  write(SIGNATURE_BLOCK.online, { size: 9 });
  return doc.output('blob');
}
