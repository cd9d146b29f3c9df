import { defineCatalogue } from '@agency/ui';
import en from './en.json';

/**
 * The texts of the public pages other than the landing page (the service page's sections, confirming an e-mail
 * change, the second-step reminder at sign-in): a catalogue of their own, so the landing page's first visit does
 * not download them.
 */
export const otherPagesMessages = defineCatalogue(en, {
  de: () => import(/* webpackChunkName: "messages-public-pages-de" */ './de.json'),
});
