import { mediaSources } from '@agency/contracts';
import './content-image.css';

/** Content images are absolute http(s) URLs or site paths (the API refuses anything else); text is not an image. */
export function isImageSource(value: string | undefined): value is string {
  return !!value && (/^https?:\/\//i.test(value) || (value.startsWith('/') && !value.startsWith('//')));
}

/**
 * An image from the content, sized up front so the layout does not move when it loads, and lazy unless it is
 * the first thing on screen. A media library image comes in every width the library made, WebP first, so a phone
 * loads the small one.
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
  const sources = mediaSources(src);
  // Shown at most `width` CSS pixels wide, the full screen's width on a narrower one.
  const sizes = `(max-width: ${width}px) 100vw, ${width}px`;
  const image = (
    <img
      className={className}
      src={src}
      srcSet={sources?.fallback}
      sizes={sources ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={eager ? 'high' : undefined}
    />
  );
  if (!sources) return image;
  return (
    <picture className="content-picture">
      <source type="image/webp" srcSet={sources.webp} sizes={sizes} />
      {image}
    </picture>
  );
}
