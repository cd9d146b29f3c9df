import type { ReactNode } from 'react';
import { api, useNotice } from '@agency/ui';
import { ConfirmedActionButton } from './confirmed-action-button';

/**
 * Deletes one record after asking: "<title> is Deleted" once the API confirmed, the server's reason beside the
 * button when it refused. The write makes the reads it changed stale.
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
  const { notify } = useNotice();
  return (
    <ConfirmedActionButton
      label="Delete"
      accessibleLabel={`Delete ${title}`}
      question={`Delete “${title}”?`}
      confirmLabel="Yes, delete"
      consequence={consequence}
      failurePrefix="Not deleted"
      action={() => api.delete(path)}
      onDone={() => {
        notify(`${title} is Deleted`);
        onDeleted?.();
      }}
    />
  );
}
