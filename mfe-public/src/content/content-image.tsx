/** Content images are absolute http(s) URLs or site paths (the API refuses anything else); text is not an image. */
export function isImageSource(value: string | undefined): value is string {
  return !!value && (/^https?:\/\//i.test(value) || (value.startsWith('/') && !value.startsWith('//')));
}

/**
 * An image from the content, sized up front so the layout does not move when it loads, and lazy unless it is
 * the first thing on screen.
 */
export function ContentImage({
  src,
  width,
  height,
  alt = '',
  eager = false,
  className,
}: {
  src: string | undefined;
  width: number;
  height: number;
  alt?: string;
  eager?: boolean;
  className?: string;
}) {
  if (!isImageSource(src)) return null;
  return (
    <img
      className={className}
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={eager ? 'high' : undefined}
    />
  );
}
