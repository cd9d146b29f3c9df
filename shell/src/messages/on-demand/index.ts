import { defineCatalogue } from '@agency/ui';
import en from './en.json';

/**
 * The texts of the shell's parts loaded only when needed (the back office's frame, the preview and release-override
 * bars): apart from the shell's catalogue, so that no visitor's first page carries them.
 */
export const shellOnDemandMessages = defineCatalogue(en, {
  de: () => import(/* webpackChunkName: "messages-shell-on-demand-de" */ './de.json'),
});
