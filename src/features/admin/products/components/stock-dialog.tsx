import { useId, useState } from 'react';
import { DialogActions, TitledDialog } from '@/components/ui/dialog';
import { Field, fieldAria, Input } from '@/components/ui/input';
import { RadioGroup, radioOptions } from '@/components/ui/radio-group';
import { PRODUCT_MESSAGES } from '@domain/catalog/messages';
import { PRODUCT_FORM_MESSAGES } from '@domain/catalog/staff-messages';
import type { Product } from '@domain/catalog/product';
import { STOCK_MODE_LABELS } from '@domain/shared/choice-labels';
import { applyStockUpdate, STOCK_MODES, type StockMode } from '@domain/catalog/stock';
import { notify } from '@/lib/toast';
import { useUpdateStock } from '../api/update-stock';

/**
 * Stock in its three modes (docs/storefront.md, "Products and stock"), with what the stock will become before it is
 * saved.
 */
export function StockDialog({ product, onClose }: { product: Product; onClose: () => void }) {
  const id = useId();
  const [mode, setMode] = useState<StockMode>('add');
  const [amountText, setAmountText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const mutation = useUpdateStock();
  const amount = Number(amountText);
  const validAmount = amountText.trim() !== '' && Number.isInteger(amount) && amount >= 0 && amount <= 1_000_000;
  const preview = validAmount
    ? applyStockUpdate(product.stock, mode, amount, { deleted: product.deletedAt !== null })
    : null;

  const save = async () => {
    if (!validAmount) return setError(PRODUCT_FORM_MESSAGES.stock);
    try {
      const result = await mutation.mutateAsync({ id: product.id, mode, amount });
      notify.success('Stock updated ✅', `${product.name}: ${result.stock} in stock.`);
      onClose();
    } catch (e) {
      notify.error(e instanceof Error ? e.message : PRODUCT_MESSAGES.stockFailed);
    }
  };

  return (
    <TitledDialog
      onOpenChange={(open) => !open && onClose()}
      size="md"
      title={<>Stock of {product.name}</>}
      description={<>Now in stock: {product.stock}.</>}
    >
      <form
        noValidate
        className="grid gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <RadioGroup
          legend="How"
          look="row"
          name={`${id}-mode`}
          value={mode}
          options={radioOptions(STOCK_MODES, STOCK_MODE_LABELS)}
          onChange={setMode}
        />
        <Field id={`${id}-amount`} label="Quantity" error={error}>
          <Input
            type="number"
            inputMode="numeric"
            min="0"
            step="1"
            value={amountText}
            onChange={(e) => {
              setAmountText(e.target.value);
              setError(undefined);
            }}
            {...fieldAria(`${id}-amount`, error)}
          />
        </Field>
        <p role="status" className="min-h-6 text-sm text-slate-800">
          {preview &&
            `Stock will be ${preview.stock}${
              product.deletedAt
                ? ' (still deleted: restore it to sell it).'
                : preview.available
                  ? ', on sale.'
                  : ', out of stock.'
            }`}
          {preview && mode === 'subtract' && amount > product.stock && ' Stock never goes below 0.'}
        </p>
        <DialogActions label="Update stock" busyLabel="Saving..." busy={mutation.isPending} onCancel={onClose} />
      </form>
    </TitledDialog>
  );
}
