import { useContent } from '../../content/use-content';
import type { PageSection, SectionBlocks } from '../section-registry';
import { CountersSection } from './counters-section';

export const blocks = ['counters'] as const satisfies SectionBlocks;

const Counters: PageSection = () => <CountersSection counters={useContent('counters')} />;
export default Counters;
