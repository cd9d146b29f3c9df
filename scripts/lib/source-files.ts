// The repository's own TypeScript under a folder, as the checks that read the code walk it: the import graph, the
// apps' import rules and the web servers' file sizes.
import fs from 'node:fs';
import path from 'node:path';

const SOURCE = /\.tsx?$/;
const TEST_OR_DECLARATION = /\.test\.tsx?$|\.d\.ts$/;

/**
 * Every `.ts` and `.tsx` file under `folder` (installed packages left out), as paths under it; none for a folder
 * that does not exist. `tests: false` leaves out tests and type declarations, which no module imports.
 */
export function sourceFiles(folder: string, { tests = true }: { tests?: boolean } = {}): string[] {
  if (!fs.existsSync(folder)) return [];
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(file, { tests });
    return SOURCE.test(entry.name) && (tests || !TEST_OR_DECLARATION.test(entry.name)) ? [file] : [];
  });
}
