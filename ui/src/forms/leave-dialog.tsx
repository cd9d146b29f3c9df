import { Button } from '../components/button';
import { Dialog } from '../components/dialog';
import { cancelHeldNavigation, proceedHeldNavigation } from './guarded-history';
import { LEAVE_TITLE } from './leave-guard';
import { discardUnsavedChanges } from './unsaved-changes';

export const LEAVE_TEXT = 'What you typed on this page is not saved yet. If you leave now, it is lost.';

/** The question of the leave guard, loaded only when it is asked (it stays out of every page's first load). */
export default function LeaveDialog() {
  return (
    <Dialog title={LEAVE_TITLE} onCancel={cancelHeldNavigation}>
      <p>{LEAVE_TEXT}</p>
      <div className="ui-dialog__actions">
        <Button variant="secondary" onClick={cancelHeldNavigation}>
          Stay on this page
        </Button>
        <Button
          variant="danger"
          onClick={() => {
            discardUnsavedChanges();
            proceedHeldNavigation();
          }}
        >
          Leave without saving
        </Button>
      </div>
    </Dialog>
  );
}
