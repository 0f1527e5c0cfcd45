import { PackageSearch } from 'lucide-react';
import { useDeferredValue, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigationType, useSearchParams } from 'react-router';
import { PageNotSaved } from '@/components/lazy-part';
import { PageMeta } from '@/components/page-meta';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/panel';
import { PRODUCT_MESSAGES } from '@domain/catalog/messages';
import type { Product } from '@domain/catalog/product';
import { showingStatus } from '@domain/catalog/product-list';
import { DEFAULT_PRODUCT_SORT, isCategory, isProductSort, type ProductSort } from '@domain/catalog/product-sort';
import { AddToCartButton } from '@/features/cart/components/add-to-cart-button';
import { useProductCount, useProducts } from '@/features/catalog/api/get-products';
import { usePrefetchSearch, useProductSearch } from '@/features/catalog/api/search-products';
import { ProductFilters } from '@/features/catalog/components/product-filters';
import { ProductGrid, ProductGridSkeleton } from '@/features/catalog/components/product-grid';
import { CompareBar } from '@/features/compare/components/compare-bar';
import { CompareToggle } from '@/features/compare/components/compare-toggle';

/** Search results are shown this many at a time (they are already in memory). */
const RESULTS_STEP = 24;
/** Typing updates the URL (replacing, not adding, history entries) once the shopper pauses. */
const URL_DELAY_MS = 300;

const renderActions = (product: Product) => (
  <div className="grid w-full gap-2">
    <AddToCartButton product={product} size="sm" className="w-full" />
    <CompareToggle product={{ id: product.id, name: product.name }} />
  </div>
);

function Message({ title, text, action }: { title: string; text?: string; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-slate-300 px-4 py-12 text-center">
      <PackageSearch className="size-10 text-slate-500" aria-hidden="true" />
      <h2 className="max-w-full text-lg font-semibold wrap-anywhere text-slate-900">{title}</h2>
      {text && <p className="max-w-md text-slate-700">{text}</p>}
      {action}
    </div>
  );
}

function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <ErrorState layout="inline" onRetry={onRetry}>
      {message}.
    </ErrorState>
  );
}

