import { defineCatalogue } from '@agency/ui';
import en from './en.json';

/** The public pages' interface texts (what the content blocks say comes from the API). */
export const publicMessages = defineCatalogue(en, {
  de: () => import(/* webpackChunkName: "messages-public-de" */ './de.json'),
});

export type PublicTextId = keyof typeof en;
