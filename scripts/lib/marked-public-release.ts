// mfe-public's build published as a release whose landing page names itself by a marker of the caller's choice, so
// a page shows which release rendered it (the releases browser test and the canaries bench).
import fs from 'node:fs';
import path from 'node:path';
import { publishBuild } from '../../release/src/publish';
import { FolderReleaseStore } from '../../release/src/release-store';

/**
 * Copies mfe-public's build into `work/<marker>`, writes `marker` where the landing page names itself for
 * `data-page="landing"` (in the browser's code and the server's alike), and publishes it to the store in
 * `releasesDir`. Only that name: the same word also keys the page's block list, which must keep finding its blocks.
 */
export async function publishMarkedPublicRelease({
  work,
  releasesDir,
  marker,
}: {
  work: string;
  releasesDir: string;
  marker: string;
}) {
  const appDir = path.join(work, marker);
  const source = path.join(__dirname, '..', '..', 'mfe-public');
  fs.mkdirSync(appDir, { recursive: true });
  fs.copyFileSync(path.join(source, 'package.json'), path.join(appDir, 'package.json'));
  fs.cpSync(path.join(source, 'dist'), path.join(appDir, 'dist'), {
    recursive: true,
    // The precompressed copies would still say "landing"; the server sends the changed files as they are.
    filter: (file) => !/\.(br|gz)$/.test(file),
  });
  for (const file of fs.readdirSync(path.join(appDir, 'dist'), { recursive: true, encoding: 'utf8' }))
    if (file.endsWith('.js')) {
      const full = path.join(appDir, 'dist', file);
      fs.writeFileSync(
        full,
        fs.readFileSync(full, 'utf8').replace(/(\bname:\s*)"landing"/g, `$1"${marker}"`),
      );
    }
  const store = new FolderReleaseStore(releasesDir);
  const { metadata } = await publishBuild({ slice: 'mfe-public', store, appDir, withTypes: false });
  return metadata;
}
