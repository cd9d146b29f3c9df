import { defineCatalogue } from '../i18n/catalogue';
import en from './en.json';

/** The shared components' and the form layer's texts. */
export const uiMessages = defineCatalogue(en, {
  de: () => import(/* webpackChunkName: "messages-ui-de" */ './de.json'),
});
