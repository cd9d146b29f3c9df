import { useContext, useEffect } from 'react';
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router';
import { Button } from '../components/button';
import { Dialog } from '../components/dialog';
import { discardUnsavedChanges, hasUnsavedChanges, useHasUnsavedChanges } from './unsaved-changes';

export const LEAVE_TITLE = 'Leave without saving?';
export const LEAVE_TEXT = 'What you typed on this page is not saved yet. If you leave now, it is lost.';

/** A link, the back button or a redirect inside the site, while a form holds unsaved input: asks first. */
function RouterLeaveGuard() {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      hasUnsavedChanges() && currentLocation.pathname !== nextLocation.pathname,
  );
  if (blocker.state !== 'blocked') return null;
  return (
    <Dialog title={LEAVE_TITLE} onCancel={() => blocker.reset()}>
      <p>{LEAVE_TEXT}</p>
      <div className="ui-dialog__actions">
        <Button variant="secondary" onClick={() => blocker.reset()}>
          Stay on this page
        </Button>
        <Button
          variant="danger"
          onClick={() => {
            discardUnsavedChanges();
            blocker.proceed();
          }}
        >
          Leave without saving
        </Button>
      </div>
    </Dialog>
  );
}

/**
 * The page's one guard for unsaved input, rendered once by the shell inside its router: closing the tab or
 * reloading asks through the browser's own prompt, and in-site navigation asks in a dialog. Outside a data
 * router (isolated component tests) only the browser's prompt applies.
 */
export function LeaveGuard() {
  const unsaved = useHasUnsavedChanges();
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  useEffect(() => {
    if (!unsaved) return undefined;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);
  return dataRouter ? <RouterLeaveGuard /> : null;
}
