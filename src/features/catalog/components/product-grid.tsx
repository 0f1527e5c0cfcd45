import { Suspense, type ReactNode } from 'react';
import { ProductCardSkeleton } from '@/components/product-card-skeleton';
import type { Product } from '@domain/catalog/product';
import { ProductCard } from './product-card';

const GRID = 'grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4';

interface ProductGridProps {
  products: readonly Product[];
  /** The list's accessible name, e.g. "Products". */
  label: string;
  /** Buttons under each card (Compare; the cart adds Add to cart). */
  renderActions?: (product: Product) => ReactNode;
  /** The page's main list: its first row (two rows on a phone) is on the first screen. */
  firstScreen?: boolean;
}

/** Cards on the first screen: a row of four on a computer, two rows of two on a phone. */
const FIRST_SCREEN_CARDS = 4;

export function ProductGrid({ products, label, renderActions, firstScreen = false }: ProductGridProps) {
  return (
    <ul className={GRID} aria-label={label}>
      {products.map((product, index) => (
        <li key={product.id} className="flex">
          {/* Each card: a part a prerendered page is taken over in on its own (main.tsx). */}
          <Suspense>
            <ProductCard
              product={product}
              actions={renderActions?.(product)}
              firstScreen={firstScreen && index < FIRST_SCREEN_CARDS}
            />
          </Suspense>
        </li>
      ))}
    </ul>
  );
}

/** The grid's shape while products load. */
export function ProductGridSkeleton({ count = 8, label }: { count?: number; label: string }) {
  return (
    <div className={GRID} aria-busy="true" aria-label={label} role="status">
      {Array.from({ length: count }, (_, i) => (
        <ProductCardSkeleton key={i} />
      ))}
    </div>
  );
}
