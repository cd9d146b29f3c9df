import sharp from 'sharp';
import { MEDIA_MAX_PIXELS, MEDIA_MODERN_FORMAT, mediaWidthsFor, type MediaType } from '@agency/contracts';
import { apiMessage, type ApiMessage } from '../i18n/api-message';

export interface InspectedImage {
  width: number;
  height: number;
  /** The family its fallback files keep: PNG for images that may be transparent, JPEG for photographs. */
  fallback: 'jpg' | 'png';
}

export interface ImageVariant {
  width: number;
  format: 'webp' | 'jpg' | 'png';
  bytes: Buffer;
}

/** An image the library does not take; `refusal` is its message as the API answers it. */
export class ImageRefused extends Error {
  constructor(readonly refusal: ApiMessage | { message: 'The image has no pixels' }) {
    super(refusal.message);
  }
}

/** Reads an image's size without decoding it; refuses what cannot be read or has too many pixels. */
export async function inspectImage(bytes: Buffer, type: MediaType): Promise<InspectedImage> {
  let metadata: sharp.Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRefused(apiMessage('error.media.unreadable', { type: type.toUpperCase() }));
  }
  const { width = 0, height = 0 } = metadata;
  // EXIF orientations 5 to 8 turn the picture a quarter: its displayed size is the other way round.
  const [shownWidth, shownHeight] = (metadata.orientation ?? 1) >= 5 ? [height, width] : [width, height];
  if (width * height > MEDIA_MAX_PIXELS) {
    throw new ImageRefused(
      apiMessage('error.media.tooManyPixels', { width, height, millions: MEDIA_MAX_PIXELS / 1_000_000 }),
    );
  }
  if (width === 0 || height === 0) throw new ImageRefused({ message: 'The image has no pixels' });
  // Graphics (PNG, GIF) and transparent images stay PNG; photographs become JPEG.
  const graphic = type === 'png' || type === 'gif' || metadata.hasAlpha === true;
  return { width: shownWidth, height: shownHeight, fallback: graphic ? 'png' : 'jpg' };
}

/**
 * Every width of the image, in WebP and in its fallback family: turned upright from its EXIF orientation, its
 * metadata (camera, place) left out, never enlarged.
 */
export async function renderVariants(bytes: Buffer, image: InspectedImage): Promise<ImageVariant[]> {
  const variants: ImageVariant[] = [];
  for (const width of mediaWidthsFor(image.width)) {
    const resized = sharp(bytes, { limitInputPixels: MEDIA_MAX_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width, withoutEnlargement: true });
    const [modern, fallback] = await Promise.all([
      resized.clone().webp({ quality: 80 }).toBuffer(),
      image.fallback === 'png'
        ? resized.clone().png({ compressionLevel: 9, palette: true }).toBuffer()
        : resized.clone().jpeg({ quality: 82, mozjpeg: true }).toBuffer(),
    ]);
    variants.push(
      { width, format: MEDIA_MODERN_FORMAT, bytes: modern },
      { width, format: image.fallback, bytes: fallback },
    );
  }
  return variants;
}
