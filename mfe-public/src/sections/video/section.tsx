import { useContent } from '../../content/use-content';
import type { PageSection, SectionBlocks } from '../section-registry';
import { VideoSection } from './video-section';

export const blocks = ['videoSection', 'videoItems'] as const satisfies SectionBlocks;

const Video: PageSection = () => (
  <VideoSection video={useContent('videoSection')} members={useContent('videoItems')} />
);
export default Video;
