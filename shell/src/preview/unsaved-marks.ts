/** The attribute that outlines what shows an unsaved value (preview-bar.css). */
export const UNSAVED_ATTRIBUTE = 'data-live-unsaved';

// A value shown as an image or a link is found in the element's address; an image from the media library is shown
// at several widths and formats, so it is found by its file's folder.
const ADDRESS = /^(https?:\/\/|\/)/;
const MEDIA_FOLDER = /\/media\/[0-9a-f]{24}\//;
const ADDRESS_ATTRIBUTES = ['src', 'srcset', 'href'];

const normalized = (text: string) => text.replace(/\s+/g, ' ').trim();

function showingAddress(root: Element, address: string): Element[] {
  const needle = address.match(MEDIA_FOLDER)?.[0] ?? address;
  return Array.from(root.querySelectorAll('img, source, a, iframe'))
    .filter((element) =>
      ADDRESS_ATTRIBUTES.some((name) => element.getAttribute(name)?.includes(needle) ?? false),
    )
    .map((element) => (element.tagName === 'SOURCE' ? (element.parentElement ?? element) : element));
}

/** Text is found line by line: sections show a long text's lines as paragraphs of their own. */
function showingText(root: Element, text: string): Element[] {
  const lines = text.split('\n').map(normalized).filter(Boolean);
  const found = new Set<Element>();
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const shown = normalized(node.textContent ?? '');
    if (node.parentElement && lines.some((line) => shown.includes(line))) found.add(node.parentElement);
  }
  return [...found];
}

/** The elements of the page that show this value. */
export function elementsShowing(root: Element, value: string): Element[] {
  const trimmed = value.trim();
  if (trimmed === '') return [];
  return ADDRESS.test(trimmed) ? showingAddress(root, trimmed) : showingText(root, trimmed);
}

/** Outlines what shows these values (and nothing else): the elements marked, in the page's order. */
export function markUnsaved(root: Element, values: readonly string[]): Element[] {
  const marked = new Set(values.flatMap((value) => elementsShowing(root, value)));
  for (const element of Array.from(root.querySelectorAll(`[${UNSAVED_ATTRIBUTE}]`)))
    if (!marked.has(element)) element.removeAttribute(UNSAVED_ATTRIBUTE);
  for (const element of marked) element.setAttribute(UNSAVED_ATTRIBUTE, '');
  return Array.from(root.querySelectorAll(`[${UNSAVED_ATTRIBUTE}]`));
}
