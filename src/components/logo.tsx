import { Sun } from 'lucide-react';
import { useState } from 'react';
import { SHOP_NAME } from '@domain/shop/brand';
import { cn } from '@/lib/cn';

/** The shop's logo image, falling back to an icon if the image cannot load. `className` sets its size. */
export function Logo({ className = 'size-9' }: { className?: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return <Sun role="img" aria-label={`${SHOP_NAME} logo`} className={cn('text-sun-500', className)} />;
  }
  return (
    <img
      src="/logo.svg"
      alt={`${SHOP_NAME} logo`}
      width={36}
      height={36}
      className={className}
      onError={() => setFailed(true)}
    />
  );
}
