import { useState } from 'react';
import { Button, Notice } from '@agency/ui';
import { ConfirmDialog } from '@agency/ui/record-views';
import type { Refusal } from './use-release-action';

/**
 * Why a release action was refused, each of the compatibility gate's mismatches on its own line, and for a gate
 * refusal the way past it, behind an explicit confirmation.
 */
export function RefusalNotice({ refusal, onDismiss }: { refusal: Refusal; onDismiss: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const [forcing, setForcing] = useState(false);
  const { force } = refusal;
  return (
    <div className="release-refusal">
      <Notice tone="error" onDismiss={onDismiss}>
        {`${refusal.what} refused: ${refusal.message}`}
      </Notice>
      {refusal.mismatches.length > 0 ? (
        <ul aria-label="Compatibility mismatches">
          {refusal.mismatches.map((mismatch) => (
            <li key={mismatch}>{mismatch}</li>
          ))}
        </ul>
      ) : null}
      {force ? (
        <Button variant="danger" size="sm" onClick={() => setConfirming(true)}>
          Force…
        </Button>
      ) : null}
      {force && confirming ? (
        <ConfirmDialog
          title={`Force: ${refusal.what}?`}
          confirmLabel="Yes, force it"
          busy={forcing}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setForcing(true);
            void force().finally(() => setForcing(false));
          }}
        >
          <p>
            The compatibility gate found the mismatches listed. Visitors may see broken pages. The audit log
            records that you forced it.
          </p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
