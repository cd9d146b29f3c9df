import { defineCatalogue } from '../../i18n/catalogue';
import en from './en.json';

/**
 * The texts of the shared parts loaded only where they are used (the record views' tables and confirmed actions,
 * the second sign-in step, the sign-in-again dialog): apart from the shared components' catalogue, so that no
 * visitor's first page carries them.
 */
export const onDemandMessages = defineCatalogue(en, {
  de: () => import(/* webpackChunkName: "messages-ui-on-demand-de" */ './de.json'),
});
