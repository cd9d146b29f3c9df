import { useContent } from '../../content/use-content';
import type { PageSection, SectionBlocks } from '../section-registry';
import { FaqSection } from './faq-section';

export const blocks = ['faqText', 'faqItems'] as const satisfies SectionBlocks;

const Faq: PageSection = () => <FaqSection text={useContent('faqText')} items={useContent('faqItems')} />;
export default Faq;
