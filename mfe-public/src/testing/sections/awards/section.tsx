import type { PublicBlock } from '@agency/contracts/public-reads';
import type { awards } from '@agency/contracts/testing';
import { AwardSection } from './award-section';

// A block of the catalogue is typed `satisfies SectionBlocks`; the test block is in no catalogue but the test's.
export const blocks = ['awards'] as const satisfies readonly (PublicBlock | typeof awards.key)[];

export default AwardSection;
