import { useContent } from '../../content/use-content';
import type { PageSection, SectionBlocks } from '../section-registry';
import { TeamSection } from './team-section';

export const blocks = ['teamText', 'teamItems'] as const satisfies SectionBlocks;

const Team: PageSection = () => (
  <TeamSection text={useContent('teamText')} members={useContent('teamItems')} />
);
export default Team;
