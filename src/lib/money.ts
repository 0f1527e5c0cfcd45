const ghs = new Intl.NumberFormat('en-GH', { style: 'currency', currency: 'GHS' });

/** "GH₵1,250.00": prices are shown with Intl so the currency sign and grouping are right. */
export function formatGhs(amount: number): string {
  return ghs.format(amount);
}
