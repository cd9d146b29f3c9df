// Replaces a module by the values it exports, computed once at build time: a bundle gets the tables a module derives
// (contracts/src/block-tables.ts: the routes, read paths and locations of every content block) without the
// sources they are derived from. The module is evaluated in Node, its TypeScript imports compiled by SWC, and every
// file it loaded is a dependency, so a change to one of them rebuilds it. Only data can be kept: a function is refused.
const fs = require('node:fs');
const Module = require('node:module');
const { transformSync } = require('@swc/core');

function compileTypeScript(module, filename) {
  const { code } = transformSync(fs.readFileSync(filename, 'utf8'), {
    filename,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2020' },
    module: { type: 'commonjs' },
    swcrc: false,
    configFile: false,
  });
  module._compile(code, filename);
}

/** The modules' exports, evaluated afresh in one pass, and every TypeScript file that evaluation loaded. */
function evaluate(files) {
  const before = new Set(Object.keys(require.cache));
  const previous = Module._extensions['.ts'];
  Module._extensions['.ts'] = compileTypeScript;
  try {
    return {
      exports: files.map((file) => ({ ...require(file) })),
      loaded: Object.keys(require.cache).filter((key) => !before.has(key)),
    };
  } finally {
    if (previous) Module._extensions['.ts'] = previous;
    else delete Module._extensions['.ts'];
    for (const key of Object.keys(require.cache)) if (!before.has(key)) delete require.cache[key];
  }
}

module.exports = function buildTimeModuleLoader() {
  const {
    exports: [exports],
    loaded,
  } = evaluate([this.resourcePath]);
  for (const file of loaded) this.addDependency(file);
  return Object.entries(exports)
    .map(([name, value]) => {
      if (typeof value === 'function')
        throw new Error(`${this.resourcePath}: ${name} is a function; a build-time module exports data only`);
      return `export const ${name} = ${JSON.stringify(value)};`;
    })
    .join('\n');
};

/** The exports of TypeScript modules evaluated in Node, as the builds evaluate them (scripts/lib/block-index.cjs). */
module.exports.evaluateModules = (files) => evaluate(files).exports;
