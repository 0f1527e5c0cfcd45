import { Download } from 'lucide-react';
import { useId, useState } from 'react';
import { DialogActions, TitledDialog } from '@/components/ui/dialog';
import { Label } from '@/components/ui/input';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { CSV_TEMPLATE, type CsvImportResult } from '@domain/catalog/admin-products';
import { PRODUCT_MESSAGES } from '@domain/catalog/messages';
import { formatGhs } from '@/lib/money';
import { notify } from '@/lib/toast';
import { useImportProducts } from '../api/import-products';
import { parseProductCsv } from '../utils/parse-product-csv';

// The preview is a narrow table: its cells are padded less than the admin lists'.
const CELL = 'p-2';
const NUMBER = 'p-2 text-right';

const templateHref = `data:text/csv;charset=utf-8,${encodeURIComponent(CSV_TEMPLATE)}`;

/** Bulk import from a CSV file: a preview of what will be created, each bad row with its problems, one batch. */
export function ImportDialog({ onClose }: { onClose: () => void }) {
  const id = useId();
  const [fileName, setFileName] = useState<string | null>(null);
  const [result, setResult] = useState<CsvImportResult | null>(null);
  const mutation = useImportProducts();

  const read = async (file: File | undefined) => {
    if (!file) return;
    setFileName(file.name);
    setResult(parseProductCsv(await file.text()));
  };

  const importValid = async () => {
    if (!result || result.valid.length === 0) return;
    try {
      const n = await mutation.mutateAsync(result.valid.map((v) => v.product));
      notify.success('Products imported ✅', `${n} ${n === 1 ? 'product was' : 'products were'} added.`);
      onClose();
    } catch (e) {
      notify.error(e instanceof Error ? e.message : PRODUCT_MESSAGES.bulkImportFailed);
    }
  };

  const count = result?.valid.length ?? 0;
  return (
    <TitledDialog
      onOpenChange={(open) => !open && onClose()}
      size="wide"
      title="Import products from CSV"
      description={
        'The first line names the columns: name, category and price are needed; description, type, stock, ' +
        'lowStockThreshold, featured, brand, images (separated by |) and spec.<name> may follow. Nothing is saved ' +
        'until you confirm, and then all valid rows are saved together.'
      }
    >
      <div className="flex flex-wrap items-center gap-3">
        <Label htmlFor={`${id}-file`}>CSV file</Label>
        <input
          id={`${id}-file`}
          type="file"
          accept=".csv,text/csv"
          className="text-sm"
          onChange={(e) => void read(e.target.files?.[0])}
        />
        <a
          href={templateHref}
          download="products-template.csv"
          className="flex items-center gap-1 text-sm text-brand-800 underline"
        >
          <Download className="size-4" aria-hidden="true" /> Template
        </a>
      </div>

      {result && (
        <div className="grid gap-3" aria-live="polite">
          {result.fileErrors.length > 0 ? (
            <div role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
              <p className="font-semibold">{fileName} cannot be imported:</p>
              <ul className="list-disc pl-5">
                {result.fileErrors.map((e) => (
                  <li key={e}>{e}</li>
                ))}
              </ul>
            </div>
          ) : (
            <>
              <p className="text-sm text-slate-800" data-testid="import-summary">
                {count} {count === 1 ? 'product' : 'products'} ready to import
                {result.errors.length > 0 &&
                  `; ${result.errors.length} ${result.errors.length === 1 ? 'row has' : 'rows have'} problems and will be left out`}
                .
              </p>
              {result.errors.length > 0 && (
                <div role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
                  <ul className="grid gap-1" aria-label="Rows with problems">
                    {result.errors.map((e) => (
                      <li key={e.line}>
                        <span className="font-semibold">Row {e.line}:</span> {e.messages.join(' ')}
                      </li>
                    ))}
                  </ul>
                </div>
              )}
              {count > 0 && (
                <div
                  tabIndex={0}
                  role="region"
                  aria-label="Products to import"
                  className="max-h-64 overflow-auto rounded-md border border-slate-200 focus-visible:outline-2 focus-visible:outline-brand-700"
                >
                  <Table caption="Products to import" bare>
                    <TableHeader>
                      {(['Row', 'Name', 'Category', 'Price', 'Stock'] as const).map((heading) => (
                        <TableHead key={heading} className={heading === 'Price' || heading === 'Stock' ? NUMBER : CELL}>
                          {heading}
                        </TableHead>
                      ))}
                    </TableHeader>
                    <TableBody>
                      {result.valid.map(({ line, product }) => (
                        <TableRow key={line}>
                          <TableCell className={CELL}>{line}</TableCell>
                          <TableCell className={CELL}>{product.name}</TableCell>
                          <TableCell className={CELL}>
                            {product.category}
                            {product.type === 'service' && ' (service)'}
                          </TableCell>
                          <TableCell className={NUMBER}>{formatGhs(product.price)}</TableCell>
                          <TableCell className={NUMBER}>{product.type === 'service' ? '—' : product.stock}</TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </div>
              )}
            </>
          )}
        </div>
      )}

      <DialogActions
        label={`Import ${count} ${count === 1 ? 'product' : 'products'}`}
        busyLabel="Importing..."
        busy={mutation.isPending}
        disabled={count === 0 || (result?.fileErrors.length ?? 0) > 0}
        onAction={() => void importValid()}
        onCancel={onClose}
      />
    </TitledDialog>
  );
}
