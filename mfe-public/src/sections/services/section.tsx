import { useContent } from '../../content/use-content';
import type { PageSection, SectionBlocks } from '../section-registry';
import { ServicesSection } from './services-section';

export const blocks = ['serviceHeading', 'serviceItems'] as const satisfies SectionBlocks;

const Services: PageSection = () => (
  <ServicesSection heading={useContent('serviceHeading')} items={useContent('serviceItems')} />
);
export default Services;
