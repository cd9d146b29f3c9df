import type { DehydratedState } from '@agency/ui';
import { parseRuntimeConfig, type RuntimeConfig } from '../lib/runtime-config';

/** The id of the JSON script a server-rendered page carries: what the browser needs to hydrate it. */
export const PAGE_STATE_ID = 'page-state';

/** What the server hands the browser with a rendered page: its config.json and the reads the page was made from. */
export interface PageState {
  config: RuntimeConfig;
  queries: DehydratedState;
}

/** JSON that is safe inside a script element: CMS text cannot close the element (`</script>`) or open a comment. */
export function serializePageState(state: PageState): string {
  return JSON.stringify(state).replace(/</g, '\\u003c');
}

/** The page's state when the server rendered it, null for a page the browser renders alone. */
export function readPageState(doc: Document = document): PageState | null {
  const text = doc.getElementById(PAGE_STATE_ID)?.textContent;
  if (!text) return null;
  const value = JSON.parse(text) as { config?: unknown; queries?: DehydratedState };
  return {
    config: parseRuntimeConfig(value.config),
    queries: value.queries ?? { queries: [], mutations: [] },
  };
}
