import { Trash2, X } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useShelfPrice } from '@/components/shelf-price';
import type { ShelfPrice } from '@domain/order/pricing';
import type { Product } from '@domain/catalog/product';
import { formatSpecValue, orderedSpecKeys, specLabel } from '@domain/catalog/specs';
import { stockLabel, stockState } from '@domain/catalog/stock';
import { cn } from '@/lib/cn';
import { formatGhs } from '@/lib/money';

/** A compared product as the page has it: loaded, still loading, or gone (deleted or no longer on sale). */
export type CompareColumn =
  | { id: string; name: string; status: 'ready'; product: Product }
  | { id: string; name: string; status: 'loading' | 'missing' | 'failed' };

interface Row {
  key: string;
  label: string;
  values: (string | null)[];
  /** Cell index to point out (the lowest price). */
  best?: number;
}

const DASH = '—';

function rowsFor(products: (Product | null)[], priceOf: (price: number) => ShelfPrice): Row[] {
  const present = products.filter((p): p is Product => p !== null);
  const prices = products.map((p) => p?.price ?? Number.POSITIVE_INFINITY);
  const lowest = Math.min(...prices);
  const { taxNote } = priceOf(0);
  const rows: Row[] = [
    {
      key: 'price',
      label: taxNote ? `Price (${taxNote})` : 'Price',
      values: products.map((p) =>
        p ? `${p.type === 'service' ? 'From ' : ''}${formatGhs(priceOf(p.price).amount)}` : null,
      ),
      best: present.length > 1 && prices.filter((p) => p === lowest).length === 1 ? prices.indexOf(lowest) : undefined,
    },
    { key: 'stock', label: 'Availability', values: products.map((p) => (p ? stockLabel(stockState(p)) : null)) },
    { key: 'brand', label: 'Brand', values: products.map((p) => (p ? p.brand || DASH : null)) },
    { key: 'category', label: 'Category', values: products.map((p) => (p ? p.category : null)) },
  ];
  for (const key of orderedSpecKeys(present.flatMap((p) => Object.keys(p.specs)))) {
    rows.push({
      key: `spec-${key}`,
      label: specLabel(key),
      values: products.map((p) => {
        if (!p) return null;
        const value = p.specs[key];
        return value === undefined ? DASH : formatSpecValue(key, value);
      }),
    });
  }
  return rows;
}

function differs(row: Row): boolean {
  const values = row.values.filter((v): v is string => v !== null);
  return values.length > 1 && new Set(values).size > 1;
}

interface CompareTableProps {
  columns: CompareColumn[];
  onRemove: (id: string) => void;
  onClear: () => void;
  /** Under each loaded product's name (the page's "Add to cart"). */
  actions?: (product: Product) => ReactNode;
}

// On a phone the table runs from edge to edge of the screen (so that its columns get the whole width): the cells at
// the screen's edges keep the page's gutter (1 rem), so no button or text touches the edge.
const EDGE = 'last:pr-4 sm:last:pr-3';
// Three columns share a phone's width: a column's buttons (Add to cart, Remove) wrap their words inside it rather
// than run out of it, over the next column or off the screen.
const NARROW_BUTTONS =
  'max-sm:[&_button]:h-auto max-sm:[&_button]:min-h-9 max-sm:[&_button]:max-w-full max-sm:[&_button]:px-2 max-sm:[&_button]:py-1.5 max-sm:[&_button]:whitespace-normal';

/**
 * Compared products side by side: one column each, specifications aligned by row, differences marked. On a phone
 * the table spans the screen's width with narrow spec names, so that two or three products fit side by side.
 */
