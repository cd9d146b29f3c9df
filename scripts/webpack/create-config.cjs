// One webpack + Module Federation config for the shell and every remote; each app's webpack.config.js only names itself.
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedDeps } = require('./shared-deps.cjs');
const { portsFromEnv, localUrl, remoteNames } = require('../lib/ports.cjs');
const { RouteTablePlugin } = require('./route-table-plugin.cjs');
const { scriptRule } = require('./script-rule.cjs');
const { messagesRule } = require('./messages-rule.cjs');
const { routerRule } = require('./router-rule.cjs');
const { EntryAssetsPlugin } = require('./entry-assets-plugin.cjs');
const { createServerConfig } = require('./server-config.cjs');
const { writeBlockIndex } = require('../lib/block-index.cjs');
const { packageManifest } = require('./package-manifest.cjs');
const {
  RUNTIME_PROVIDER_FILE,
  hostRuntimePlugins,
  runtimeProviderConfig,
} = require('./federation-runtime.cjs');

// Text files worth sending compressed; the servers pick .br or .gz by Accept-Encoding (web/src/web-server.ts).
const COMPRESSIBLE = /\.(js|css|html|json|svg|txt|xml|ico)$/;

// The blocks' tables (a build-time module, script-rule.cjs), which the shell's code and @agency/ui both read.
const BLOCK_TABLES = path.resolve(__dirname, '../../contracts/src/block-tables.ts');

// React's packages: the shared react, react-dom, react-dom/client and react/jsx-runtime, always loaded together.
const REACT_PACKAGES = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;
// The libraries @agency/ui carries (routing, server state, texts), which the shell loads on every page with React.
const UI_LIBRARIES = /[\\/]node_modules[\\/](react-router|@tanstack|@lingui)[\\/]/;
// The shared @agency/ui module, which the shell loads on every page too.
const UI_ENTRY = path.resolve(__dirname, '../../ui/src/index.ts');

/** Whether a module is loaded only with @agency/ui: every chunk that holds it holds the package's entry. */
function loadedWithUi(module, chunkGraph) {
  const chunks = [...chunkGraph.getModuleChunksIterable(module)];
  return (
    chunks.length > 0 &&
    chunks.every((chunk) =>
      [...chunkGraph.getChunkModulesIterable(chunk)].some((held) => held.resource === UI_ENTRY),
    )
  );
}

// Beside dist/: the maps of the last production build, for an error tracker, never served.
const SOURCE_MAPS = 'sourcemaps';

/** Empties the source-map folder before a production build, as output.clean does dist/, so old maps do not pile up. */
function clearSourceMaps(dir) {
  return {
    apply: (compiler) =>
      compiler.hooks.beforeRun.tap('ClearSourceMaps', () =>
        fs.rmSync(path.join(dir, SOURCE_MAPS), { recursive: true, force: true }),
      ),
  };
}

/**
 * What changes the emitted files after webpack has computed [fullhash] (the minifiers, and the real content hashes of
 * the chunks they shrink, which the entry's chunk map then names): mixed into every hash, so an entry named by
 * [fullhash] (remoteEntry, which Module Federation cannot name by [contenthash] in this webpack) takes a new name
 * whenever they change its bytes. Otherwise an upgraded minifier gives the same name to new bytes: webpack keeps an
 * existing file of that name, and browsers keep their year-long cached copy, both naming chunks that no longer exist.
 */
function toolsSalt() {
  /** A package's version, found from where Node resolves it (webpack's own minifier plugin from webpack). */
  const versionOf = (pkg, from) => `${pkg}@${packageManifest(pkg, from).manifest.version}`;
  const webpackDir = path.dirname(require.resolve('webpack'));
  const versions = [
    versionOf('webpack'),
    versionOf('minimizer-webpack-plugin', webpackDir),
    versionOf('terser', webpackDir),
    versionOf('css-minimizer-webpack-plugin'),
    versionOf('cssnano'),
    versionOf('mini-css-extract-plugin'),
    versionOf('@module-federation/enhanced'),
  ];
  const configs = fs
    .readdirSync(__dirname)
    .sort()
    .map((file) => fs.readFileSync(path.join(__dirname, file)));
  return crypto.createHash('sha256').update(versions.join('\n')).update(Buffer.concat(configs)).digest('hex');
}

