import { elementsShowing, markUnsaved, UNSAVED_ATTRIBUTE } from './unsaved-marks';

function page(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
}

test('a text is found in the elements that show it, line by line and whatever the spacing', () => {
  const root = page(
    '<section><h1>Grow  your\nbusiness</h1><p>First line</p><p>Second line</p><p>Other</p></section>',
  );
  expect(elementsShowing(root, 'Grow your business').map((element) => element.tagName)).toEqual(['H1']);
  expect(elementsShowing(root, 'First line\nSecond line').map((element) => element.textContent)).toEqual([
    'First line',
    'Second line',
  ]);
  expect(elementsShowing(root, '   ')).toEqual([]);
  expect(elementsShowing(root, 'Not on the page')).toEqual([]);
});

test('an image from the library is found at any of its widths; a link by its address', () => {
  const root = page(
    '<picture><source srcset="/media/0123456789abcdef01234567/640.webp 640w"><img src="/media/0123456789abcdef01234567/1024.jpg"></picture><a href="/pricing/">Prices</a>',
  );
  const found = elementsShowing(root, 'http://api.test/media/0123456789abcdef01234567/1600.jpg');
  expect(found.map((element) => element.tagName).sort()).toEqual(['IMG', 'PICTURE']);
  expect(elementsShowing(root, '/pricing/').map((element) => element.tagName)).toEqual(['A']);
});

test('marks follow the unsaved values: a value saved again loses its outline', () => {
  const root = page('<h1>Heading typed</h1><p>Saved text</p>');
  expect(markUnsaved(root, ['Heading typed']).map((element) => element.tagName)).toEqual(['H1']);
  expect(root.querySelector('p')!.hasAttribute(UNSAVED_ATTRIBUTE)).toBe(false);
  expect(markUnsaved(root, [])).toEqual([]);
  expect(root.querySelector('h1')!.hasAttribute(UNSAVED_ATTRIBUTE)).toBe(false);
});
