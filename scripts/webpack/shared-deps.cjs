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
  // The design system, API client, session context, the router (ui/src/routing.ts) and server state (TanStack
  // Query with the page's one QueryClient, ui/src/query): one copy, so every remote reads the shell's session, router
  // context and query cache. react-router and @tanstack/react-query are not listed themselves: a shared package is
  // never tree-shaken, and inside this one they are cut down to the parts the site uses (the landing page's
  // budget has no room for either whole); apps import them only from @agency/ui (e2e/src/imports.test.ts).
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
