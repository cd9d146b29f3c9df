import { defineCatalogue } from '@agency/ui';
import en from './en.json';

/** The shell's texts: the header, the footer, the guard, the error and not-found pages. */
export const shellMessages = defineCatalogue(en, {
  de: () => import(/* webpackChunkName: "messages-shell-de" */ './de.json'),
});
