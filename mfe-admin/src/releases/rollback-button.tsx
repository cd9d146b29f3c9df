import { useState } from 'react';
import { Button, useTexts } from '@agency/ui';
import { ConfirmDialog } from '@agency/ui/record-views';
import { adminMessages } from '../messages';

/**
 * Rolls a slice back to its previous release once the admin confirms. The rollback itself runs through the page's
 * release action, so a refusal of the compatibility gate is listed and can be forced like an activation's.
 */
export function RollbackButton({
  slice,
  previous,
  busy,
  onConfirm,
}: {
  slice: string;
  previous: string;
  busy: boolean;
  onConfirm: () => Promise<void>;
}) {
  const t = useTexts(adminMessages);
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button
        size="sm"
        variant="danger"
        busy={busy}
        aria-label={t('release.rollBackLabel', { slice })}
        onClick={() => setConfirming(true)}
      >
        {t('release.rollBack')}
      </Button>
      {confirming ? (
        <ConfirmDialog
          title={t('release.rollBackQuestion', { slice, version: previous })}
          confirmLabel={t('release.rollBackConfirm')}
          busy={busy}
          onCancel={() => setConfirming(false)}
          onConfirm={() => void onConfirm().finally(() => setConfirming(false))}
        >
          <p>{t('release.rollBackConsequence', { version: previous })}</p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
