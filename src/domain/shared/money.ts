/** Money is GHS with 2 decimals in documents; arithmetic is done in integer pesewas so totals never drift. */
export type Pesewas = number;

export function toPesewas(ghs: number): Pesewas {
  return Math.round(ghs * 100);
}

export function fromPesewas(pesewas: Pesewas): number {
  return Math.round(pesewas) / 100;
}

const ghs = new Intl.NumberFormat('en-GH', { style: 'currency', currency: 'GHS' });

/** "GH₵1,250.00": prices are shown with Intl so the currency sign and grouping are right. */
export function formatGhs(amount: number): string {
  return ghs.format(amount);
}

/** formatGhs of an amount in pesewas. */
export const formatPesewas = (pesewas: Pesewas): string => formatGhs(fromPesewas(pesewas));

/** Amounts as "GHS 1,250.00": the cedi sign is not in the SMS alphabet (it would halve an SMS's length). */
export function ghsText(amount: number): string {
  return `GHS ${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}
