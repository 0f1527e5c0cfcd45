import { Columns3 } from 'lucide-react';
import { Link } from 'react-router';
import { PageMeta } from '@/components/page-meta';
import { buttonVariants } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/panel';
import { COMPARE_LIMIT } from '@domain/catalog/compare';
import { PRODUCT_MESSAGES } from '@domain/catalog/messages';
import { AddToCartButton } from '@/features/cart/components/add-to-cart-button';
import { useProductsById } from '@/features/catalog/api/get-products-by-id';
import { CompareTable, type CompareColumn } from '@/features/compare/components/compare-table';
import { useCompareStore } from '@/features/compare/stores/compare-store';
import { isNotFound } from '@/lib/errors';

/** /compare: the products picked for comparison, side by side, freshly read (prices and stock change). */
export function Component() {
  const items = useCompareStore((s) => s.items);
  const remove = useCompareStore((s) => s.remove);
  const clear = useCompareStore((s) => s.clear);
  const results = useProductsById(items.map((item) => item.id));

  const columns: CompareColumn[] = items.map((item, i) => {
    const result = results[i];
    if (result?.data) return { ...item, status: 'ready', product: result.data };
    if (result?.isError) {
      return { ...item, status: isNotFound(result.error) ? 'missing' : 'failed' };
    }
    return { ...item, status: 'loading' };
  });
  const failed = results.filter((_, i) => columns[i]?.status === 'failed');

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <PageMeta
        title="Compare products"
        description="Compare up to 3 solar products side by side: power, capacity, warranty and price."
        path="/compare"
      />
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">Compare products</h1>
      {items.length === 0 ? (
        <div className="mt-6 flex flex-col items-center gap-4 rounded-lg border border-dashed border-slate-300 px-4 py-12 text-center">
          <Columns3 className="size-10 text-slate-500" aria-hidden="true" />
          <h2 className="text-lg font-semibold text-slate-900">Nothing to compare yet</h2>
          <p className="max-w-md text-slate-700">
            Tap <strong>Compare</strong> on up to {COMPARE_LIMIT} products to see their power, capacity, warranty and
            price side by side. Comparing two inverters or two batteries shows the differences best.
          </p>
          <Link to="/products" className={buttonVariants()}>
            Browse products
          </Link>
        </div>
      ) : (
        <>
          <p className="mt-1 mb-6 text-slate-700">
            {items.length === 1
              ? 'Add one or two more products to see how they differ.'
              : `${items.length} of ${COMPARE_LIMIT} products. Rows that differ are highlighted.`}{' '}
            <Link to="/products" className="font-semibold text-brand-800 hover:underline">
              Add products
            </Link>
          </p>
          {failed.length > 0 && (
            <ErrorState layout="inline" className="mb-4" onRetry={() => failed.forEach((r) => void r.refetch())}>
              {PRODUCT_MESSAGES.fetchFailed}. Check your connection.
            </ErrorState>
          )}
          <CompareTable
            columns={columns}
            onRemove={remove}
            onClear={clear}
            actions={(product) => <AddToCartButton product={product} size="sm" className="w-full" />}
          />
        </>
      )}
    </div>
  );
}
