import { useContent } from '../../content/use-content';
import type { PageSection, SectionBlocks } from '../section-registry';
import { PricingSection } from './pricing-section';

export const blocks = ['pricings'] as const satisfies SectionBlocks;

const Pricing: PageSection = () => <PricingSection pricings={useContent('pricings')} variant="landing" />;
export default Pricing;
