import type { Product } from '@domain/catalog/product';
import { discountTooLarge, type FigureLine } from '@domain/projects/proposal';
import { PROPOSAL_MESSAGES } from '@domain/projects/messages';
import type { IssueProposalRequest } from '@domain/projects/proposal-input';
import { sizeSystem, type SizingInput } from '@domain/sizing/sizing';
import { matchBundle } from '@domain/sizing/sizing-match';
import type { BundleRole } from '@domain/sizing/sizing-model';

/** The builder's options as staff edit them: product ids and quantities, the discount as typed. */
export interface DraftLine {
  productId: string;
  quantity: number;
}

export interface DraftOption {
  /** Stable while editing (React key, the option's field ids) */
  key: string;
  title: string;
  lines: DraftLine[];
  discountAmount: string;
  discountReason: string;
}

let nextKey = 0;
export const newOptionKey = () => `option-${(nextKey += 1)}`;

export const blankOption = (title = ''): DraftOption => ({
  key: newOptionKey(),
  title,
  lines: [],
  discountAmount: '',
  discountReason: '',
});

/** The catalogue product as a priced line with its specs (the preview's; the function reads the same fields). */
export const figureLine = (product: Product, quantity: number): FigureLine => ({
  productId: product.id,
  name: product.name,
  kind: product.type === 'service' ? 'service' : 'product',
  price: product.price,
  quantity,
  category: product.category,
  specs: product.specs,
});

/** The installation service for an option: one named for it (backup or solar), else the lowest priced. */
export function installationFor(services: readonly Product[], solar: boolean): Product | undefined {
  const byPrice = [...services].sort((a, b) => a.price - b.price || a.name.localeCompare(b.name));
  return byPrice.find((s) => (solar ? /solar/i : /backup/i).test(s.name)) ?? byPrice[0];
}

function bundleLines(sizing: SizingInput, products: readonly Product[], roles: readonly BundleRole[]): DraftLine[] {
  const bundle = matchBundle(sizeSystem(sizing), products);
  return (bundle?.lines ?? [])
    .filter((line) => roles.includes(line.role))
    .map((line) => ({ productId: line.product.id, quantity: line.quantity }));
}

const ALL_ROLES: readonly BundleRole[] = ['inverter', 'battery', 'panels', 'controller'];

/**
 * Up to three options from the sizing, each with the catalogue's matching products (domain/sizing/sizing-match.ts)
 * and an installation service: "Backup only" (inverter and batteries for the outages), "Solar + backup" (with
 * panels and a charge controller) and "Off-grid" (a battery for a whole day or more, and the array to refill it).
 * An option nothing in stock matches is left out.
 */
export function prefillOptions(
  sizing: SizingInput,
  products: readonly Product[],
  services: readonly Product[],
): DraftOption[] {
  const backup: SizingInput = { ...sizing, goal: 'backup' };
  const offGrid: SizingInput = { ...sizing, goal: 'off-grid', autonomyDays: Math.max(1, sizing.autonomyDays) };
  const withService = (lines: DraftLine[], solar: boolean): DraftLine[] => {
    const service = installationFor(services, solar);
    return service && lines.length > 0 ? [...lines, { productId: service.id, quantity: 1 }] : lines;
  };
  return [
    { title: 'Backup only', lines: withService(bundleLines(backup, products, ['inverter', 'battery']), false) },
    { title: 'Solar + backup', lines: withService(bundleLines(backup, products, ALL_ROLES), true) },
    { title: 'Off-grid', lines: withService(bundleLines(offGrid, products, ALL_ROLES), true) },
  ]
    .filter((option) => option.lines.length > 0)
    .map((option) => ({ ...blankOption(option.title), lines: option.lines }));
}

/** The discount as typed: null when none (empty), NaN when it is not a number. */
export function discountOf(option: DraftOption): { amount: number; reason: string } | null {
  if (option.discountAmount.trim() === '') return null;
  return { amount: Number(option.discountAmount), reason: option.discountReason.trim() };
}

/** What is wrong with an option before it is sent, in staff's words (the function checks again); null when fine. */
export function optionProblem(option: DraftOption, lines: readonly FigureLine[]): string | null {
  if (option.title.trim() === '' || option.title.trim().length > 80) return PROPOSAL_MESSAGES.title;
  if (option.lines.length === 0) return PROPOSAL_MESSAGES.lines;
  if (option.lines.some((l) => !Number.isInteger(l.quantity) || l.quantity < 1 || l.quantity > 500)) {
    return PROPOSAL_MESSAGES.quantity;
  }
  const discount = discountOf(option);
  if (!discount) return null;
  const cents = discount.amount * 100;
  if (!Number.isFinite(discount.amount) || discount.amount <= 0 || Math.abs(Math.round(cents) - cents) > 1e-6) {
    return PROPOSAL_MESSAGES.discountAmount;
  }
  if (discount.reason.length < 2 || discount.reason.length > 200) return PROPOSAL_MESSAGES.discountReason;
  if (discountTooLarge(lines, discount.amount)) return PROPOSAL_MESSAGES.discountTooLarge(option.title.trim());
  return null;
}

/** The request issueProposal takes: ids and quantities only (the server prices them). */
export function proposalRequest(
  projectId: string,
  options: readonly DraftOption[],
  note: string,
): IssueProposalRequest {
  return {
    projectId,
    options: options.map((option) => ({
      title: option.title.trim(),
      lines: option.lines.map(({ productId, quantity }) => ({ productId, quantity })),
      discount: discountOf(option),
    })),
    note: note.trim(),
  };
}
