// Emits entry-assets.json beside the shell's index.html: the scripts of its browser entry and the style sheets of the
// entry and its bootstrap chunk (the site's styles), which the shell's server links from every page it renders, and
// the files of each catalogue chunk, which it hints on the pages in a language other than the default (the Node
// build cannot know the browser build's hashed names).
const OUTPUT = 'entry-assets.json';
/** The chunk behind the entry's async boundary (`import(/* webpackChunkName: "bootstrap" *\/ './bootstrap')`). */
const BOOTSTRAP = 'bootstrap';
/** A language's catalogue is a chunk named `messages-<catalogue>-<language>` (each package's src/messages). */
const CATALOGUE_CHUNK = /^messages-/;

class EntryAssetsPlugin {
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('EntryAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'EntryAssetsPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const filesOf = (group) => (group ? group.getFiles().map((file) => `/${file}`) : []);
          const entry = filesOf(compilation.entrypoints.get('main'));
          const bootstrap = filesOf(compilation.namedChunkGroups.get(BOOTSTRAP));
          const catalogues = [...compilation.namedChunkGroups]
            .filter(([name]) => CATALOGUE_CHUNK.test(name))
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([name, group]) => [name, filesOf(group).filter((file) => file.endsWith('.js'))]);
          const assets = {
            scripts: entry.filter((file) => file.endsWith('.js')),
            styles: [...new Set([...entry, ...bootstrap])].filter((file) => file.endsWith('.css')),
            catalogues: Object.fromEntries(catalogues),
          };
          compilation.emitAsset(OUTPUT, new RawSource(`${JSON.stringify(assets, null, 2)}\n`));
        },
      );
    });
  }
}

module.exports = { EntryAssetsPlugin, ENTRY_ASSETS_FILE: OUTPUT };
