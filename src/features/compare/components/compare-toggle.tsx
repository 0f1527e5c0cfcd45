import { Check, Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { ComparedProduct } from '@domain/catalog/compare';
import { notify } from '@/lib/toast';
import { useCompareStore } from '../stores/compare-store';

/** On a product card: adds the product to the comparison, or takes it out again. */
export function CompareToggle({ product }: { product: ComparedProduct }) {
  const selected = useCompareStore((s) => s.items.some((item) => item.id === product.id));
  const add = useCompareStore((s) => s.add);
  const remove = useCompareStore((s) => s.remove);
  const toggle = () => {
    if (selected) return remove(product.id);
    const result = add(product);
    if (!result.ok) notify.error(result.error);
  };
  return (
    <Button
      variant={selected ? 'default' : 'outline'}
      size="sm"
      className="w-full"
      aria-pressed={selected}
      aria-label={`Compare ${product.name}`}
      onClick={toggle}
    >
      {selected ? <Check aria-hidden="true" /> : <Plus aria-hidden="true" />}
      Compare
    </Button>
  );
}

/** On a product page: adds the product; says so plainly when it is already in the list or the list is full. */
export function AddToCompareButton({ product }: { product: ComparedProduct }) {
  const selected = useCompareStore((s) => s.items.some((item) => item.id === product.id));
  const add = useCompareStore((s) => s.add);
  const onClick = () => {
    const result = add(product);
    if (result.ok) notify.success('Added to comparison', product.name);
    else notify.error(result.error);
  };
  return (
    <Button variant="outline" onClick={onClick}>
      {selected ? <Check aria-hidden="true" /> : <Plus aria-hidden="true" />}
      {selected ? 'In your comparison' : 'Add to compare'}
    </Button>
  );
}
