import { Info } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

interface CartNoticesProps {
  /** What changed in the cart, in words (a line lowered to the stock, a product gone…). */
  notices: string[];
  onDismiss: () => void;
  /** The heading's level where the notices stand: h2 on a page, h3 inside the cart dialog. */
  headingLevel?: 'h2' | 'h3';
  className?: string;
}

/** "Changes to your cart": every correction said in words, never silently, until the shopper dismisses it. */
export function CartNotices({ notices, onDismiss, headingLevel = 'h2', className }: CartNoticesProps) {
  const headingId = useId();
  const Heading = headingLevel;
  if (notices.length === 0) return null;
  return (
    <section
      aria-labelledby={headingId}
      className={cn('rounded-md border border-amber-300 bg-amber-50 text-amber-950', className)}
    >
      <Heading id={headingId} className="flex items-center gap-2 font-semibold">
        <Info className="size-4 shrink-0" aria-hidden="true" />
        Changes to your cart
      </Heading>
      <ul className="mt-1 list-disc pl-6">
        {notices.map((notice, i) => (
          <li key={`${i}-${notice}`}>{notice}</li>
        ))}
      </ul>
      <Button size="inline" variant="link" className="mt-1" onClick={onDismiss}>
        Dismiss
      </Button>
    </section>
  );
}
