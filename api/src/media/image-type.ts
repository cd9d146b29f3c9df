import { fileTypeFromBuffer } from 'file-type';
import type { MediaType } from '@agency/contracts';

/** The binary formats the library takes, by the MIME type `file-type` reads from their signature. */
const MEDIA_TYPE_OF_MIME: Readonly<Record<string, MediaType>> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'avif',
};

/**
 * SVG is markup: text that opens with a tag (after a byte-order mark or spaces) and has an <svg> element early.
 * Looked for first, because `file-type` names an SVG that opens with `<?xml` plain XML.
 */
function isSvg(bytes: Buffer): boolean {
  const start = bytes
    .subarray(0, 4096)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toLowerCase();
  return start.startsWith('<') && /<svg[\s/>]/.test(start);
}

/** The image type the bytes are, by their content (never by the file's name or the request's content type). */
export async function imageTypeOf(bytes: Buffer): Promise<MediaType | 'svg' | undefined> {
  if (isSvg(bytes)) return 'svg';
  const found = await fileTypeFromBuffer(bytes);
  return found ? MEDIA_TYPE_OF_MIME[found.mime] : undefined;
}
