import { Button } from '../components/button';
import { Dialog } from '../components/dialog';
import { cancelHeldNavigation, proceedHeldNavigation } from './guarded-history';
import { discardUnsavedChanges } from './unsaved-changes';
import { useTexts } from '../i18n/use-texts';
import { uiMessages } from '../messages';

/** The question of the leave guard, loaded only when it is asked (it stays out of every page's first load). */
export default function LeaveDialog() {
  const t = useTexts(uiMessages);
  return (
    <Dialog title={t('leave.title')} onCancel={cancelHeldNavigation}>
      <p>{t('leave.text')}</p>
      <div className="ui-dialog__actions">
        <Button variant="secondary" onClick={cancelHeldNavigation}>
          {t('leave.stay')}
        </Button>
        <Button
          variant="danger"
          onClick={() => {
            discardUnsavedChanges();
            proceedHeldNavigation();
          }}
        >
          {t('leave.leave')}
        </Button>
      </div>
    </Dialog>
  );
}
