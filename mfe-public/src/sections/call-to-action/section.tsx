import { useContent } from '../../content/use-content';
import type { PageSection, SectionBlocks } from '../section-registry';
import { CallToActionSection } from './call-to-action-section';

export const blocks = ['actions'] as const satisfies SectionBlocks;

const CallToAction: PageSection = () => <CallToActionSection action={useContent('actions')} />;
export default CallToAction;
