import { prefetchContent } from '../content/use-content';
import { LANDING_BLOCKS } from '../landing/landing-page';

// The shell evaluates this module the moment the remote's code has arrived, before it renders the page: the
// content requests go out now, in parallel with React's work, instead of after the first render.
prefetchContent(LANDING_BLOCKS);

export { default } from '../landing/landing-page';
