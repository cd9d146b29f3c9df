import { defineEndpoint } from './endpoint';

/** The site's languages (docs/languages.md) and the translations they call for. */
export const LANGUAGE_ENDPOINTS = {
  /** The web apps choose among the site's languages before anyone signs in. */
  settings: defineEndpoint({
    method: 'GET',
    path: '/languages',
    access: 'public',
    summary: "The site's languages and its default language",
    stale: [],
  }),
  /**
   * Its body has a pipe of its own (a language list the field rules cannot say). The languages decide which the
   * editors offer, which the translation counts cover and which the header's language switcher links.
   */
  setSettings: defineEndpoint({
    method: 'PUT',
    path: '/languages',
    access: 'admin',
    summary: "Set the site's languages",
    stale: ['site-languages', 'publishing', 'auditLog'],
  }),
  missing: defineEndpoint({
    method: 'GET',
    path: '/content-translations/missing',
    access: 'admin',
    summary:
      'Per block and language other than the default: the localized fields holding a default value but no translation, and the records with any',
    stale: [],
  }),
  /** `?locale=`: the language to show. */
  block: defineEndpoint({
    method: 'GET',
    path: '/content-translations/{resource}',
    access: 'admin',
    summary:
      "A block's records in one language: the values shown, the localized fields translated, and those falling back to the default language's value",
    stale: [],
  }),
};
