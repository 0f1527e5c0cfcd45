import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/input';
import { Alert } from '@/components/ui/panel';
import type { Product } from '@domain/catalog/product';
import { formatGhs } from '@/lib/money';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useAdminProducts } from '@/features/admin/products/api/get-admin-products';

const SHOWN = 8;

/** The admin product search (on sale only), for adding a product or service to an option. */
export function ProductSearch({
  optionTitle,
  inOption,
  onAdd,
  onClose,
}: {
  optionTitle: string;
  inOption: ReadonlySet<string>;
  onAdd: (product: Product) => void;
  onClose: () => void;
}) {
  const id = useId();
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search.trim());
  const query = useAdminProducts({ search: settled, category: '', status: 'on-sale' });
  const found = (query.data?.pages.flatMap((page) => page.products) ?? []).slice(0, SHOWN);
  return (
    <div className="grid gap-2 rounded-md border border-slate-200 bg-slate-50 p-3">
      <Field id={`${id}-search`} label={`Find a product or service to add to ${optionTitle || 'this option'}`}>
        <Input
          id={`${id}-search`}
          type="search"
          value={search}
          placeholder="e.g. battery, panel, installation"
          onChange={(event) => setSearch(event.target.value)}
        />
      </Field>
      {query.isError ? (
        <Alert>The catalogue could not be searched. Check your connection and try again.</Alert>
      ) : query.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          Searching the catalogue…
        </p>
      ) : found.length === 0 ? (
        <p className="text-sm text-slate-600">Nothing on sale matches “{settled}”.</p>
      ) : (
        <ul className="grid gap-1" aria-label="Products and services found">
          {found.map((product) => (
            <li key={product.id} className="flex items-center justify-between gap-2 rounded bg-white px-2 py-1">
              <span className="text-sm">
                {product.name} <span className="text-slate-600">· {product.category}</span> · {formatGhs(product.price)}
              </span>
              {inOption.has(product.id) ? (
                <span className="text-sm text-slate-600">In this option</span>
              ) : (
                <Button size="sm" variant="outline" onClick={() => onAdd(product)}>
                  Add<span className="sr-only"> {product.name}</span>
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <div>
        <Button size="sm" variant="ghost" onClick={onClose}>
          Done adding
        </Button>
      </div>
    </div>
  );
}
