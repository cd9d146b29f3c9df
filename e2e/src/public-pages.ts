/** The public pages the shell's server renders (issue 13's list; the not-found page aside). */
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
