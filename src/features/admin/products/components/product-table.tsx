import { Boxes, Pencil, RotateCcw, Trash2, type LucideIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable, type Column } from '@/components/ui/table';
import type { Product } from '@domain/catalog/product';
import { stockLabel, stockState } from '@domain/catalog/stock';
import { formatGhs } from '@/lib/money';

/** What a row's buttons ask the page to do with its product. */
export type ProductAction = 'form' | 'stock' | 'restore' | 'purge' | 'delete';

function StatusBadge({ product }: { product: Product }) {
  if (product.deletedAt) return <Badge variant="danger">Deleted</Badge>;
  const state = stockState(product);
  if (state.kind === 'service') return <Badge variant="neutral">Service</Badge>;
  const variant = state.kind === 'out' ? 'danger' : state.kind === 'low' ? 'warning' : 'default';
  return <Badge variant={variant}>{stockLabel(state)}</Badge>;
}

interface RowAction {
  action: ProductAction;
  icon: LucideIcon;
  /** On the button from wide screens on (the icon alone below). */
  label: string;
  /** What it does to which product, for screen readers. */
  name: (product: Product) => string;
  danger?: boolean;
}

const EDIT: RowAction = { action: 'form', icon: Pencil, label: 'Edit', name: (p) => `Edit ${p.name}` };
const STOCK: RowAction = { action: 'stock', icon: Boxes, label: 'Stock', name: (p) => `Stock of ${p.name}` };
const RESTORE: RowAction = { action: 'restore', icon: RotateCcw, label: 'Restore', name: (p) => `Restore ${p.name}` };
const PURGE: RowAction = {
  action: 'purge',
  icon: Trash2,
  label: 'Delete forever',
  name: (p) => `Delete ${p.name} permanently`,
  danger: true,
};
const DELETE: RowAction = {
  action: 'delete',
  icon: Trash2,
  label: 'Delete',
  name: (p) => `Delete ${p.name}`,
  danger: true,
};

/** A product's buttons: edit, stock (products, not services), and delete, or restore and delete forever once deleted. */
function rowActions(product: Product): RowAction[] {
  return [EDIT, ...(product.type === 'product' ? [STOCK] : []), ...(product.deletedAt ? [RESTORE, PURGE] : [DELETE])];
}

interface ProductTableProps {
  products: readonly Product[];
  onAction: (action: ProductAction, product: Product) => void;
  /** A restore is being saved: Restore waits. */
  restoring: boolean;
}

/** The admin's product list: name and category, price, stock, status, and each product's buttons. */
export function ProductTable({ products, onAction, restoring }: ProductTableProps) {
  const columns: Column<Product>[] = [
    {
      header: 'Product',
      headClassName: 'p-2 sm:p-3',
      cell: (p) => (
        <>
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
        </>
      ),
    },
    {
      header: 'Price',
      headClassName: 'hidden p-2 text-right sm:table-cell sm:p-3',
      className: 'hidden p-2 sm:p-3 text-right whitespace-nowrap sm:table-cell',
      cell: (p) => formatGhs(p.price),
    },
    {
      header: 'Stock',
      headClassName: 'hidden p-2 text-right md:table-cell md:p-3',
      className: 'hidden p-2 sm:p-3 text-right md:table-cell',
      cell: (p) => (p.type === 'service' ? '—' : p.stock),
    },
    {
      header: 'Status',
      headClassName: 'hidden p-2 sm:table-cell sm:p-3',
      className: 'hidden p-2 sm:p-3 whitespace-nowrap sm:table-cell',
      cell: (p) => <StatusBadge product={p} />,
    },
    {
      header: 'Actions',
      hideHeader: true,
      headClassName: 'p-2 text-right sm:p-3',
      className: 'p-2 sm:p-3',
      cell: (p) => (
        <div className="flex justify-end gap-1">
          {rowActions(p).map(({ action, icon: Icon, label, name, danger }) => (
            <Button
              key={action}
              variant="ghost"
              size="sm"
              className={danger ? 'text-red-800' : undefined}
              aria-label={name(p)}
              disabled={action === 'restore' && restoring}
              onClick={() => onAction(action, p)}
            >
              <Icon aria-hidden="true" /> <span className="hidden lg:inline">{label}</span>
            </Button>
          ))}
        </div>
      ),
    },
  ];
  return (
    <DataTable
      caption="Products"
      columns={columns}
      rows={products}
      rowKey={(p) => p.id}
      rowData={(p) => ({ 'data-product-id': p.id })}
    />
  );
}
