// Lets a bench run TypeScript sources directly (with `--conditions=source` for the workspaces),
// compiled by SWC with the same options as the build, so there is no build step to forget.
const fs = require('node:fs');
const path = require('node:path');
const { transformSync } = require('@swc/core');

const options = JSON.parse(fs.readFileSync(path.join(__dirname, 'swc-node.json'), 'utf8'));
delete options.$schema;

require.extensions['.ts'] = function compileTypeScript(module, filename) {
  const { code } = transformSync(fs.readFileSync(filename, 'utf8'), {
    ...options,
    filename,
    sourceMaps: 'inline',
    swcrc: false,
    configFile: false,
  });
  module._compile(code, filename);
};
