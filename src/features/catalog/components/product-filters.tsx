import { Search, X } from 'lucide-react';
import { useId } from 'react';
import { Field, Input, Label, NativeSelect } from '@/components/ui/input';
import { CATEGORIES } from '@domain/catalog/catalog';
import { PRODUCT_SORTS, type ProductSort } from '@domain/catalog/product-sort';
import { useEarlyValue } from '@/lib/prerender/early-input';

export const BEST_MATCH = 'best-match';

interface ProductFiltersProps {
  query: string;
  onQueryChange: (query: string) => void;
  category: string | null;
  onCategoryChange: (category: string | null) => void;
  /** null: best match (only offered while searching) */
  sort: ProductSort | null;
  onSortChange: (sort: ProductSort | null) => void;
  /** The search box got focus: a good moment to fetch what search needs. */
  onSearchFocus?: () => void;
}

/** Search box, category and sort of /products. */
export function ProductFilters(props: ProductFiltersProps) {
  const id = useId();
  const searching = props.query.trim() !== '';
  const sortValue = props.sort ?? BEST_MATCH;
  const onSort = (value: string) => props.onSortChange(value === BEST_MATCH ? null : (value as ProductSort));
  // Typed or chosen before the app took over the prerendered page: taken as the shopper's change.
  const queryRef = useEarlyValue<HTMLInputElement>(props.query, props.onQueryChange);
  const categoryRef = useEarlyValue<HTMLSelectElement>(props.category ?? '', (c) => props.onCategoryChange(c || null));
  const sortRef = useEarlyValue<HTMLSelectElement>(sortValue, onSort);
  return (
    <div className="grid gap-3 md:grid-cols-[1fr_auto_auto] md:items-end">
      <form role="search" className="grid gap-1.5" onSubmit={(e) => e.preventDefault()}>
        <Label htmlFor={`${id}-q`}>Search products</Label>
        <div className="relative">
          <Search className="pointer-events-none absolute top-3 left-3 size-5 text-slate-500" aria-hidden="true" />
          <Input
            id={`${id}-q`}
            type="search"
            enterKeyHint="search"
            autoComplete="off"
            placeholder="Panels, inverters, batteries…"
            className="pl-10"
            ref={queryRef}
            value={props.query}
            onFocus={props.onSearchFocus}
            onChange={(e) => props.onQueryChange(e.target.value)}
          />
          {searching && (
            <button
              type="button"
              onClick={() => props.onQueryChange('')}
              aria-label="Clear search"
              className="absolute top-1.5 right-1.5 rounded p-2 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              <X className="size-4" aria-hidden="true" />
            </button>
          )}
        </div>
      </form>
      <div className="grid grid-cols-2 gap-3 md:contents">
        <Field id={`${id}-category`} label="Category">
          <NativeSelect
            id={`${id}-category`}
            ref={categoryRef}
            value={props.category ?? ''}
            onChange={(e) => props.onCategoryChange(e.target.value || null)}
            placeholder="All categories"
            options={CATEGORIES}
          />
        </Field>
        <Field id={`${id}-sort`} label="Sort by">
          <NativeSelect
            id={`${id}-sort`}
            ref={sortRef}
            value={sortValue}
            onChange={(e) => onSort(e.target.value)}
            options={(Object.keys(PRODUCT_SORTS) as ProductSort[]).map(
              (sort) => [sort, PRODUCT_SORTS[sort].label] as const,
            )}
          >
            {(searching || props.sort === null) && <option value={BEST_MATCH}>Best match</option>}
          </NativeSelect>
        </Field>
      </div>
    </div>
  );
}
