import { Boxes, FileUp, Pencil, Plus, RotateCcw, Trash2, Wand2 } from 'lucide-react';
import { useState } from 'react';
import { lazyComponent } from '@/components/lazy-part';
import { useSearchParams } from 'react-router';
import { AdminList, AdminPage, FilterBar, FilterInput, FilterSelect } from '@/components/admin-page';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Pager } from '@/components/pager';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { CATEGORIES } from '@/domain/catalog';
import { PRODUCT_MESSAGES } from '@/domain/messages';
import type { Product } from '@/domain/product';
import { stockLabel, stockState } from '@/domain/stock';
import { formatGhs } from '@/lib/money';
import { pageOf } from '@/lib/pagination';
import { notify } from '@/lib/toast';
import { useAdminProducts } from '../api/get-admin-products';
import { useDeleteProductPermanently } from '../api/delete-product-permanently';
import { useMigrateProductTypes } from '../api/migrate-product-types';
import { useRestoreProduct, useSoftDeleteProduct } from '../api/soft-delete-product';
import {
  filterProducts,
  NO_PRODUCT_FILTERS,
  PRODUCT_STATUS_FILTERS,
  type ProductFilters,
  type ProductStatusFilter,
} from '../utils/filter-products';

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

function StatusBadge({ product }: { product: Product }) {
  if (product.deletedAt) return <Badge variant="danger">Deleted</Badge>;
  const state = stockState(product);
  if (state.kind === 'service') return <Badge variant="neutral">Service</Badge>;
  const variant = state.kind === 'out' ? 'danger' : state.kind === 'low' ? 'warning' : 'default';
  return <Badge variant={variant}>{stockLabel(state)}</Badge>;
}

