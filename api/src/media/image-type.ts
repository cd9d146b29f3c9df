import type { MediaType } from '@agency/contracts';

/** The image type the bytes are, by their signature (never by the file's name or the request's content type). */
export function imageTypeOf(bytes: Buffer): MediaType | 'svg' | undefined {
  const ascii = (start: number, end: number) => bytes.subarray(start, end).toString('latin1');
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (ascii(0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a') return 'gif';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  // An ISO media file whose brand is AVIF.
  if (ascii(4, 8) === 'ftyp' && ['avif', 'avis'].includes(ascii(8, 12))) return 'avif';
  // SVG is markup: text that opens with a tag (after a byte-order mark or spaces) and has an <svg> element early.
  const start = bytes
    .subarray(0, 4096)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toLowerCase();
  if (start.startsWith('<') && /<svg[\s/>]/.test(start)) return 'svg';
  return undefined;
}
