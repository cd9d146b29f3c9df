import { lazy, Suspense, type ReactNode } from 'react';

export interface ConfirmDialogProps {
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  /** The confirmed action is under way: both buttons wait, Escape does nothing. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

// Only back-office pages ask such questions: the dialog stays out of every page's first download.
const ConfirmDialogBox = lazy(() => import('./confirm-dialog-box'));

/**
 * A modal question with a confirm and a cancel button (the replacement for window.confirm), e.g. before a delete:
 * focus starts on Cancel, Escape cancels, Tab stays inside, and the opener gets focus back when it closes.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <Suspense fallback={null}>
      <ConfirmDialogBox {...props} />
    </Suspense>
  );
}
