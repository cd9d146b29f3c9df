// Loaded only for a page opened in live preview (with enter-preview), so no other visit carries it.
import type { LivePreviewUpdate } from '@agency/contracts';
import { queryKeys, type QueryClient } from '@agency/ui';
import { listenToEditor } from './live-preview-channel';
import { unsavedValues, withFormValues, type PageRecord } from './live-values';
import { elementsShowing, markUnsaved } from './unsaved-marks';

export const LIVE_PREVIEW_TEXT = 'Live preview: outlined parts are unsaved. Visitors see the published site.';
export const HIDDEN_EMPTY_TEXT =
  'Hidden on the site: every field of this block is empty, so its section is not shown.';
export const HIDDEN_TEXT =
  'Hidden on the site: its section shows nothing with these values (a field it needs may be empty).';

/** The bar across the top of the frame: what this page is, and why the edited block is not on it when it is not. */
function liveBar(document: Document) {
  const bar = document.createElement('div');
  bar.className = 'preview-bar preview-bar--live';
  const text = document.createElement('span');
  text.textContent = LIVE_PREVIEW_TEXT;
  const hidden = document.createElement('p');
  hidden.className = 'preview-bar__hidden';
  hidden.setAttribute('role', 'status');
  bar.append(text, hidden);
  document.body.prepend(bar);
  return {
    showHidden: (reason: string) => (hidden.textContent = reason),
    remove: () => bar.remove(),
  };
}

/** Scrolls this page alone (scrollIntoView would scroll the editor's page around the frame too). */
function centre(element: Element) {
  const view = element.ownerDocument.defaultView;
  if (!view) return;
  const { top, height } = element.getBoundingClientRect();
  view.scrollTo({ top: view.scrollY + top - (view.innerHeight - height) / 2 });
}

/**
 * Shows the editor's unsaved values on this page as they are typed: each update replaces the block's list in the
 * page's query cache (so the page's own sections render it), starting each time from the list the page had before
 * any update. Once React has rendered, what shows an unsaved value is outlined, the first of it scrolled into
 * view, and a block that its section does not show is explained in the bar.
 */
export function startLivePreview({
  token,
  client,
  root,
  editor,
}: {
  token: string;
  client: QueryClient;
  root: Element;
  /** The window that framed this page (its parent by default). */
  editor?: Window;
}): () => void {
  const bar = liveBar(root.ownerDocument);
  const savedLists = new Map<string, readonly PageRecord[]>();
  let latest: { update: LivePreviewUpdate; unsaved: string[] } | null = null;
  let scrolledTo: Element | null = null;

  const show = () => {
    if (!latest) return;
    const { update, unsaved } = latest;
    const marked = markUnsaved(root, unsaved);
    const values = Object.values(update.values).filter((value) => value.trim() !== '');
    const shown = values.some((value) => elementsShowing(root, value).length > 0);
    bar.showHidden(shown ? '' : values.length === 0 ? HIDDEN_EMPTY_TEXT : HIDDEN_TEXT);
    const first = marked[0];
    if (first && first !== scrolledTo) {
      scrolledTo = first;
      centre(first);
    }
  };
  // React renders after the cache changes: the page is looked at again once its DOM has changed and been painted,
  // so the outline never holds up the paint of the new values (nor the editor's, on the same thread).
  let looking: ReturnType<typeof setTimeout> | undefined;
  let frame = 0;
  const lookAgain = () => {
    cancelAnimationFrame(frame);
    clearTimeout(looking);
    frame = requestAnimationFrame(() => (looking = setTimeout(show)));
  };
  const observer = new MutationObserver(lookAgain);
  observer.observe(root, { childList: true, subtree: true, characterData: true });

  const stopListening = listenToEditor({
    token,
    editor,
    onUpdate: (update) => {
      const key = queryKeys.contentList(update.block);
      if (!savedLists.has(update.block))
        savedLists.set(update.block, client.getQueryData<PageRecord[]>(key) ?? []);
      const saved = savedLists.get(update.block)!;
      latest = { update, unsaved: unsavedValues(saved, update) };
      client.setQueryData(key, withFormValues(saved, update));
      lookAgain();
    },
  });
  return () => {
    bar.remove();
    stopListening();
    observer.disconnect();
    cancelAnimationFrame(frame);
    clearTimeout(looking);
  };
}
