// The shell's server build (scripts/webpack/server-config.cjs): its entry only opens the async boundary, so the shared
// singletons (React, @agency/ui) are negotiated before the renderer runs, as in the browser build.
export const loadPageRenderer = () => import('./page-renderer');
