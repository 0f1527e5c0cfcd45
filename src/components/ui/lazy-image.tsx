import { cn } from '@/lib/cn';

const SIZES = {
  /** A card's picture, the card's width, 4:3. */
  card: { width: 400, height: 300, className: 'aspect-[4/3] w-full' },
  /** A small square beside a line of text. */
  thumb: { width: 64, height: 64, className: 'size-16 shrink-0 rounded-md' },
} as const;

/**
 * A picture that decorates what its words already say (alt=""), loaded when it nears the screen, at a fixed
 * size so that the page does not move when it arrives. Without a picture, the shop's logo. One on the first
 * screen (`eager`) is asked for with the page instead: it is often the largest thing painted.
 */
export function LazyImage({
  src,
  size,
  className,
  eager = false,
}: {
  src: string | undefined;
  size: keyof typeof SIZES;
  /** Its background and how it fills its box. */
  className: string;
  eager?: boolean;
}) {
  const { width, height, className: box } = SIZES[size];
  return (
    <img
      src={src ?? '/logo.svg'}
      alt=""
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      className={cn(box, className)}
    />
  );
}
