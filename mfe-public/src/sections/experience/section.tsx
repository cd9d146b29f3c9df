import { useContent } from '../../content/use-content';
import type { PageSection, SectionBlocks } from '../section-registry';
import { ExperienceSection } from './experience-section';

export const blocks = ['experience'] as const satisfies SectionBlocks;

const Experience: PageSection = () => <ExperienceSection experience={useContent('experience')} />;
export default Experience;
