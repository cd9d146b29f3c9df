import { useContent } from '../../content/use-content';
import type { PageSection, SectionBlocks } from '../section-registry';
import { AboutSection } from './about-section';

export const blocks = ['about'] as const satisfies SectionBlocks;

// The landing page lists the three points; the service page shows them as skill bars.
const About: PageSection = ({ page }) => (
  <AboutSection about={useContent('about')} variant={page === 'service' ? 'skills' : 'points'} />
);
export default About;
