/** The public pages composed of content sections, in mfe-public's section registry. */
export const PUBLIC_PAGES = ['landing', 'service'] as const;
export type PublicPage = (typeof PUBLIC_PAGES)[number];
