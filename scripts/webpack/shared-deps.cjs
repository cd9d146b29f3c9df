// The one list of singletons every app shares; the shell and all four remotes import it so the list cannot drift.
const path = require('node:path');

const root = path.resolve(__dirname, '..', '..');

function versionOf(pkg) {
  return require(require.resolve(`${pkg}/package.json`, { paths: [root] })).version;
}

const singletons = {
  react: versionOf('react'),
  'react/jsx-runtime': versionOf('react'),
  'react-dom': versionOf('react-dom'),
  'react-dom/client': versionOf('react-dom'),
  // The design system, API client, session context and the router (ui/src/routing.ts): one copy, so every remote
  // reads the shell's session and router context. react-router is not listed itself: a shared package is never
  // tree-shaken, and inside this one it is cut down to the parts the site uses (about a third of its size).
  '@agency/ui': require(path.join(root, 'ui', 'package.json')).version,
};

function sharedDeps() {
  return Object.fromEntries(
    Object.entries(singletons).map(([name, version]) => [
      name,
      { singleton: true, requiredVersion: `^${version}`, version, strictVersion: false },
    ]),
  );
}

module.exports = { sharedDeps };
