// Emits routes.json beside the shell's index.html: each route's path, access, whether search engines may index
// it and the exposed module it loads, read from the shell's own route table (shell/src/config/paths.ts), so the
// shell's server knows which paths are pages, which are indexed (sitemap) and which are private (robots.txt), and a
// shell release knows which modules it needs from each remote, without a second copy of the list. It ships with the
// shell's build it describes.
const fs = require('node:fs');
const Module = require('node:module');
const path = require('node:path');
const { transformSync } = require('@swc/core');

const OUTPUT = 'routes.json';
const LOCALES_FILE = path.join(__dirname, '../../ui/src/i18n/locales.ts');

/** Compiles the TypeScript module to CommonJS and evaluates it; its imports resolve as Node resolves them. */
function loadTypeScriptModule(file) {
  const { code } = transformSync(fs.readFileSync(file, 'utf8'), {
    filename: file,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2020' },
    module: { type: 'commonjs' },
  });
  const loaded = new Module(file, module);
  loaded.filename = file;
  loaded.paths = Module._nodeModulePaths(path.dirname(file));
  loaded._compile(code, file);
  return loaded.exports;
}

class RouteTablePlugin {
  /** @param {string} file the route table module (exports `routes`) */
  constructor(file) {
    this.file = file;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('RouteTablePlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'RouteTablePlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.fileDependencies.add(this.file);
          // `remote` and `module` name what the route loads: a shell release records them as what it needs.
          const routes = loadTypeScriptModule(this.file).routes.map(
            ({ path: route, access, recordIdOnly, indexed, remote, module }) => ({
              path: route,
              access,
              remote,
              module,
              ...(recordIdOnly ? { recordIdOnly } : {}),
              ...(indexed ? { indexed } : {}),
            }),
          );
          // The interface's languages: the server offers a language's addresses (`/de/…`) only if it has them.
          const { SUPPORTED_LOCALES: locales, DEFAULT_LOCALE: defaultLocale } =
            loadTypeScriptModule(LOCALES_FILE);
          compilation.fileDependencies.add(LOCALES_FILE);
          const table = { routes, locales, defaultLocale };
          compilation.emitAsset(OUTPUT, new RawSource(`${JSON.stringify(table, null, 2)}\n`));
        },
      );
    });
  }
}

module.exports = { RouteTablePlugin, ROUTE_TABLE_FILE: OUTPUT };
