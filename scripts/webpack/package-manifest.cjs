// Where an installed package lives and what its package.json says, for the build config.
const fs = require('node:fs');
const path = require('node:path');

/**
 * The folder and package.json of the package `name` as Node resolves it from `from` (a package's own dependency is
 * found from that package's folder). Walks up from the resolved file to the package.json naming it, past the
 * package.json files some packages keep inside their builds.
 */
function packageManifest(name, from = __dirname) {
  let dir = path.dirname(require.resolve(name, { paths: [from] }));
  for (;;) {
    const file = path.join(dir, 'package.json');
    if (fs.existsSync(file)) {
      const manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
      if (manifest.name === name) return { dir, manifest };
    }
    if (path.dirname(dir) === dir) throw new Error(`no package.json names ${name} above where it resolves`);
    dir = path.dirname(dir);
  }
}

module.exports = { packageManifest };
