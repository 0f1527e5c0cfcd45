import { ProductCardSkeleton } from '@/components/product-card-skeleton';
import { QueryList } from '@/components/query-list';
import { HOME_FEATURED_COUNT, useFeaturedProducts } from '../api/get-featured-products';
import { ProductCard } from './product-card';

export function FeaturedProducts() {
  return (
    <QueryList
      query={useFeaturedProducts(HOME_FEATURED_COUNT)}
      className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4"
      loadingLabel="Loading featured products"
      placeholder={<ProductCardSkeleton />}
      placeholders={4}
      failed="Failed to fetch featured products."
      empty="No featured products right now."
      label="Featured products"
      itemClassName="flex"
    >
      {(product) => <ProductCard product={product} />}
    </QueryList>
  );
}