export function ProductsPage() {
  const query = useAdminProducts();
  const products = query.data;
  const [params] = useSearchParams();
  // The dashboard links here with ?status=low or ?status=out.
  const [filters, setFilters] = useState<ProductFilters>(() => {
    const status = params.get('status') ?? '';
    return {
      ...NO_PRODUCT_FILTERS,
      ...(status in PRODUCT_STATUS_FILTERS ? { status: status as ProductStatusFilter } : {}),
    };
  });
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<Open>(null);
  const softDelete = useSoftDeleteProduct();
  const restore = useRestoreProduct();
  const purge = useDeleteProductPermanently();
  const migrate = useMigrateProductTypes();

  const setFilter = (next: Partial<ProductFilters>) => {
    setFilters((f) => ({ ...f, ...next }));
    setPage(1);
  };
  const filtered = products ? filterProducts(products, filters) : [];
  const shown = pageOf(filtered, page);
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
            <Wand2 aria-hidden="true" /> Migrate product types
          </Button>
        </>
      }
    >
      <FilterBar className="sm:grid-cols-3">
        <FilterInput
          label="Search"
          type="search"
          placeholder="Name, brand or category"
          value={filters.search}
          onChange={(e) => setFilter({ search: e.target.value })}
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
        empty={filtered.length === 0 && 'No products match.'}
      >
        {() => (
          <>
            <Table caption="Products">
              <TableHeader>
                <TableHead className="p-2 sm:p-3">Product</TableHead>
                <TableHead className="hidden p-2 text-right sm:table-cell sm:p-3">Price</TableHead>
                <TableHead className="hidden p-2 text-right md:table-cell md:p-3">Stock</TableHead>
                <TableHead className="hidden p-2 sm:table-cell sm:p-3">Status</TableHead>
                <TableHead className="p-2 text-right sm:p-3">
                  <span className="sr-only">Actions</span>
                </TableHead>
              </TableHeader>
              <TableBody>
                {shown.items.map((p) => (
                  <TableRow key={p.id} data-product-id={p.id}>
                    <TableCell className="p-2 sm:p-3">
                      <div className="min-w-40 font-medium wrap-anywhere text-slate-900">{p.name}</div>
                      <div className="text-xs text-slate-600">
                        {p.category}
                        {p.brand && ` · ${p.brand}`}
                        {p.featured && ' · Featured'}
                      </div>
                      <div className="mt-1 flex flex-wrap items-center gap-2 sm:hidden">
                        <span>{formatGhs(p.price)}</span>
                        {p.type === 'product' && <span className="text-slate-600">{p.stock} in stock</span>}
                        <StatusBadge product={p} />
                      </div>
                    </TableCell>
                    <TableCell className="hidden p-2 sm:p-3 text-right whitespace-nowrap sm:table-cell">
                      {formatGhs(p.price)}
                    </TableCell>
                    <TableCell className="hidden p-2 sm:p-3 text-right md:table-cell">
                      {p.type === 'service' ? '—' : p.stock}
                    </TableCell>
                    <TableCell className="hidden p-2 sm:p-3 whitespace-nowrap sm:table-cell">
                      <StatusBadge product={p} />
                    </TableCell>
                    <TableCell className="p-2 sm:p-3">
                      <div className="flex justify-end gap-1">
                        <Button
                          variant="ghost"
                          size="sm"
                          aria-label={`Edit ${p.name}`}
                          onClick={() => setOpen({ kind: 'form', product: p })}
                        >
                          <Pencil aria-hidden="true" /> <span className="hidden lg:inline">Edit</span>
                        </Button>
                        {p.type === 'product' && (
                          <Button
                            variant="ghost"
                            size="sm"
                            aria-label={`Stock of ${p.name}`}
                            onClick={() => setOpen({ kind: 'stock', product: p })}
                          >
                            <Boxes aria-hidden="true" /> <span className="hidden lg:inline">Stock</span>
                          </Button>
                        )}
                        {p.deletedAt ? (
                          <>
                            <Button
                              variant="ghost"
                              size="sm"
                              aria-label={`Restore ${p.name}`}
                              disabled={restore.isPending}
                              onClick={() =>
                                void run(
                                  () => restore.mutateAsync(p),
                                  `${p.name} is restored.`,
                                  PRODUCT_MESSAGES.updateFailed,
                                )
                              }
                            >
                              <RotateCcw aria-hidden="true" /> <span className="hidden lg:inline">Restore</span>
                            </Button>
                            <Button
                              variant="ghost"
                              size="sm"
                              className="text-red-800"
                              aria-label={`Delete ${p.name} permanently`}
                              onClick={() => setOpen({ kind: 'purge', product: p })}
                            >
                              <Trash2 aria-hidden="true" /> <span className="hidden lg:inline">Delete forever</span>
                            </Button>
                          </>
                        ) : (
                          <Button
                            variant="ghost"
                            size="sm"
                            className="text-red-800"
                            aria-label={`Delete ${p.name}`}
                            onClick={() => setOpen({ kind: 'delete', product: p })}
                          >
                            <Trash2 aria-hidden="true" /> <span className="hidden lg:inline">Delete</span>
                          </Button>
                        )}
                      </div>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <Pager page={shown.page} pages={shown.pages} total={filtered.length} noun="products" onPage={setPage} />
          </>
        )}
      </AdminList>

      {open?.kind === 'form' && <ProductFormDialog product={open.product} onClose={close} />}
      {open?.kind === 'stock' && <StockDialog product={open.product} onClose={close} />}
      {open?.kind === 'import' && <ImportDialog onClose={close} />}
      <ConfirmDialog
        open={open?.kind === 'delete'}
        onOpenChange={(o) => !o && close()}
        title={open?.kind === 'delete' ? `Delete ${open.product.name}?` : ''}
        description="It leaves the shop at once. It stays here under Deleted, where you can restore it."
        confirmLabel="Delete"
        busyLabel="Deleting..."
        destructive
        busy={softDelete.isPending}
        onConfirm={() =>
          open?.kind === 'delete' &&
          void run(
            () => softDelete.mutateAsync(open.product.id),
            `${open.product.name} is deleted.`,
            PRODUCT_MESSAGES.deleteFailed,
          )
        }
      />
      <ConfirmDialog
        open={open?.kind === 'purge'}
        onOpenChange={(o) => !o && close()}
        title={open?.kind === 'purge' ? `Delete ${open.product.name} permanently?` : ''}
        description="The record is removed for good and cannot be restored. Past orders keep their own copy of its name and price."
        confirmLabel="Delete permanently"
        busyLabel="Deleting..."
        destructive
        busy={purge.isPending}
        onConfirm={() =>
          open?.kind === 'purge' &&
          void run(
            () => purge.mutateAsync(open.product.id),
            `${open.product.name} is permanently deleted.`,
            PRODUCT_MESSAGES.permanentDeleteFailed,
          )
        }
      />
      <ConfirmDialog
        open={open?.kind === 'migrate'}
        onOpenChange={(o) => !o && close()}
        title="Migrate product types?"
        description="Old products without a type get the one their category implies: service for installation, maintenance and consultation services, product for the rest. Products that have a type keep it."
        confirmLabel="Migrate"
        busyLabel="Migrating..."
        busy={migrate.isPending}
        onConfirm={async () => {
          try {
            const n = await migrate.mutateAsync();
            notify.success(
              'Product types migrated ✅',
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
