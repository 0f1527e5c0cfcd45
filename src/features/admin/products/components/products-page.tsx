import { FileUp, Plus, Wand2 } from 'lucide-react';
import { useState } from 'react';
import { lazyComponent } from '@/components/lazy-part';
import { useSearchParams } from 'react-router';
import { AdminList, AdminPage, FilterBar, FilterSelect, LoadMore, SearchFilter } from '@/components/admin-page';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { CATEGORIES } from '@domain/catalog/catalog';
import { PRODUCT_MESSAGES } from '@domain/catalog/messages';
import type { Product } from '@domain/catalog/product';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { notify } from '@/lib/toast';
import { useAdminProducts } from '../api/get-admin-products';
import { useDeleteProductPermanently } from '../api/delete-product-permanently';
import { useMigrateProductTypes } from '../api/migrate-product-types';
import { useRestoreProduct, useSoftDeleteProduct } from '../api/soft-delete-product';
import {
  NO_PRODUCT_FILTERS,
  PRODUCT_STATUS_FILTERS,
  type ProductFilters,
  type ProductStatusFilter,
} from '../utils/filter-products';
import { ProductTable, type ProductAction } from './product-table';

// The dialogs load when first opened (the form brings zod and react-hook-form, the import papaparse).
const ProductFormDialog = lazyComponent(() => import('./product-form-dialog').then((m) => m.ProductFormDialog), {
  what: 'the product form',
  failure: 'floating',
});
const StockDialog = lazyComponent(() => import('./stock-dialog').then((m) => m.StockDialog), {
  what: 'the stock form',
  failure: 'floating',
});
const ImportDialog = lazyComponent(() => import('./import-dialog').then((m) => m.ImportDialog), {
  what: 'the import form',
  failure: 'floating',
});

const CATEGORY_OPTIONS = [['', 'All categories'], ...CATEGORIES.map((c) => [c, c] as const)] as const;
const STATUS_OPTIONS = Object.entries(PRODUCT_STATUS_FILTERS) as [ProductStatusFilter, string][];

type Open =
  | { kind: 'form'; product: Product | null }
  | { kind: 'stock'; product: Product }
  | { kind: 'import' }
  | { kind: 'delete'; product: Product }
  | { kind: 'purge'; product: Product }
  | { kind: 'migrate' }
  | null;

/** The two ways to delete a product: out of the shop (it can be restored), or for good. */
const REMOVALS = {
  delete: {
    title: (p: Product) => `Delete ${p.name}?`,
    description: 'It leaves the shop at once. It stays here under Deleted, where you can restore it.',
    confirmLabel: 'Delete',
    success: (p: Product) => `${p.name} is deleted.`,
    failed: PRODUCT_MESSAGES.deleteFailed,
  },
  purge: {
    title: (p: Product) => `Delete ${p.name} permanently?`,
    description:
      'The record is removed for good and cannot be restored. Past orders keep their own copy of its name and price.',
    confirmLabel: 'Delete permanently',
    success: (p: Product) => `${p.name} is permanently deleted.`,
    failed: PRODUCT_MESSAGES.permanentDeleteFailed,
  },
} as const;

