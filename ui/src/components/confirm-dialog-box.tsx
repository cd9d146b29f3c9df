import { Button } from './button';
import { Dialog } from './dialog';
import type { ConfirmDialogProps } from './confirm-dialog-props';
import { useTexts } from '../i18n/use-texts';
import { uiMessages } from '../messages';

/** The question itself; loaded only when a page first asks one (see ConfirmDialog). */
export default function ConfirmDialogBox({
  title,
  children,
  confirmLabel,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const t = useTexts(uiMessages);
  return (
    <Dialog title={title} role="alertdialog" onCancel={busy ? () => undefined : onCancel}>
      {children}
      <div className="ui-dialog__actions">
        {/* Cancel comes first, so the safe choice has the focus. */}
        <Button size="sm" variant="ghost" disabled={busy} onClick={onCancel}>
          {t('cancel')}
        </Button>
        <Button size="sm" variant="danger" busy={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
