// The Node builds behind server rendering (docs/web-delivery.md): the shell's renderer and mfe-public's
// server container. Both go to dist/server. The shell's server requires its own bundle from disk. It loads
// mfe-public's container over HTTP at run time through Module Federation's Node runtime, from where mfe-public is
// deployed. So a new mfe-public build reaches the rendered HTML without a shell rebuild.
const path = require('node:path');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedDeps } = require('./shared-deps.cjs');
const { scriptRule } = require('./script-rule.cjs');
const { messagesRule } = require('./messages-rule.cjs');

/** Where an app's Node build goes, inside its dist/ (the shell's server never serves its own). */
const SERVER_DIR = 'server';

/**
 * A remote's server container takes every shared module from the host (the shell's renderer): one React, one
 * router and one @agency/ui per render, never a second copy the remote would bring.
 */
function hostOwnedShared() {
  return Object.fromEntries(
    Object.entries(sharedDeps()).map(([name, config]) => [name, { ...config, import: false }]),
  );
}

/**
 * @param {object} app
 * @param {string} app.dir
 * @param {string} app.name             the federation name (shell, mfe_public)
 * @param {Record<string,string>} [app.exposes]  a remote's modules (the same as its browser build's)
 * @param {string} [app.serverEntry]    the shell's renderer module
 */
function createServerConfig({ dir, name, exposes, serverEntry }) {
  const isHost = !exposes;
  return {
    name: 'server',
    mode: 'production',
    context: dir,
    target: 'async-node',
    // The renderer's entry; a remote's only output is its container, which the federation plugin adds.
    entry: isHost ? { render: serverEntry } : {},
    devtool: false,
    output: {
      path: path.join(dir, 'dist', SERVER_DIR),
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:10].js',
      // Empty: a remote's chunks are then fetched beside the container's own URL (the Node runtime's fallback).
      publicPath: '',
      library: isHost ? { type: 'commonjs2' } : undefined,
      clean: true,
    },
    // As the browser builds (create-config.cjs): the workspace packages' TypeScript, not their CommonJS builds.
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'], conditionNames: ['source', '...'] },
    module: {
      rules: [
        scriptRule(true, 'es2022'),
        messagesRule(),
        // Styles are the browser build's business: the server only needs the modules to resolve.
        {
          test: /\.css$/,
          use: [{ loader: MiniCssExtractPlugin.loader, options: { emit: false } }, 'css-loader'],
        },
      ],
    },
    plugins: [
      new MiniCssExtractPlugin(),
      new ModuleFederationPlugin({
        name,
        filename: isHost ? undefined : 'remoteEntry.[fullhash:10].js',
        library: isHost ? undefined : { type: 'commonjs-module' },
        remoteType: 'script',
        exposes,
        remotes: {},
        shared: isHost ? sharedDeps() : hostOwnedShared(),
        shareStrategy: 'loaded-first',
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
        // The shell's server reads the container's current file name from here (no-cache), like the browser does.
        manifest: !isHost,
        dts: false,
        dev: false,
        experiments: { optimization: { target: 'node' } },
      }),
    ],
    optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic', minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

module.exports = { createServerConfig, SERVER_DIR };
