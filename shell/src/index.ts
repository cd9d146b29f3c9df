// The async boundary: shared singletons (react, router, @agency/ui) are negotiated before any of them runs. The chunk
// is named so the build can tell the shell's server which style sheets every page needs (entry-assets-plugin.cjs).
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
