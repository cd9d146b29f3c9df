import { prefetchContent } from '../content/use-content';
import { LANDING_BLOCKS } from '@agency/contracts/public-reads';

// The shell starts these reads while this code downloads (its route declares them); asking again here costs
// nothing when they are on their way, and covers a host that did not.
prefetchContent(LANDING_BLOCKS);

export { default } from '../landing/landing-page';
