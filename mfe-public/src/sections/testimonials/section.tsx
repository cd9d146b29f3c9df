import { useContent } from '../../content/use-content';
import type { PageSection, SectionBlocks } from '../section-registry';
import { TestimonialsSection } from './testimonials-section';

export const blocks = ['testimonialText', 'testimonials'] as const satisfies SectionBlocks;

const Testimonials: PageSection = () => (
  <TestimonialsSection text={useContent('testimonialText')} testimonials={useContent('testimonials')} />
);
export default Testimonials;