/** /products: the catalogue with search, category and sort, all kept in the URL. */
export function Component() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigationType = useNavigationType();
  const urlQuery = params.get('q') ?? '';
  const categoryParam = params.get('category');
  const category = isCategory(categoryParam) ? categoryParam : null;
  const sortParam = params.get('sort');

  // The search box is the shopper's while they type; Back and Forward bring the URL's query back into it.
  const [text, setText] = useState(urlQuery);
  const [seenKey, setSeenKey] = useState(location.key);
  if (seenKey !== location.key) {
    setSeenKey(location.key);
    if (navigationType === 'POP') setText(urlQuery);
  }
  const query = useDeferredValue(text.trim());
  const searching = query !== '';
  const sort: ProductSort | null = isProductSort(sortParam) ? sortParam : searching ? null : DEFAULT_PRODUCT_SORT;

  // The search box's text reaches the URL a moment after the last keystroke. Any other change to the URL carries
  // the text itself and cancels that pending write, which would otherwise replace the URL with one made before
  // the change (a category chosen right after typing was lost). Each change starts from the address last asked
  // for (`asked`), not from the one this render shows: until the router commits a navigation, a render still shows
  // the old address, and a write made from it (the text's, after "Clear search and filters") would bring back
  // what the shopper just cleared.
  const pendingQuery = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const asked = useRef<URLSearchParams | null>(null);
  const committed = useRef(params);
  useLayoutEffect(() => {
    committed.current = params;
    // Reached, or replaced by Back or Forward (which cancel what was asked).
    if (navigationType === 'POP' || asked.current?.toString() === params.toString()) asked.current = null;
  }, [params, navigationType]);
  const update = (changes: Record<string, string | null>, replace = false) => {
    clearTimeout(pendingQuery.current);
    const from = asked.current ?? committed.current;
    const next = new URLSearchParams(from);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (next.toString() === from.toString()) return;
    asked.current = next;
    setParams(next, { replace, preventScrollReset: true });
  };

  useEffect(() => {
    const q = text.trim();
    if (q === ((asked.current ?? params).get('q') ?? '')) return;
    const timer = setTimeout(() => update({ q }, true), URL_DELAY_MS);
    pendingQuery.current = timer;
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `update` is rebuilt each render; text drives this
  }, [text, urlQuery]);

  const list = useProducts({ category, sort: sort ?? DEFAULT_PRODUCT_SORT }, { enabled: !searching });
  // The list's total, once known (and for as long as it is not, "Showing 12 products").
  const count = useProductCount({ category }, { enabled: !searching });
  const search = useProductSearch({ query, category, sort });
  const prefetchSearch = usePrefetchSearch();

  const [shown, setShown] = useState({ for: '', count: RESULTS_STEP });
  const resultsKey = `${query}|${category}|${sort}`;
  const shownCount = shown.for === resultsKey ? shown.count : RESULTS_STEP;

  const clearAll = () => {
    setText('');
    update({ q: null, category: null, sort: null });
  };

  let body: ReactNode;
  let status = '';
  if (searching) {
    const found = search.results.matches.length + search.results.mentions.length;
    if (search.isError && found === 0) {
      body = <LoadError message={PRODUCT_MESSAGES.searchFailed} onRetry={() => void search.refetch()} />;
    } else if (found === 0 && !search.complete) {
      body = <ProductGridSkeleton label="Searching products" />;
    } else if (found === 0) {
      body = (
        <Message
          title={`No products match “${query}”${category ? ` in ${category}` : ''}`}
          text="Check the spelling, or try a shorter word such as “battery”, “panel” or “inverter”."
          action={<Button onClick={clearAll}>Clear search and filters</Button>}
        />
      );
    } else {
      const { matches, mentions } = search.results;
      const total = matches.length + mentions.length;
      const shownMatches = matches.slice(0, shownCount);
      const shownMentions = mentions.slice(0, Math.max(0, shownCount - matches.length));
      const where = category ? ` in ${category}` : '';
      status =
        matches.length > 0
          ? `${matches.length} ${matches.length === 1 ? 'product matches' : 'products match'} “${query}”${where}` +
            (mentions.length > 0 ? `, ${mentions.length} more mention it` : '')
          : `${mentions.length} ${mentions.length === 1 ? 'product mentions' : 'products mention'} “${query}”${where}`;
      if (!search.complete) status += search.isError ? ' so far' : ' so far, still searching the catalogue…';
      body = (
        <>
          {shownMatches.length > 0 && (
            <ProductGrid products={shownMatches} label="Search results" renderActions={renderActions} firstScreen />
          )}
          {shownMentions.length > 0 && (
            <section aria-labelledby="mentions-heading" className={matches.length > 0 ? 'mt-10' : undefined}>
              <h2 id="mentions-heading" className="mb-4 text-lg font-semibold wrap-anywhere text-slate-900">
                {matches.length > 0 ? 'Also mentioning' : 'Mentioning'} “{query}” in the description
              </h2>
              <ProductGrid
                products={shownMentions}
                label="Products that mention the search"
                renderActions={renderActions}
              />
            </section>
          )}
          {search.isError && (
            <LoadError message={PRODUCT_MESSAGES.searchFailed} onRetry={() => void search.refetch()} />
          )}
          {total > shownCount && (
            <div className="mt-6 flex justify-center">
              <Button variant="outline" onClick={() => setShown({ for: resultsKey, count: shownCount + RESULTS_STEP })}>
                Show more results
              </Button>
            </div>
          )}
        </>
      );
    }
  } else if (list.isError) {
    body = <LoadError message={PRODUCT_MESSAGES.fetchFailed} onRetry={() => void list.refetch()} />;
  } else if (list.isPending) {
    body = <ProductGridSkeleton label="Loading products" />;
  } else {
    const products = list.data.pages.flatMap((page) => page.products);
    if (products.length === 0) {
      body = (
        <Message
          title={category ? `No ${category.toLowerCase()} on sale right now` : 'No products on sale right now'}
          text="New stock arrives every week. Ask us on WhatsApp, or look at another category."
          action={category ? <Button onClick={clearAll}>See all products</Button> : undefined}
        />
      );
    } else {
      status = showingStatus(products.length, list.hasNextPage ? count.data : products.length, category);
      body = (
        <>
          <ProductGrid products={products} label="Products" renderActions={renderActions} firstScreen />
          {list.hasNextPage && (
            <div className="mt-6 flex justify-center">
              <Button
                variant="outline"
                onClick={() => void list.fetchNextPage()}
                busy={list.isFetchingNextPage}
                busyLabel="Loading..."
              >
                Show more products
              </Button>
            </div>
          )}
        </>
      );
    }
  }

  // Offline, a list this phone never read (a category not opened before): say so, as for any page not saved.
  if (!searching && list.isPending && list.fetchStatus === 'paused') return <PageNotSaved />;

  return (
    <>
      <PageMeta
        title={category ? `${category} · Products` : 'Products'}
        description="Solar panels, inverters, batteries, charge controllers and UPS units with prices in GHS, in Tamale."
        path={category ? `/products?category=${encodeURIComponent(category)}` : '/products'}
      />
      <div className="mx-auto max-w-7xl px-4 py-8">
        <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{category ?? 'Products'}</h1>
        <p className="mt-1 text-slate-700">Prices in GHS. Delivery across Ghana, or pick up at our Tamale shop.</p>
        <div className="mt-6">
          <ProductFilters
            query={text}
            onQueryChange={setText}
            onSearchFocus={prefetchSearch}
            category={category}
            onCategoryChange={(value) => update({ category: value, q: text.trim() || null })}
            sort={sort}
            onSortChange={(value) => update({ sort: value, q: text.trim() || null })}
          />
        </div>
        <p className="mt-4 min-h-6 text-sm wrap-anywhere text-slate-700" role="status" aria-live="polite">
          {status}
        </p>
        <div className="mt-2">{body}</div>
        <CompareBar />
      </div>
    </>
  );
}
