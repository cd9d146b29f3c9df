import { defineCatalogue } from '@agency/ui';
import en from './en.json';

/** The back office's admin pages: lists, filters, dashboards, order and message tools, releases, audit log. */
export const adminMessages = defineCatalogue(en, {
  de: () => import(/* webpackChunkName: "messages-admin-de" */ './de.json'),
});

export type AdminTextId = keyof typeof en;
