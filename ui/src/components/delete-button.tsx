import type { ReactNode } from 'react';
import type { CachedRead } from '@agency/contracts/endpoints/endpoint';
import { api, useNotice, useTexts } from '@agency/ui';
import { onDemandMessages } from '../messages/on-demand';
import { ConfirmedActionButton } from './confirmed-action-button';

/**
 * Deletes one record after asking: "<title> is Deleted" once the API confirmed, the server's reason beside the
 * button when it refused. The write makes the reads it changed stale.
 */
export function DeleteButton({
  path,
  stale,
  title,
  consequence,
  onDeleted,
}: {
  /** The record's API path. */
  path: string;
  /** The reads the deletion makes stale. */
  stale: readonly CachedRead[];
  /** What the record is called in the question and the notice. */
  title: string;
  /** What deleting means, said in the dialog. */
  consequence: ReactNode;
  onDeleted?: () => void;
}) {
  const t = useTexts(onDemandMessages);
  const { notify } = useNotice();
  return (
    <ConfirmedActionButton
      label={t('delete.button')}
      accessibleLabel={t('delete.label', { title })}
      question={t('delete.question', { title })}
      confirmLabel={t('delete.confirm')}
      consequence={consequence}
      failurePrefix={t('delete.failed')}
      action={() => api.delete(path, { stale })}
      onDone={() => {
        notify(t('delete.done', { title }));
        onDeleted?.();
      }}
    />
  );
}
