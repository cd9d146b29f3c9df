// What the server reads from and hides in an app's build: file names fixed by the webpack build (scripts/webpack),
// which runs before this workspace is built and so keeps them as CommonJS.
/* eslint-disable @typescript-eslint/no-require-imports */

/** routes.json: the shell's route table, beside its index.html. */
export const { ROUTE_TABLE_FILE } = require('../../scripts/webpack/route-table-plugin.cjs') as {
  ROUTE_TABLE_FILE: string;
};

/** entry-assets.json: the scripts and style sheets every server-rendered page links, and the catalogue chunks it may hint. */
export const { ENTRY_ASSETS_FILE } = require('../../scripts/webpack/entry-assets-plugin.cjs') as {
  ENTRY_ASSETS_FILE: string;
};

/** The folder of an app's Node build inside its dist (the shell's renderer, a remote's server container). */
export const { SERVER_DIR } = require('../../scripts/webpack/server-config.cjs') as { SERVER_DIR: string };
