import type { Product } from '@domain/catalog/product';
import { stockState } from '@domain/catalog/stock';
import { absoluteUrl, sharePicture } from '@/lib/site-url';

/**
 * schema.org Product data for search engines. The prerender writes it into the product page's HTML
 * (src/entry-prerender.tsx), where crawlers read it without running the app; the app itself does not render it.
 */
export function productStructuredData(product: Product) {
  const inStock = stockState(product).kind !== 'out';
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    sku: product.id,
    category: product.category,
    brand: { '@type': 'Brand', name: product.brand },
    image: product.images.length > 0 ? product.images.map((image) => sharePicture(image)) : [sharePicture(undefined)],
    offers: {
      '@type': 'Offer',
      url: absoluteUrl(`/products/${product.id}`),
      price: product.price.toFixed(2),
      priceCurrency: 'GHS',
      availability: inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
  };
}
