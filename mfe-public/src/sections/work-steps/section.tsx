import { useContent } from '../../content/use-content';
import type { PageSection, SectionBlocks } from '../section-registry';
import { WorkStepsSection } from './work-steps-section';

export const blocks = ['workSteps'] as const satisfies SectionBlocks;

const WorkSteps: PageSection = () => <WorkStepsSection steps={useContent('workSteps')} />;
export default WorkSteps;