/** Brotli and gzip copies of every compressible output file, made once at build time rather than per request. */
function precompression() {
  return [
    new CompressionPlugin({ test: COMPRESSIBLE, algorithm: 'gzip', filename: '[path][base].gz' }),
    new CompressionPlugin({ test: COMPRESSIBLE, algorithm: 'brotliCompress', filename: '[path][base].br' }),
  ];
}

/** Copies an app's public/ folder (e.g. the shell's demo images) into its build output as it is. */
class PublicFolderPlugin {
  constructor(folder) {
    this.folder = folder;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('PublicFolderPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PublicFolderPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const walk = (dir) => {
            if (!fs.existsSync(dir)) return;
            // Watched like a source folder: a file added in `npm run dev` is emitted on the next rebuild.
            compilation.contextDependencies.add(dir);
            for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
              const full = path.join(dir, entry.name);
              if (entry.isDirectory()) walk(full);
              else {
                compilation.fileDependencies.add(full);
                compilation.emitAsset(
                  path.relative(this.folder, full).split(path.sep).join('/'),
                  new RawSource(fs.readFileSync(full)),
                );
              }
            }
          };
          walk(this.folder);
        },
      );
    });
  }
}

/**
 * @param {object} app
 * @param {string} app.dir       the app's folder (its webpack.config.js __dirname)
 * @param {string} app.title     the HTML title
 * @param {'shell'|'mfe-public'|'mfe-customer'|'mfe-admin'|'mfe-cms'} app.id
 * @param {Record<string,string>} [app.exposes]  remotes: one module per page
 * @param {string} [app.serverEntry]  the shell: its server renderer; with it (or for a remote, with `server`), a
 *                                    production build also makes the Node build in dist/server
 * @param {boolean} [app.server]     a remote whose pages the shell's server renders (mfe-public)
 */
