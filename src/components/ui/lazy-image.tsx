/**
 * A picture that decorates what its words already say (alt=""), loaded when it nears the screen, at a fixed
 * size so that the page does not move when it arrives. The fallback is the shop's logo.
 */
export function LazyImage({
  src,
  width,
  height,
  className,
}: {
  src: string | undefined;
  width: number;
  height: number;
  className?: string;
}) {
  return (
    <img
      src={src ?? '/logo.svg'}
      alt=""
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      className={className}
    />
  );
}
