import { defineCatalogue } from '@agency/ui';
import en from './en.json';

/** The customer pages' texts. */
export const customerMessages = defineCatalogue(en, {
  de: () => import(/* webpackChunkName: "messages-customer-de" */ './de.json'),
});
