import Papa from 'papaparse';
import { validateCsvRows, type CsvImportResult } from '@domain/catalog/admin-products';
import { CSV_MESSAGES } from '@domain/catalog/staff-messages';

/**
 * Reads a CSV file's text (header row first, comma or semicolon separated, quotes as spreadsheets write them)
 * and validates every row: the preview shows the valid products and each bad row with its line and problems.
 */
export function parseProductCsv(text: string): CsvImportResult {
  const parsed = Papa.parse<Record<string, string | undefined>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: false,
    transformHeader: (header) => header.trim(),
  });
  const headers = parsed.meta.fields ?? [];
  const fatal = parsed.errors.filter((e) => e.type === 'Delimiter' && headers.length <= 1);
  if (headers.length === 0 || fatal.length > 0) return { fileErrors: [CSV_MESSAGES.notCsv], valid: [], errors: [] };
  // A trailing newline gives one empty row at the end: validateCsvRows skips blank rows anyway.
  return validateCsvRows(headers, parsed.data);
}
