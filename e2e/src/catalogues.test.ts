// Nothing missing silently: every package's catalogue in every language has exactly the English catalogue's
// messages, each valid ICU MessageFormat with the same arguments as its English original.
import fs from 'node:fs';
import path from 'node:path';
import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import { SUPPORTED_LOCALES } from '../../ui/src/i18n/locales';
import { root } from './scripts-lib';

type Catalogue = Record<string, string>;

/** The folders directly inside `dir`. */
const foldersIn = (dir: string) =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.') && entry.name !== 'node_modules')
    .map((entry) => path.join(dir, entry.name));

/**
 * Every package folder's src/messages (ui, the shell, the remotes and the contracts) and its further catalogues
 * inside, and the API's src/i18n/messages.
 */
const catalogueDirs = foldersIn(root)
  .flatMap((dir) => [path.join(dir, 'src', 'messages'), path.join(dir, 'src', 'i18n', 'messages')])
  .filter((dir) => fs.existsSync(dir))
  .flatMap((dir) => [dir, ...foldersIn(dir)])
  .filter((dir) => fs.existsSync(path.join(dir, 'en.json')));

function read(dir: string, locale: string): Catalogue {
  return JSON.parse(fs.readFileSync(path.join(dir, `${locale}.json`), 'utf8')) as Catalogue;
}

/** A message's arguments and how each is formatted ("count:plural", "name"), nested choices included. */
function argumentsOf(message: CompiledMessage, found = new Set<string>()): Set<string> {
  for (const token of message) {
    if (typeof token === 'string') continue;
    const [name, type, format] = token;
    found.add(type ? `${name}:${type}` : name);
    if (format && typeof format === 'object')
      for (const [key, choice] of Object.entries(format))
        if (key !== 'offset' && Array.isArray(choice)) argumentsOf(choice as CompiledMessage, found);
  }
  return found;
}

const argumentList = (message: string) => [...argumentsOf(compileMessageOrThrow(message))].sort();

test('ui, the shell, every remote, the contracts and the API have catalogues', () => {
  expect(catalogueDirs.map((dir) => path.relative(root, dir)).sort()).toEqual(
    expect.arrayContaining([
      'api/src/i18n/messages',
      'contracts/src/messages',
      'mfe-admin/src/messages',
      'mfe-cms/src/messages',
      'mfe-customer/src/messages',
      'mfe-public/src/messages',
      'mfe-public/src/messages/other-pages',
      'shell/src/messages',
      'shell/src/messages/on-demand',
      'ui/src/messages',
      'ui/src/messages/on-demand',
    ]),
  );
});

describe.each(catalogueDirs.map((dir) => [path.relative(root, dir), dir]))('%s', (_name, dir) => {
  const english = read(dir, 'en');

  test.each(SUPPORTED_LOCALES.filter((locale) => locale !== 'en'))(
    '%s has exactly the English messages, with the same arguments',
    (locale) => {
      const other = read(dir, locale);
      expect(Object.keys(other).sort()).toEqual(Object.keys(english).sort());
      const differing = Object.keys(english).filter(
        (id) => JSON.stringify(argumentList(other[id])) !== JSON.stringify(argumentList(english[id])),
      );
      expect(differing).toEqual([]);
    },
  );

  test('every English message is valid ICU MessageFormat', () => {
    const invalid = Object.entries(english).filter(([, message]) => {
      try {
        compileMessageOrThrow(message);
        return false;
      } catch {
        return true;
      }
    });
    expect(invalid).toEqual([]);
  });

  test('the folder holds a catalogue for each supported language and nothing else', () => {
    expect(
      fs
        .readdirSync(dir)
        .filter((file) => file.endsWith('.json'))
        .sort(),
    ).toEqual(SUPPORTED_LOCALES.map((locale) => `${locale}.json`).sort());
  });
});
