// How every app's TypeScript and JSX is compiled, in the browser builds and the Node builds alike: SWC, types stripped
// (`tsc --noEmit` checks them), React's automatic runtime.
const path = require('node:path');

/** Modules the builds replace by the data they export, evaluated at build time (build-time-module-loader.cjs). */
const BUILD_TIME_MODULES = ['block-tables.ts', 'landing-blocks.ts', 'service-blocks.ts'].map((file) =>
  path.resolve(__dirname, '../../contracts/src', file),
);

function scriptRule(production, target = 'es2020') {
  const swc = {
    loader: 'swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: !production } },
        target,
      },
    },
  };
  const buildTime = { loader: require.resolve('./build-time-module-loader.cjs') };
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    // Loaders run last to first: a build-time module is evaluated, then its data compiled like any module.
    use: ({ resource }) => (BUILD_TIME_MODULES.includes(resource) ? [swc, buildTime] : [swc]),
  };
}

module.exports = { scriptRule };
