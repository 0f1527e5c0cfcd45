import { Badge } from '@/components/ui/badge';
import type { Product } from '@domain/catalog/product';
import { stockLabel, stockState } from '@domain/catalog/stock';

const VARIANT = { 'in-stock': 'default', low: 'warning', out: 'danger', service: 'neutral' } as const;

export function StockBadge({ product }: { product: Product }) {
  const state = stockState(product);
  return <Badge variant={VARIANT[state.kind]}>{stockLabel(state)}</Badge>;
}
