import { useContent } from '../../content/use-content';
import type { PageSection, SectionBlocks } from '../section-registry';
import { ProcessSection } from './process-section';

export const blocks = ['steps'] as const satisfies SectionBlocks;

const Process: PageSection = () => <ProcessSection steps={useContent('steps')} />;
export default Process;
