import { useState, type ReactNode } from 'react';
import { api, ApiError } from '../api/api-client';
import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';
import { Notice, useNotice } from './notice';

/**
 * Deletes one record after asking in a dialog (no blocking confirm()): "<title> is Deleted" once the API
 * confirmed, the server's reason beside the button when it refused. The write makes the reads it changed stale.
 */
export function DeleteButton({
  path,
  title,
  consequence,
  onDeleted,
}: {
  /** The record's API path. */
  path: string;
  /** What the record is called in the question and the notice. */
  title: string;
  /** What deleting means, said in the dialog. */
  consequence: ReactNode;
  onDeleted?: () => void;
}) {
  const [state, setState] = useState<'idle' | 'confirm' | 'busy'>('idle');
  const [failure, setFailure] = useState<string>();
  const { notify } = useNotice();

  const remove = async () => {
    setState('busy');
    setFailure(undefined);
    try {
      await api.delete(path);
      notify(`${title} is Deleted`);
      onDeleted?.();
    } catch (error) {
      setFailure(`Not deleted: ${error instanceof ApiError ? error.message : String(error)}`);
      setState('idle');
    }
  };

  return (
    <>
      <Button size="sm" variant="danger" onClick={() => setState('confirm')} aria-label={`Delete ${title}`}>
        Delete
      </Button>
      {failure ? <Notice tone="error">{failure}</Notice> : null}
      {state === 'idle' ? null : (
        <ConfirmDialog
          title={`Delete “${title}”?`}
          confirmLabel="Yes, delete"
          busy={state === 'busy'}
          onConfirm={remove}
          onCancel={() => setState('idle')}
        >
          <p>{consequence}</p>
        </ConfirmDialog>
      )}
    </>
  );
}
