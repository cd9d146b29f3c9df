/** The public pages the shell's server renders, the not-found page aside (docs/web-delivery.md#server-rendering). */
export const PUBLIC_PAGES = [
  '/',
  '/pricing/',
  '/service/',
  '/contact',
  '/contact-us',
  '/login',
  '/register',
  '/reset',
  '/thanks',
];
