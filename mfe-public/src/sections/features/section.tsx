import { useContent } from '../../content/use-content';
import type { PageSection, SectionBlocks } from '../section-registry';
import { FeaturesSection } from './features-section';

export const blocks = ['featuresText', 'featureItems'] as const satisfies SectionBlocks;

const Features: PageSection = () => (
  <FeaturesSection text={useContent('featuresText')} items={useContent('featureItems')} />
);
export default Features;
