// Loaded only for a page opened with ?preview (drafts, or live from an editor), so no other visit carries it.
import { Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { PREVIEW_PARAM } from '@agency/contracts/public-reads';
import { livePreviewToken, LOCALE_PARAM } from '@agency/contracts';
import { PUBLISHING_ENDPOINTS } from '@agency/contracts/endpoints/publishing';
import {
  callEndpoint,
  ApiError,
  contentLocaleOf,
  DEFAULT_LOCALE,
  documentLocale,
  LocaleProvider,
  localeOfPath,
  pageQueryClient,
  queryKeys,
  siteLanguagesQuery,
  useTexts,
  type Locale,
} from '@agency/ui';
import { shellOnDemandMessages } from '../messages/on-demand';
import { startLivePreview } from './live-preview';
import './preview-bar.css';

type BarText = 'preview.drafts' | 'preview.refused' | 'preview.failed';

/** The page's address without the preview parameter: where "Exit preview" goes. */
function publishedUrl(): string {
  const url = new URL(window.location.href);
  url.searchParams.delete(PREVIEW_PARAM);
  return `${url.pathname}${url.search}${url.hash}`;
}

function PreviewBar({ text, tone }: { text: BarText; tone: 'preview' | 'refused' }) {
  const t = useTexts(shellOnDemandMessages);
  return (
    <div className={`preview-bar preview-bar--${tone}`} role="status">
      <span>{t(text)}</span>
      <a href={publishedUrl()}>{t(tone === 'preview' ? 'preview.exit' : 'preview.hide')}</a>
    </div>
  );
}

/**
 * A bar across the top of every page in preview, outside the app so that no page can hide it, in the page's
 * language.
 */
function showBar(text: BarText, tone: 'preview' | 'refused') {
  const host = document.createElement('div');
  document.body.prepend(host);
  createRoot(host).render(
    <LocaleProvider locale={documentLocale()}>
      <Suspense fallback={null}>
        <PreviewBar text={text} tone={tone} />
      </Suspense>
    </LocaleProvider>,
  );
}

/**
 * Fills the page's query cache with every block as its pending drafts would make it (the API answers this to
 * admins only, never cached), in the language the page reads its content in, before the first render, and keeps
 * those reads from being replaced by published ones while the page lives. The page is marked, and not indexed. A
 * page in live preview (the frame beside a CMS form) then shows the form's unsaved values over those drafts; anyone
 * but an admin gets the published page and listens to nobody.
 *
 * Resolves with the page's language: `locale`, the one it would have anyway, except in a live preview, whose address
 * alone says it (the editor opens `/de/…` for German, the unprefixed page for the default language), whatever the
 * admin's browser prefers.
 */
export async function enterPreview(locale: Locale): Promise<Locale> {
  const robots = document.createElement('meta');
  robots.name = 'robots';
  robots.content = 'noindex';
  document.head.append(robots);
  const token = livePreviewToken(window.location.search);
  const pageLocale = token ? localeOfPath(window.location.pathname).locale : locale;
  const client = pageQueryClient();
  const settings = await client.fetchQuery(siteLanguagesQuery).catch(() => undefined);
  const contentLocale = contentLocaleOf(pageLocale, settings);
  const readSaved = () =>
    callEndpoint<Record<string, unknown[]>>(PUBLISHING_ENDPOINTS.previewAll, {
      query: contentLocale === DEFAULT_LOCALE ? undefined : `${LOCALE_PARAM}=${contentLocale}`,
    });
  let lists: Record<string, unknown[]>;
  try {
    lists = await readSaved();
  } catch (error) {
    const refused = error instanceof ApiError && (error.status === 401 || error.status === 403);
    showBar(refused ? 'preview.refused' : 'preview.failed', 'refused');
    return pageLocale;
  }
  client.setQueryDefaults(['content'], { staleTime: Infinity, refetchOnWindowFocus: false });
  for (const [key, list] of Object.entries(lists))
    client.setQueryData(queryKeys.publicContentList(key, contentLocale), list);
  const root = document.getElementById('root');
  if (token && root) startLivePreview({ token, client, root, readSaved, locale: contentLocale });
  else showBar('preview.drafts', 'preview');
  return pageLocale;
}
