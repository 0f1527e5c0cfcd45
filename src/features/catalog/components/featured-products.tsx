import { ProductCardSkeleton } from '../../../components/product-card-skeleton';
import { HOME_FEATURED_COUNT, useFeaturedProducts } from '../api/get-featured-products';
import { ProductCard } from './product-card';

export function FeaturedProducts() {
  const { data, isPending, isError, refetch } = useFeaturedProducts(HOME_FEATURED_COUNT);
  if (isPending) {
    return (
      <div
        className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4"
        role="status"
        aria-busy="true"
        aria-label="Loading featured products"
      >
        {Array.from({ length: 4 }, (_, i) => (
          <ProductCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  if (isError) {
    return (
      <p role="alert" className="rounded-md bg-red-50 p-4 text-red-800">
        Failed to fetch featured products.{' '}
        <button type="button" className="font-semibold underline" onClick={() => void refetch()}>
          Try again
        </button>
      </p>
    );
  }
  if (data.length === 0) return <p className="text-slate-600">No featured products right now.</p>;
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4" aria-label="Featured products">
      {data.map((product) => (
        <li key={product.id} className="flex">
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  );
}
