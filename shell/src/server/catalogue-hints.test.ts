import { catalogueHints } from './catalogue-hints';

// The shell build's catalogue chunks as entry-assets.json lists them, and a remote page's as its manifest does.
const SHELL = {
  'messages-rules-de': ['/messages-rules-de.1.js'],
  'messages-shell-de': ['/messages-shell-de.2.js'],
  'messages-shell-on-demand-de': ['/messages-shell-on-demand-de.3.js'],
  'messages-ui-de': ['/messages-ui-de.4.js'],
  'messages-ui-on-demand-de': ['/messages-ui-on-demand-de.5.js'],
};
const PAGE = ['messages-public-de', 'messages-ui-de', 'messages-rules-de', 'messages-ui-on-demand-de'].map(
  (name) => ({ name, href: `http://remote/${name}.6.js` }),
);

test('a German page hints the frame’s catalogues and its remote’s own, never the remote’s copies of shared ones', () => {
  expect(catalogueHints({ locale: 'de', shell: SHELL, page: PAGE })).toEqual([
    '/messages-ui-de.4.js',
    '/messages-shell-de.2.js',
    'http://remote/messages-public-de.6.js',
  ]);
  // A page without a remote (the not-found page) needs the frame's.
  expect(catalogueHints({ locale: 'de', shell: SHELL, page: [] })).toEqual([
    '/messages-ui-de.4.js',
    '/messages-shell-de.2.js',
  ]);
});

test('an English page hints nothing, nor does a shell build that lists no catalogues', () => {
  expect(catalogueHints({ locale: 'en', shell: SHELL, page: PAGE })).toEqual([]);
  expect(catalogueHints({ locale: 'de', shell: undefined, page: PAGE })).toEqual([]);
});
