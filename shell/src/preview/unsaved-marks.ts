/** The attribute that outlines what shows an unsaved value (preview-bar.css). */
export const UNSAVED_ATTRIBUTE = 'data-live-unsaved';

/** The attributes through which a section shows a value: an image, a link, an alternative text, a bar's width. */
const VALUE_ATTRIBUTES = ['src', 'srcset', 'href', 'alt', 'title', 'style'];

/**
 * The elements that outline this one's content: itself, or for one without a box of its own (a `<source>`, or a
 * `<picture>` laid out as `display: contents`) the elements inside it or beside it that have one.
 */
function outlinable(element: Element): Element[] {
  if (element.tagName === 'SOURCE')
    return Array.from(element.parentElement?.querySelectorAll(':scope > img') ?? []);
  const view = element.ownerDocument.defaultView;
  if (view?.getComputedStyle(element).display !== 'contents') return [element];
  return Array.from(element.children).flatMap(outlinable);
}

const byPageOrder = (a: Element, b: Element) =>
  a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;

/**
 * What the editor's changes changed on the page, compared with the page as it showed the saved values: the DOM
 * changes React makes while an update is rendered (`expectChanges` until `mark`) are recorded with the text or
 * attribute each node had before, so an element is unsaved while what it shows differs from that, whatever the
 * section did with the value (a number formatted, a text cut into lines, an image at another width). An element
 * an update added (a new item, a paragraph for a field that was empty) is unsaved while it stays; one that was only
 * moved (a reordered item) is not. Changes made between updates (the page's own) become the saved state.
 */
export function watchUnsaved(root: Element) {
  const savedText = new Map<Node, string | null>();
  const savedAttributes = new Map<Element, Map<string, string | null>>();
  const added = new Set<Node>();
  // A moved node is removed, then added: a node this page has shown before is not new.
  const removed = new WeakSet<Node>();
  let expecting = false;

  const record = (mutations: MutationRecord[]) => {
    for (const mutation of mutations) {
      const { target } = mutation;
      if (mutation.type === 'characterData') {
        if (!expecting) savedText.delete(target);
        else if (!savedText.has(target)) savedText.set(target, mutation.oldValue);
      } else if (mutation.type === 'attributes') {
        const element = target as Element;
        const saved = savedAttributes.get(element) ?? new Map<string, string | null>();
        if (!expecting) saved.delete(mutation.attributeName!);
        else if (!saved.has(mutation.attributeName!)) saved.set(mutation.attributeName!, mutation.oldValue);
        savedAttributes.set(element, saved);
      } else {
        for (const node of Array.from(mutation.removedNodes)) {
          removed.add(node);
          added.delete(node);
        }
        if (expecting)
          for (const node of Array.from(mutation.addedNodes)) if (!removed.has(node)) added.add(node);
      }
    }
  };
  const observer = new MutationObserver(record);
  observer.observe(root, {
    subtree: true,
    childList: true,
    characterData: true,
    characterDataOldValue: true,
    attributeFilter: VALUE_ATTRIBUTES,
    attributeOldValue: true,
  });

  /** The elements whose content differs from the saved page's now. */
  function unsavedElements(): Set<Element> {
    const found = new Set<Element>();
    for (const [node, text] of savedText) {
      if (!node.isConnected) savedText.delete(node);
      else if (node.nodeValue !== text && node.parentElement) found.add(node.parentElement);
    }
    for (const [element, attributes] of savedAttributes) {
      if (!element.isConnected) savedAttributes.delete(element);
      else if ([...attributes].some(([name, value]) => element.getAttribute(name) !== value))
        found.add(element);
    }
    for (const node of added) {
      if (!node.isConnected) added.delete(node);
      else if (node instanceof Element) found.add(node);
      else if (node.textContent?.trim() && node.parentElement) found.add(node.parentElement);
    }
    return new Set([...found].flatMap(outlinable));
  }

  return {
    /** The DOM changes from now until `mark` are the editor's. */
    expectChanges: () => {
      expecting = true;
    },
    /** Outlines what differs from the saved page (and nothing else): the elements marked, in the page's order. */
    mark: (): Element[] => {
      record(observer.takeRecords());
      expecting = false;
      const unsaved = unsavedElements();
      for (const element of Array.from(root.querySelectorAll(`[${UNSAVED_ATTRIBUTE}]`)))
        if (!unsaved.has(element)) element.removeAttribute(UNSAVED_ATTRIBUTE);
      // Set only where missing: setting it again invalidates the element's style at every update.
      for (const element of unsaved)
        if (!element.hasAttribute(UNSAVED_ATTRIBUTE)) element.setAttribute(UNSAVED_ATTRIBUTE, '');
      return [...unsaved].sort(byPageOrder);
    },
    stop: () => observer.disconnect(),
  };
}

// A value shown as an image or a link is found in the element's address; an image from the media library is shown
// at several widths and formats, so it is found by its file's folder.
const ADDRESS = /^(https?:\/\/|\/)/;
const MEDIA_FOLDER = /\/media\/[0-9a-f]{24}\//;
const ADDRESS_ATTRIBUTES = ['src', 'srcset', 'href'];

const normalized = (text: string) => text.replace(/\s+/g, ' ').trim();

function showingAddress(root: Element, address: string): Element | undefined {
  const needle = address.match(MEDIA_FOLDER)?.[0] ?? address;
  return Array.from(root.querySelectorAll('img, source, a, iframe')).find((element) =>
    ADDRESS_ATTRIBUTES.some((name) => element.getAttribute(name)?.includes(needle) ?? false),
  );
}

/** Text is found line by line: sections show a long text's lines as paragraphs of their own. */
function showingText(root: Element, text: string): Element | undefined {
  const lines = text.split('\n').map(normalized).filter(Boolean);
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const shown = normalized(node.textContent ?? '');
    if (node.parentElement && lines.some((line) => shown.includes(line))) return node.parentElement;
  }
  return undefined;
}

/**
 * An element of the page that shows one of these values as they are, as text or as an address, the longest value
 * first (the least likely to be shown elsewhere too): where a record that changed nothing on the page is.
 */
export function elementShowing(root: Element, values: readonly string[]): Element | undefined {
  const candidates = values.map((value) => value.trim()).filter(Boolean);
  for (const value of candidates.sort((a, b) => b.length - a.length)) {
    const found = ADDRESS.test(value) ? showingAddress(root, value) : showingText(root, value);
    if (found) return found;
  }
  return undefined;
}
