/** The built-in PDF fonts know Latin-1 only: the cedi sign and typographic marks are written plainly. */
export function pdfText(text: string): string {
  return text
    .replace(/GH₵\s?/g, 'GHS ')
    .replace(/₵/g, 'GHS ')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\u2026/g, '...')
    .replace(/[^\t\n\r\u0020-\u00FF]/g, '');
}