export function ProductsPage() {
  const [params] = useSearchParams();
  // The dashboard links here with ?status=low or ?status=out.
  const [filters, setFilters] = useState<ProductFilters>(() => {
    const status = params.get('status') ?? '';
    return {
      ...NO_PRODUCT_FILTERS,
      ...(status in PRODUCT_STATUS_FILTERS ? { status: status as ProductStatusFilter } : {}),
    };
  });
  const setFilter = (next: Partial<ProductFilters>) => setFilters((current) => ({ ...current, ...next }));
  // A page at a time, filtered and searched on the server, asked once typing pauses.
  const query = useAdminProducts({ ...filters, search: useDebouncedValue(filters.search.trim()) });
  const shown = query.data?.pages.flatMap((p) => p.products) ?? [];
  const [open, setOpen] = useState<Open>(null);
  const softDelete = useSoftDeleteProduct();
  const restore = useRestoreProduct();
  const purge = useDeleteProductPermanently();
  const migrate = useMigrateProductTypes();

  const close = () => setOpen(null);

  const run = async (action: () => Promise<unknown>, success: string, fallback: string) => {
    try {
      await action();
      notify.success(success);
      close();
    } catch (e) {
      notify.error(e instanceof Error ? e.message : fallback);
    }
  };

  const onAction = (action: ProductAction, product: Product) =>
    action === 'restore'
      ? void run(() => restore.mutateAsync(product), `${product.name} is restored.`, PRODUCT_MESSAGES.updateFailed)
      : setOpen({ kind: action, product });
  const removing = open?.kind === 'delete' || open?.kind === 'purge' ? open : null;
  const removal = REMOVALS[removing?.kind ?? 'delete'];

  return (
    <AdminPage
      title="Products"
      description="The catalogue: search, edit, stock, delete and import."
      actions={
        <>
          <Button onClick={() => setOpen({ kind: 'form', product: null })}>
            <Plus aria-hidden="true" /> New product
          </Button>
          <Button variant="outline" onClick={() => setOpen({ kind: 'import' })}>
            <FileUp aria-hidden="true" /> Import CSV
          </Button>
          <Button variant="outline" onClick={() => setOpen({ kind: 'migrate' })}>
            <Wand2 aria-hidden="true" /> Set the product type from each category
          </Button>
        </>
      }
    >
      <FilterBar className="sm:grid-cols-3">
        <SearchFilter
          placeholder="Name, brand or category"
          value={filters.search}
          onChange={(text) => setFilter({ search: text })}
        />
        <FilterSelect
          label="Category"
          value={filters.category}
          options={CATEGORY_OPTIONS}
          onChange={(category) => setFilter({ category })}
        />
        <FilterSelect
          label="Status"
          value={filters.status}
          options={STATUS_OPTIONS}
          onChange={(status) => setFilter({ status })}
        />
      </FilterBar>

      <AdminList
        query={query}
        loading="Loading products…"
        failed={PRODUCT_MESSAGES.fetchFailed}
        empty={shown.length === 0 && 'No products match.'}
      >
        {() => <ProductTable products={shown} onAction={onAction} restoring={restore.isPending} />}
      </AdminList>
      <LoadMore query={query} label="Load more products" />

      {open?.kind === 'form' && <ProductFormDialog product={open.product} onClose={close} />}
      {open?.kind === 'stock' && <StockDialog product={open.product} onClose={close} />}
      {open?.kind === 'import' && <ImportDialog onClose={close} />}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(o) => !o && close()}
        title={removing ? removal.title(removing.product) : ''}
        description={removal.description}
        confirmLabel={removal.confirmLabel}
        busyLabel="Deleting..."
        destructive
        busy={(removing?.kind === 'purge' ? purge : softDelete).isPending}
        onConfirm={() =>
          removing &&
          void run(
            () => (removing.kind === 'purge' ? purge : softDelete).mutateAsync(removing.product.id),
            removal.success(removing.product),
            removal.failed,
          )
        }
      />
      <ConfirmDialog
        open={open?.kind === 'migrate'}
        onOpenChange={(o) => !o && close()}
        title="Set the product type from each category?"
        description="Products without a type (added long ago, or imported without one) get the type their category gives: a service for installation, maintenance and consultation, a product for everything else. Products that already have a type keep it. Older products also become findable by the search and the Low stock and Out of stock filters."
        confirmLabel="Set the types"
        busyLabel="Setting types..."
        busy={migrate.isPending}
        onConfirm={async () => {
          try {
            const n = await migrate.mutateAsync();
            notify.success(
              'Product types set ✅',
              n === 0
                ? 'Every product already had a type.'
                : `${n} ${n === 1 ? 'product was' : 'products were'} updated.`,
            );
            close();
          } catch (e) {
            notify.error(e instanceof Error ? e.message : PRODUCT_MESSAGES.migrateTypesFailed);
          }
        }}
      />
    </AdminPage>
  );
}
