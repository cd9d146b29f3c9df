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
  'react-router': versionOf('react-router'),
  'react-router-dom': versionOf('react-router-dom'),
  // The design system, API client and session context: one copy so every remote reads the shell's session.
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

module.exports = { sharedDeps, singletonNames: Object.keys(singletons) };
