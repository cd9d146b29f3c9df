// The site's public URL, which canonical links and link previews need absolute. The shell sets it from config.json
// before the first render; until then (or in a test) the page's own origin stands in.
const state: { siteUrl?: string } = {};

export function configureSiteUrl(siteUrl: string | undefined): void {
  state.siteUrl = siteUrl?.replace(/\/+$/, '');
}

export function getSiteUrl(): string {
  return state.siteUrl ?? (typeof window === 'undefined' ? '' : window.location.origin);
}

/** A site path or a content link as an absolute URL; absolute http(s) links stay as they are. */
export function absoluteUrl(pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${getSiteUrl()}/${pathOrUrl.replace(/^\/+/, '')}`;
}
