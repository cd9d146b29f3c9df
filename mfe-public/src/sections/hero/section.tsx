import { useContent } from '../../content/use-content';
import type { PageSection, SectionBlocks } from '../section-registry';
import { HeroSection } from './hero-section';

export const blocks = ['banner'] as const satisfies SectionBlocks;

const Hero: PageSection = () => <HeroSection banner={useContent('banner')} />;
export default Hero;
