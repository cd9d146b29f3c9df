import { lazy, Suspense } from 'react';
import { useHeldNavigation } from './guarded-history';
import { useHasUnsavedChanges } from './unsaved-changes';

/** The English title (the catalogue's `leave.title`), which tests look for. */
export const LEAVE_TITLE = 'Leave without saving?';

// Both parts load only once something is unsaved: they stay out of every page's first download.
const LeaveDialog = lazy(() => import('./leave-dialog'));
const BrowserLeavePrompt = lazy(() => import('./browser-leave-prompt'));

/**
 * The page's one guard for unsaved input, rendered once by the shell: closing the tab or reloading asks through
 * the browser's own prompt, and a move inside the site (held by the guarded history) asks in a dialog.
 */
export function LeaveGuard() {
  const unsaved = useHasUnsavedChanges();
  const asking = useHeldNavigation();
  return (
    <Suspense fallback={null}>
      {unsaved ? <BrowserLeavePrompt /> : null}
      {asking ? <LeaveDialog /> : null}
    </Suspense>
  );
}
