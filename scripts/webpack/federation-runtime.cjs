// One copy of Module Federation's runtime per page. A remote's production build leaves the runtime out
// (experiments.externalRuntime) and uses the one its host hands over: about 10 KB less script for every remote a
// page loads. The shell hands its runtime over with Module Federation's own runtime plugin, so the shell must be
// deployed before (or with) remotes built this way.
const path = require('node:path');
const { DefinePlugin } = require('webpack');
const { packageManifest } = require('./package-manifest.cjs');

/** What a remote's standalone preview page loads first, in place of the host that would provide the runtime. */
const RUNTIME_PROVIDER_FILE = 'federation-runtime.js';

/**
 * The plugin that hands the host's runtime to its remotes, by its ES module build. `provideExternalRuntime` adds
 * the CommonJS build, which brings a second, CommonJS copy of the whole runtime into the shell's bundle (+9 KB)
 * and hands that copy over instead of the one the shell runs.
 */
function hostRuntimePlugins() {
  const enhanced = path.dirname(require.resolve('@module-federation/enhanced/webpack'));
  const { dir, manifest } = packageManifest(
    '@module-federation/inject-external-runtime-core-plugin',
    enhanced,
  );
  return [path.join(dir, manifest.exports['.'].import.default)];
}

/** The runtime on its own, for a remote's standalone preview page (dist/federation-runtime.js). */
function runtimeProviderConfig({ dir, plugins }) {
  return {
    name: 'federation-runtime',
    mode: 'production',
    context: dir,
    entry: path.join(__dirname, 'provide-federation-runtime.mjs'),
    devtool: false,
    output: { path: path.join(dir, 'dist'), filename: RUNTIME_PROVIDER_FILE, clean: false },
    // As Module Federation's own builds for the browser (experiments.optimization.target): no Node code paths.
    plugins: [new DefinePlugin({ ENV_TARGET: JSON.stringify('web') }), ...plugins],
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

module.exports = { RUNTIME_PROVIDER_FILE, hostRuntimePlugins, runtimeProviderConfig };
