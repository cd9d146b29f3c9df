import { ContentImage } from '../content/content-image';
import './icon-disc.css';

/** A block's icon on a round brand-tinted disc, as the contact items and the work steps show it; decorative. */
export function IconDisc({ src, size }: { src: string | undefined; size: number }) {
  return (
    <span className="pub-icon-disc" aria-hidden="true">
      <ContentImage src={src} width={size} height={size} />
    </span>
  );
}
