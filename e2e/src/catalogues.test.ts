// Nothing missing silently: every package's catalogue in every language has exactly the English catalogue's
// messages, each valid ICU MessageFormat with the same arguments as its English original.
import fs from 'node:fs';
import path from 'node:path';
import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import { SUPPORTED_LOCALES } from '../../ui/src/i18n/locales';
import { root } from './scripts-lib';

type Catalogue = Record<string, string>;

/** Every package folder's src/messages (ui, the shell and the remotes alike), and the API's src/i18n/messages. */
const catalogueDirs = fs
  .readdirSync(root, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.') && entry.name !== 'node_modules')
  .flatMap((entry) => [
    path.join(root, entry.name, 'src', 'messages'),
    path.join(root, entry.name, 'src', 'i18n', 'messages'),
  ])
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

test('the shell, the shared components and the public pages have catalogues', () => {
  expect(catalogueDirs.map((dir) => path.relative(root, dir)).sort()).toEqual(
    expect.arrayContaining([
      'api/src/i18n/messages',
      'contracts/src/messages',
      'mfe-public/src/messages',
      'shell/src/messages',
      'ui/src/messages',
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
