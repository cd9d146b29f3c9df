import { useContent } from '../../content/use-content';
import type { PageSection, SectionBlocks } from '../section-registry';
import { DesignGallerySection } from './design-gallery-section';

export const blocks = ['designItems'] as const satisfies SectionBlocks;

const DesignGallery: PageSection = () => <DesignGallerySection items={useContent('designItems')} />;
export default DesignGallery;
