import { defineCatalogue } from '@agency/ui';
import en from './en.json';

/**
 * The CMS's interface texts. What the content catalogue names (block labels, field labels, screen titles, the
 * documented alerts) comes from `@agency/contracts` and is not in here.
 */
export const cmsMessages = defineCatalogue(en, {
  de: () => import(/* webpackChunkName: "messages-cms-de" */ './de.json'),
});

export type CmsTextId = keyof typeof en;
