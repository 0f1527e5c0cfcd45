import { useId } from 'react';
import { Button, RemoveButton } from '@/components/ui/button';
import { Field, fieldAria, Input } from '@/components/ui/input';
import type { Product } from '@domain/catalog/product';
import { type ProposalOption } from '@domain/projects/proposal';
import { formatGhs } from '@/lib/money';
import { type DraftOption } from '../utils/draft';
import { OptionFigures } from './option-figures';
import { ProductSearch } from './product-search';

/** One option of a proposal as staff edit it: its title, its products and quantities, discount and notes. */
export function OptionEditor({
  option,
  index,
  known,
  offSale,
  preview,
  adding,
  onChange,
  onAdding,
  onAdd,
  onRemove,
}: {
  option: DraftOption;
  index: number;
  known: ReadonlyMap<string, Product>;
  offSale: ReadonlySet<string>;
  preview: ProposalOption;
  adding: boolean;
  onChange: (update: (option: DraftOption) => DraftOption) => void;
  onAdding: (on: boolean) => void;
  onAdd: (product: Product) => void;
  onRemove?: () => void;
}) {
  const id = useId();
  const setLine = (productId: string, quantity: number) =>
    onChange((o) => ({ ...o, lines: o.lines.map((l) => (l.productId === productId ? { ...l, quantity } : l)) }));
  return (
    <div className="grid gap-4" data-testid={`option-${index}`}>
      <div className="flex flex-wrap items-end gap-3">
        <Field id={`${id}-title`} label="Name of the option" className="grid flex-1 gap-1.5">
          <Input
            id={`${id}-title`}
            value={option.title}
            maxLength={80}
            onChange={(event) => onChange((o) => ({ ...o, title: event.target.value }))}
          />
        </Field>
        {onRemove && (
          <Button variant="outline" onClick={onRemove}>
            Remove this option
          </Button>
        )}
      </div>
      {option.lines.length === 0 ? (
        <p className="text-sm text-slate-700">No products or services yet: add some below.</p>
      ) : (
        <table className="w-full text-sm">
          <caption className="sr-only">Products and services of option {index + 1}</caption>
          <thead>
            <tr className="border-b border-slate-200 text-left text-slate-700">
              <th scope="col" className="py-1 font-medium">
                Product or service
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                Price today
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                Quantity
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                Line total
              </th>
              <th scope="col" className="py-1">
                <span className="sr-only">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {option.lines.map((line) => {
              const product = known.get(line.productId);
              const name = product?.name ?? 'A product no longer in the catalogue';
              return (
                <tr key={line.productId} className="border-b border-slate-100">
                  <td className="py-1">
                    {name}
                    {product?.type === 'service' && <span className="text-slate-600"> (service)</span>}
                    {offSale.has(line.productId) && (
                      <span className="block text-sm font-medium text-red-700">Not on sale now: remove it.</span>
                    )}
                  </td>
                  <td className="py-1 text-right tabular-nums">{product ? formatGhs(product.price) : '—'}</td>
                  <td className="py-1 text-right">
                    <Input
                      type="number"
                      inputMode="numeric"
                      min={1}
                      max={500}
                      step={1}
                      className="ml-auto h-9 w-20 text-right"
                      aria-label={`Quantity of ${name}`}
                      value={Number.isFinite(line.quantity) ? line.quantity : ''}
                      onChange={(event) => setLine(line.productId, event.target.valueAsNumber)}
                    />
                  </td>
                  <td className="py-1 text-right tabular-nums">
                    {product && Number.isInteger(line.quantity) && line.quantity > 0
                      ? formatGhs((Math.round(product.price * 100) * line.quantity) / 100)
                      : '—'}
                  </td>
                  <td className="py-1 text-right">
                    <RemoveButton
                      label={`Remove ${name}`}
                      onClick={() =>
                        onChange((o) => ({ ...o, lines: o.lines.filter((l) => l.productId !== line.productId) }))
                      }
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {adding ? (
        <ProductSearch
          optionTitle={option.title.trim()}
          inOption={new Set(option.lines.map((l) => l.productId))}
          onAdd={onAdd}
          onClose={() => onAdding(false)}
        />
      ) : (
        <div>
          <Button variant="outline" size="sm" onClick={() => onAdding(true)}>
            Add a product or service
          </Button>
        </div>
      )}
      <div className="grid gap-3 sm:grid-cols-[12rem_1fr]">
        <Field id={`${id}-discount`} label="Discount (GHS)" optional>
          <Input
            id={`${id}-discount`}
            inputMode="decimal"
            value={option.discountAmount}
            onChange={(event) => onChange((o) => ({ ...o, discountAmount: event.target.value }))}
          />
        </Field>
        <Field id={`${id}-reason`} label="Reason for the discount" hint="The customer reads it.">
          <Input
            {...fieldAria(`${id}-reason`, undefined, { hint: true })}
            value={option.discountReason}
            maxLength={200}
            onChange={(event) => onChange((o) => ({ ...o, discountReason: event.target.value }))}
          />
        </Field>
      </div>
      <div className="rounded-md bg-slate-50 p-3">
        <h3 className="mb-2 text-sm font-semibold text-slate-900">Preview at today’s prices</h3>
        <OptionFigures option={preview} testId={`preview-${index}`} />
      </div>
    </div>
  );
}
