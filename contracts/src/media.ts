/**
 * The media library (beyond the product description): images an admin uploads, kept in GridFS and served in several widths and
 * formats. An image field holds the URL of the largest fallback file; the widths below it follow from it.
 */
// Its endpoints are MEDIA_ENDPOINTS (endpoints/media.ts): upload (POST the file's bytes, `?name=photo.jpg`), search,
// one (GET, DELETE) and file (`{width}.{format}`, immutable).

/** Widths generated below an image's own width (the largest is the image's width, at most the last of these). */
export const MEDIA_WIDTHS = [320, 640, 1024, 1600] as const;
export const MEDIA_MAX_BYTES = 10 * 1024 * 1024;
/** Width × height an upload may have: beyond it, decoding alone would hold hundreds of MB. */
export const MEDIA_MAX_PIXELS = 40_000_000;
export const MEDIA_TYPES = ['jpeg', 'png', 'webp', 'gif', 'avif'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];
/** The modern format every width is also made in; the fallback keeps the upload's family (PNG or JPEG). */
export const MEDIA_MODERN_FORMAT = 'webp';

export interface MediaItem {
  _id: string;
  name: string;
  type: MediaType;
  width: number;
  height: number;
  bytes: number;
  /** The widths generated, smallest first; each in WebP and in `fallback`. */
  widths: number[];
  fallback: 'jpg' | 'png';
  /** The URL an image field stores: the largest fallback file. */
  url: string;
  uploadedByEmail: string;
  createdAt: string;
}

/** The widths made for an image `width` pixels wide: the standard ones below it, then its own (capped). */
export function mediaWidthsFor(width: number): number[] {
  const largest = Math.min(width, MEDIA_WIDTHS[MEDIA_WIDTHS.length - 1]);
  return [...MEDIA_WIDTHS.filter((standard) => standard < largest), largest];
}

const MEDIA_FILE_URL = /^(.*\/media\/[0-9a-f]{24}\/)(\d+)\.(jpg|png)$/;

/**
 * The responsive sources of an image field's URL when it is a library file: a WebP `srcset` and the fallback's,
 * every width the library made. Any other URL has none (it is shown as it is).
 */
export function mediaSources(url: string): { webp: string; fallback: string } | null {
  const match = MEDIA_FILE_URL.exec(url);
  if (!match) return null;
  const [, base, largest, fallback] = match;
  const widths = mediaWidthsFor(Number(largest));
  const set = (format: string) => widths.map((width) => `${base}${width}.${format} ${width}w`).join(', ');
  return { webp: set(MEDIA_MODERN_FORMAT), fallback: set(fallback) };
}