export function CompareTable({ columns, onRemove, onClear, actions }: CompareTableProps) {
  const id = useId();
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const products = columns.map((c) => (c.status === 'ready' ? c.product : null));
  const rows = rowsFor(products, useShelfPrice());
  const shown = onlyDifferences ? rows.filter(differs) : rows;
  const comparable = products.filter(Boolean).length > 1;
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <label htmlFor={`${id}-diff`} className="flex items-center gap-2 text-sm text-slate-800">
          <input
            id={`${id}-diff`}
            type="checkbox"
            className="size-4 accent-brand-700"
            checked={onlyDifferences}
            disabled={!comparable}
            onChange={(e) => setOnlyDifferences(e.target.checked)}
          />
          Show only differences
        </label>
        <Button variant="outline" size="sm" onClick={onClear}>
          <Trash2 aria-hidden="true" /> Clear all
        </Button>
      </div>
      <div
        className="-mx-4 overflow-x-auto border-y border-slate-200 sm:mx-0 sm:rounded-lg sm:border"
        tabIndex={0}
        aria-labelledby={`${id}-caption`}
      >
        <table className="w-full table-fixed border-collapse text-left text-xs sm:min-w-[36rem] sm:text-sm">
          <caption id={`${id}-caption`} className="sr-only">
            Comparison of {columns.length} products. Rows marked “Differs” have different values.
          </caption>
          <thead>
            <tr className="align-top">
              <td className="sticky left-0 z-10 w-[6.25rem] bg-white p-1.5 pl-4 sm:w-36 sm:p-3" />
              {columns.map((column) => (
                <th key={column.id} scope="col" className={cn('p-1.5 font-normal sm:min-w-40 sm:p-3', EDGE)}>
                  <div className={cn('flex flex-col gap-2', NARROW_BUTTONS)}>
                    {column.status === 'ready' ? (
                      <>
                        <Link to={`/products/${column.id}`} className="group flex flex-col gap-2">
                          <img
                            src={column.product.images[0] ?? '/logo.svg'}
                            alt=""
                            width={160}
                            height={120}
                            className="aspect-[4/3] w-full rounded-md bg-amber-50 object-contain p-1"
                          />
                          <span className="font-semibold wrap-anywhere text-slate-900 group-hover:text-brand-800 group-hover:underline">
                            {column.product.name}
                          </span>
                        </Link>
                        {actions?.(column.product)}
                      </>
                    ) : column.status === 'loading' ? (
                      <span className="font-semibold wrap-anywhere text-slate-900">{column.name}</span>
                    ) : column.status === 'failed' ? (
                      <span className="text-slate-700">
                        <span className="font-semibold wrap-anywhere text-slate-900">{column.name}</span> could not be
                        loaded. Check your connection.
                      </span>
                    ) : (
                      <span className="text-slate-700">
                        <span className="font-semibold wrap-anywhere text-slate-900">{column.name}</span> is no longer
                        available.
                      </span>
                    )}
                    <Button
                      variant="ghost"
                      size="sm"
                      className="self-start text-red-700"
                      onClick={() => onRemove(column.id)}
                      aria-label={`Remove ${column.name} from the comparison`}
                    >
                      <X aria-hidden="true" /> Remove
                    </Button>
                  </div>
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {shown.map((row) => {
              const different = comparable && differs(row);
              return (
                <tr key={row.key} data-differs={different || undefined} className={cn(different && 'bg-amber-50')}>
                  <th
                    scope="row"
                    className={cn(
                      'sticky left-0 z-10 p-1.5 pl-4 font-medium wrap-anywhere text-slate-700 sm:p-3',
                      different ? 'bg-amber-50' : 'bg-white',
                    )}
                  >
                    {row.label}
                    {different && (
                      <Badge variant="warning" className="mt-1 block w-fit">
                        Differs
                      </Badge>
                    )}
                  </th>
                  {row.values.map((value, i) => (
                    <td
                      key={columns[i]?.id ?? i}
                      className={cn('p-1.5 wrap-anywhere text-slate-900 sm:p-3', EDGE, different && 'font-semibold')}
                    >
                      {value ?? (columns[i]?.status === 'loading' ? 'Loading...' : DASH)}
                      {row.best === i && (
                        <Badge className="mt-1 block w-fit" variant="default">
                          Lowest price
                        </Badge>
                      )}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {onlyDifferences && shown.length === 0 && (
        <p className="text-slate-700">These products have the same values in every row.</p>
      )}
    </div>
  );
}
