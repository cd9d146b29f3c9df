import { useState } from 'react';
import { Button, Notice, useTexts } from '@agency/ui';
import { ConfirmDialog } from '@agency/ui/record-views';
import { adminMessages } from '../messages';
import type { Refusal } from './use-release-action';

/**
 * Why a release action was refused, each of the compatibility gate's mismatches on its own line, and for a gate
 * refusal the way past it, behind an explicit confirmation.
 */
export function RefusalNotice({ refusal, onDismiss }: { refusal: Refusal; onDismiss: () => void }) {
  const t = useTexts(adminMessages);
  const [confirming, setConfirming] = useState(false);
  const [forcing, setForcing] = useState(false);
  const { force } = refusal;
  return (
    <div className="release-refusal">
      <Notice tone="error" onDismiss={onDismiss}>
        {t('release.refused', { what: refusal.what, reason: refusal.message })}
      </Notice>
      {refusal.mismatches.length > 0 ? (
        <ul aria-label={t('release.mismatches')}>
          {refusal.mismatches.map((mismatch) => (
            <li key={mismatch}>{mismatch}</li>
          ))}
        </ul>
      ) : null}
      {force ? (
        <Button variant="danger" size="sm" onClick={() => setConfirming(true)}>
          {t('release.force')}
        </Button>
      ) : null}
      {force && confirming ? (
        <ConfirmDialog
          title={t('release.forceQuestion', { what: refusal.what })}
          confirmLabel={t('release.forceConfirm')}
          busy={forcing}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setForcing(true);
            void force().finally(() => setForcing(false));
          }}
        >
          <p>{t('release.forceConsequence')}</p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
