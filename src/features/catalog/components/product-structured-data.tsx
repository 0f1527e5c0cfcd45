import type { Product } from '../../../domain/product';
import { stockState } from '../../../domain/stock';
import { absoluteUrl, sharePicture } from '../../../lib/site-url';

/** schema.org Product data for search engines, in the page itself (prerendered: read without running the app). */
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

export function ProductStructuredData({ product }: { product: Product }) {
  const json = JSON.stringify(productStructuredData(product)).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
