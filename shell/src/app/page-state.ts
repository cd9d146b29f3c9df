import { hashKey, type DehydratedState, type PostedForm } from '@agency/ui';
import { LAST_GOOD_RENDER } from '@agency/contracts/public-reads';
import { parseRuntimeConfig, type RuntimeConfig } from '../lib/runtime-config';

/** The id of the JSON script a server-rendered page carries: what the browser needs to hydrate it. */
export const PAGE_STATE_ID = 'page-state';

/** What the server hands the browser with a rendered page: its config.json and the reads the page was made from. */
export interface PageState {
  config: RuntimeConfig;
  queries: DehydratedState;
  /** The server's answer to a form sent without JavaScript, when the page is that answer. */
  posted?: PostedForm;
}

type DehydratedQuery = DehydratedState['queries'][number];

/** One successful read as the page carries it: its key, its data and when it was read. */
type Read = [queryKey: DehydratedQuery['queryKey'], data: unknown, dataUpdatedAt: number];

/**
 * JSON that is safe inside a script element: CMS text cannot close the element (`</script>`) or open a comment.
 * Only the successful reads go, each as its key, data and time: the rest of TanStack Query's state is the same for
 * every one of them and is put back by readPageState (a third of the state's size otherwise, on every page).
 */
export function serializePageState(state: PageState): string {
  const reads: Read[] = state.queries.queries
    .filter((query) => query.state.status === 'success')
    .map((query) => [query.queryKey, query.state.data, query.state.dataUpdatedAt]);
  return JSON.stringify({ config: state.config, reads, posted: state.posted }).replace(/</g, '\\u003c');
}

/** A read as TanStack Query dehydrates a successful query, as current as of `currentAt` when that is later. */
function dehydratedRead([queryKey, data, readAt]: Read, currentAt: number): DehydratedQuery {
  const dataUpdatedAt = Math.max(readAt, currentAt);
  return {
    queryKey,
    queryHash: hashKey(queryKey),
    dehydratedAt: dataUpdatedAt,
    state: {
      data,
      dataUpdateCount: 1,
      dataUpdatedAt,
      error: null,
      errorUpdateCount: 0,
      errorUpdatedAt: 0,
      fetchFailureCount: 0,
      fetchFailureReason: null,
      fetchMeta: null,
      isInvalidated: false,
      status: 'success',
      fetchStatus: 'idle',
    },
  };
}

/** Whether the server sent this page as its last good render, while the API did not answer. */
function isLastGoodRender(): boolean {
  const [navigation] = (performance.getEntriesByType?.('navigation') ?? []) as PerformanceNavigationTiming[];
  return navigation?.serverTiming?.some((metric) => metric.name === LAST_GOOD_RENDER) ?? false;
}

/**
 * The page's state when the server rendered it, null for a page the browser renders alone. Its reads count as read
 * now: the server keeps a render for as long as the content it shows is unchanged and sends it (or confirms the
 * browser's copy) only then, so a render made minutes ago is still current and is not asked for again. The last good
 * render, served while the API does not answer, keeps its reads' own times.
 */
export function readPageState(doc: Document = document, sentAt = Date.now()): PageState | null {
  const text = doc.getElementById(PAGE_STATE_ID)?.textContent;
  if (!text) return null;
  const value = JSON.parse(text) as { config?: unknown; reads?: Read[]; posted?: PostedForm };
  const currentAt = isLastGoodRender() ? 0 : sentAt;
  return {
    config: parseRuntimeConfig(value.config),
    queries: { mutations: [], queries: (value.reads ?? []).map((read) => dehydratedRead(read, currentAt)) },
    posted: value.posted,
  };
}
