import { useState, type ReactNode } from 'react';
import { ApiError, Button, Notice, useTexts } from '@agency/ui';
import { onDemandMessages } from '../messages/on-demand';
import { ConfirmDialog } from './confirm-dialog';

/**
 * A button for a write that cannot be taken back (delete, refund): it asks in a dialog first (no blocking
 * confirm()), runs `action` once confirmed, and shows the server's reason beside the button when it refused.
 */
export function ConfirmedActionButton<T>({
  label,
  accessibleLabel,
  question,
  confirmLabel,
  consequence,
  failurePrefix,
  action,
  onDone,
}: {
  label: string;
  /** The button's name for assistive technology when `label` alone is ambiguous on the page. */
  accessibleLabel?: string;
  /** The dialog's title. */
  question: string;
  confirmLabel: string;
  /** What confirming means, said in the dialog. */
  consequence: ReactNode;
  /** Starts the failure text, e.g. "Not deleted". */
  failurePrefix: string;
  action: () => Promise<T>;
  onDone: (result: T) => void;
}) {
  const t = useTexts(onDemandMessages);
  const [state, setState] = useState<'idle' | 'confirm' | 'busy'>('idle');
  const [failure, setFailure] = useState<string>();

  const run = async () => {
    setState('busy');
    setFailure(undefined);
    try {
      const result = await action();
      setState('idle');
      onDone(result);
    } catch (error) {
      const reason = error instanceof ApiError ? error.message : String(error);
      setFailure(t('action.failed', { prefix: failurePrefix, reason }));
      setState('idle');
    }
  };

  return (
    <>
      <Button size="sm" variant="danger" onClick={() => setState('confirm')} aria-label={accessibleLabel}>
        {label}
      </Button>
      {failure ? <Notice tone="error">{failure}</Notice> : null}
      {state === 'idle' ? null : (
        <ConfirmDialog
          title={question}
          confirmLabel={confirmLabel}
          busy={state === 'busy'}
          onConfirm={run}
          onCancel={() => setState('idle')}
        >
          <p>{consequence}</p>
        </ConfirmDialog>
      )}
    </>
  );
}
