import { elementShowing, UNSAVED_ATTRIBUTE, watchUnsaved } from './unsaved-marks';

function page(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.append(root);
  return root;
}

const tags = (elements: Element[]) => elements.map((element) => element.tagName);

test('what an update changed is outlined until it shows the saved value again; the page’s own changes are not', async () => {
  const root = page('<h1>Saved heading</h1><p>Saved text</p><span>0</span>');
  const unsaved = watchUnsaved(root);
  const [heading, text, counter] = Array.from(root.children);

  // The page changes itself between updates: that is its saved state.
  counter!.firstChild!.nodeValue = '1';
  await Promise.resolve();
  unsaved.expectChanges();
  heading!.firstChild!.nodeValue = 'Typed heading';
  expect(tags(unsaved.mark())).toEqual(['H1']);
  expect(heading).toHaveAttribute(UNSAVED_ATTRIBUTE);
  expect(text).not.toHaveAttribute(UNSAVED_ATTRIBUTE);
  expect(counter).not.toHaveAttribute(UNSAVED_ATTRIBUTE);

  // Typed back to the saved value: nothing is unsaved any more.
  unsaved.expectChanges();
  heading!.firstChild!.nodeValue = 'Saved heading';
  expect(unsaved.mark()).toEqual([]);
  expect(heading).not.toHaveAttribute(UNSAVED_ATTRIBUTE);
  unsaved.stop();
});

test('an added item is outlined, a moved one is not, and a new image in its picture is', () => {
  const root = page(
    '<ul><li>First</li><li>Second</li></ul><picture><source srcset="/media/a/640.webp 640w"><img src="/media/a/1024.jpg"></picture>',
  );
  const unsaved = watchUnsaved(root);
  const list = root.querySelector('ul')!;
  unsaved.expectChanges();
  list.append(list.firstElementChild!);
  const added = document.createElement('li');
  added.textContent = 'Being added';
  list.append(added);
  root.querySelector('source')!.setAttribute('srcset', '/media/b/640.webp 640w');
  root.querySelector('img')!.setAttribute('src', '/media/b/1024.jpg');
  expect(unsaved.mark().map((element) => element.textContent || element.tagName)).toEqual([
    'Being added',
    'IMG',
  ]);

  // The item removed again (the form cleared) leaves nothing outlined but the image.
  unsaved.expectChanges();
  added.remove();
  expect(tags(unsaved.mark())).toEqual(['IMG']);
  unsaved.stop();
});

test('an element without a box of its own is outlined through the elements inside it', () => {
  const root = page('<p>Saved</p>');
  const unsaved = watchUnsaved(root);
  unsaved.expectChanges();
  // A library image newly chosen: its picture only chooses the file (display: contents).
  const picture = document.createElement('picture');
  picture.style.display = 'contents';
  picture.innerHTML = '<source srcset="/media/a/640.webp 640w"><img src="/media/a/1024.jpg">';
  root.append(picture);
  expect(tags(unsaved.mark())).toEqual(['IMG']);
  unsaved.stop();
});

test('a value is found on the page as text, line by line, or as an address (a library image at any width)', () => {
  const root = page(
    '<h1>Grow  your\nbusiness</h1><p>First line</p><picture><source srcset="/media/0123456789abcdef01234567/640.webp 640w"><img src="/media/0123456789abcdef01234567/1024.jpg"></picture><a href="/pricing/">Grow</a>',
  );
  const found = (...values: string[]) => elementShowing(root, values)?.tagName;
  // The longest value first: "Grow" alone is in the link too.
  expect(found('Grow', 'Grow your business')).toBe('H1');
  expect(found('Not here\nFirst line')).toBe('P');
  expect(found('http://api.test/media/0123456789abcdef01234567/1600.jpg')).toBe('SOURCE');
  expect(found('/pricing/')).toBe('A');
  expect(found('   ', 'Not on the page', 'https://elsewhere.example/')).toBeUndefined();
});
