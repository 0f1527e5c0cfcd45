/** "1,250.50" or "GH₵ 1250.5" → 1250.5; anything else → NaN (the schema then says what is wrong). */
export function amountFrom(text: string): number {
  const cleaned = text.replace(/gh₵|ghs|₵|,|\s/gi, '');
  return /^\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}
