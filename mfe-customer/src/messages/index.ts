import { defineCatalogue } from '@agency/ui';
import en from './en.json';

/** The customer area's interface texts: dashboard, orders, payment pages and the account. */
export const customerMessages = defineCatalogue(en, {
  de: () => import(/* webpackChunkName: "messages-customer-de" */ './de.json'),
});

export type CustomerTextId = keyof typeof en;
