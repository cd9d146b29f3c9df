// The web servers' code stays readable a file at a time: one concern per file (the server's are plugins/), none
// over 300 lines, its tests included.
import fs from 'node:fs';
import path from 'node:path';
import { sourceFiles } from '../../scripts/lib/source-files';

const MAX_LINES = 300;

test(`no file in web/src is over ${MAX_LINES} lines`, () => {
  const files = sourceFiles(__dirname);
  // The walk found the code it is meant to hold to the rule.
  expect(files).toContain(path.join(__dirname, 'web-server.ts'));
  const tooLong = files
    .map((file) => ({
      file: path.relative(__dirname, file),
      lines: fs.readFileSync(file, 'utf8').trimEnd().split('\n').length,
    }))
    .filter(({ lines }) => lines > MAX_LINES);
  expect(tooLong).toEqual([]);
});
