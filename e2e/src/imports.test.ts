// The router and the query library are shared through @agency/ui (ui/src/routing.ts, ui/src/query); a direct import
// would load a second copy whose context (the shell's <BrowserRouter>, the page's QueryClient) it does not see.
// The interface's message library likewise: its catalogues' translators are made once, by @agency/ui (ui/src/i18n).
// Remotes also never import each other or the shell.
import fs from 'node:fs';
import path from 'node:path';
import { sourceFiles } from '../../scripts/lib/source-files';
import { apps, root } from './scripts-lib';

test.each(apps)('%s imports the query library only from @agency/ui', (app) => {
  const offenders = sourceFiles(path.join(root, app, 'src')).filter((file) =>
    /from ['"]@tanstack\/react-query['"]/.test(fs.readFileSync(file, 'utf8')),
  );
  expect(offenders.map((file) => path.relative(root, file))).toEqual([]);
});

test.each(apps)('%s imports the message library only from @agency/ui', (app) => {
  // A test may compile a catalogue's messages to check them: it is never part of a page.
  const offenders = sourceFiles(path.join(root, app, 'src'), { tests: false }).filter((file) =>
    /from ['"]@lingui\//.test(fs.readFileSync(file, 'utf8')),
  );
  expect(offenders.map((file) => path.relative(root, file))).toEqual([]);
});

test.each(apps)('%s imports routing only from @agency/ui', (app) => {
  const offenders = sourceFiles(path.join(root, app, 'src')).filter((file) =>
    /from ['"]react-router(-dom)?['"]/.test(fs.readFileSync(file, 'utf8')),
  );
  expect(offenders.map((file) => path.relative(root, file))).toEqual([]);
});
