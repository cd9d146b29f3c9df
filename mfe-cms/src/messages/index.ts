import { defineCatalogue } from '@agency/ui';
import en from './en.json';

/**
 * The CMS's interface texts, the content catalogue's included: those are under ids made from their block
 * (catalogue-texts.ts), with the contracts' documented English as their English.
 */
export const cmsMessages = defineCatalogue(en, {
  de: () => import(/* webpackChunkName: "messages-cms-de" */ './de.json'),
});

export type CmsTextId = keyof typeof en;