module.exports = function createConfig({ dir, title, id, exposes, serverEntry, server }) {
  const name = id === 'shell' ? 'shell' : remoteNames[id];
  // Every app bundles the blocks' tables, and mfe-public its pages' section registries: generated before it builds.
  writeBlockIndex();
  return (env, argv) => {
    const production = argv.mode !== 'development';
    const client = clientConfig(production);
    if (!production) return client;
    // Development serves client-rendered pages only (webpack-dev-server), so it builds no server part; nor does it
    // leave the federation runtime out of a remote, so a remote's dev server needs nothing beside it.
    return [
      client,
      ...(exposes ? [runtimeProviderConfig({ dir, plugins: precompression() })] : []),
      ...(serverEntry || server ? [createServerConfig({ dir, name, exposes, serverEntry })] : []),
    ];
  };

  function clientConfig(production) {
    const isHost = !exposes;
    const port = portsFromEnv()[id];
    const hashed = production ? '.[contenthash:10]' : '';
    // Entry chunks are named inside the federation runtime, where only the build hash is known.
    const entryHashed = production ? '.[fullhash:10]' : '';
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: { main: './src/index.ts' },
      // Production source maps go beside dist/, never into it: dist/ is what gets served or copied to a CDN.
      devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        sourceMapFilename: `../${SOURCE_MAPS}/[file].map`,
        // 'auto' lets each build be served from any origin: chunks resolve against the script that loaded them.
        publicPath: 'auto',
        filename: `[name]${entryHashed}.js`,
        chunkFilename: `[name]${hashed}.js`,
        assetModuleFilename: `assets/[name]${hashed}[ext]`,
        // dist/server is the Node build's (server-config.cjs) and federation-runtime.js the runtime provider's
        // (federation-runtime.cjs), made in the same run.
        clean: { keep: /^(server\/|federation-runtime\.js)/ },
        hashSalt: production ? toolsSalt() : undefined,
      },
      // `source` takes the workspace packages' TypeScript (ES modules) rather than their CommonJS builds, so only
      // the parts of @agency/contracts a page uses end up in its bundle.
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'], conditionNames: ['source', '...'] },
      module: {
        rules: [
          scriptRule(production),
          messagesRule(),
          routerRule(),
          { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: isHost ? undefined : `remoteEntry${entryHashed}.js`,
          exposes,
          // The shell learns remotes at run time from config.json (registerRemotes), never from this build.
          remotes: {},
          shared: sharedDeps(),
          runtimePlugins: isHost ? hostRuntimePlugins() : [],
          // With 'version-first' every registered remote entry loads at start-up, so one dead remote blanks the host.
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
          // Browser-only runtime; remotes load no remotes of their own, so their entries leave out that code.
          experiments: {
            externalRuntime: !isHost && production,
            optimization: isHost
              ? { target: 'web' }
              : { target: 'web', disableRemote: true, disableSnapshot: true },
          },
          dev: production
            ? false
            : { disableLiveReload: true, disableHotTypesReload: true, disableDynamicRemoteTypeHints: true },
        }),
        new MiniCssExtractPlugin({ filename: `[name]${hashed}.css`, chunkFilename: `[name]${hashed}.css` }),
        new PublicFolderPlugin(path.join(dir, 'public')),
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'index.html'),
          title,
          chunks: ['main'],
          // The shell's page is served for deep links too (/received-payment/{id}): its script path must not be relative.
          publicPath: isHost ? '/' : 'auto',
          // The site's icons live in the shell's public/ folder; a remote's standalone page has none.
          icons: isHost,
          federationRuntime: !isHost && production ? RUNTIME_PROVIDER_FILE : undefined,
        }),
        ...(isHost
          ? [new RouteTablePlugin(path.join(dir, 'src', 'config', 'paths.ts')), new EntryAssetsPlugin()]
          : []),
        ...(production ? [...precompression(), clearSourceMaps(dir)] : []),
      ],
      optimization: production
        ? {
            moduleIds: 'deterministic',
            chunkIds: 'deterministic',
            // '...' keeps webpack's script minifier; the style sheets are minified too (cssnano), as every public
            // page's first visit loads two of them before it can paint.
            minimizer: ['...', new CssMinimizerPlugin()],
            splitChunks: {
              cacheGroups: {
                // React's four shared modules (and the scheduler react-dom needs) in one chunk rather than four: a
                // page needs them all, and one file compresses smaller than four. In the shell, which loads them on
                // every page, @agency/ui and the libraries it carries join them (the remotes load them only
                // standalone, and a remote's own import of one must not fetch React with it); what @agency/ui loads
                // on demand stays out.
                react: {
                  test: (module, { chunkGraph }) =>
                    REACT_PACKAGES.test(module.resource ?? '') ||
                    (isHost &&
                      (UI_LIBRARIES.test(module.resource ?? '') || loadedWithUi(module, chunkGraph))),
                  name: 'react',
                  chunks: 'all',
                  enforce: true,
                  priority: 30,
                },
                // The block tables, when two chunks need them (the shell's bootstrap and the shared @agency/ui,
                // which the page loads side by side), are a chunk of their own, fetched once; under webpack's 20 KB
                // minimum they were copied into both, and the page downloaded them twice.
                blockTables: {
                  test: (module) => module.resource === BLOCK_TABLES,
                  minChunks: 2,
                  minSize: 0,
                  priority: 20,
                },
              },
            },
          }
        : {},
      performance: { hints: false },
      devServer: {
        port,
        host: '127.0.0.1',
        hot: true,
        historyApiFallback: isHost,
        // Remotes are fetched cross-origin by the shell.
        headers: { 'Access-Control-Allow-Origin': '*' },
        // public/ is served from memory like the bundles: PublicFolderPlugin emits it as assets in both modes.
        static: false,
        // In development the shell's config.json points at the other dev servers (ports from the environment).
        setupMiddlewares: (middlewares, devServer) => {
          if (isHost) {
            // The web workspace's build (npm run dev builds it first); only the dev server needs it.
            const { buildRuntimeConfig } = require('@agency/web/runtime-config');
            const ports = portsFromEnv();
            const remoteUrls = Object.fromEntries(
              Object.entries(ports).map(([app, p]) => [app, localUrl(p)]),
            );
            devServer.app.get('/config.json', (_req, res) =>
              res.json(
                buildRuntimeConfig({
                  apiUrl: remoteUrls.api,
                  remoteUrls,
                  siteUrl: process.env.SHELL_PUBLIC_URL,
                }),
              ),
            );
          }
          return middlewares;
        },
        client: { overlay: { warnings: false, errors: true } },
      },
      stats: 'errors-warnings',
    };
  }
};
