import { lazy, Suspense } from 'react';
import type { ConfirmDialogProps } from './confirm-dialog-props';

export type { ConfirmDialogProps };

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
