import { useState } from 'react';
import { Button } from '@agency/ui';
import { ConfirmDialog } from '@agency/ui/record-views';

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
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button
        size="sm"
        variant="danger"
        busy={busy}
        aria-label={`Roll ${slice} back`}
        onClick={() => setConfirming(true)}
      >
        Roll back
      </Button>
      {confirming ? (
        <ConfirmDialog
          title={`Roll ${slice} back to ${previous}?`}
          confirmLabel="Yes, roll back"
          busy={busy}
          onCancel={() => setConfirming(false)}
          onConfirm={() => void onConfirm().finally(() => setConfirming(false))}
        >
          <p>{previous} goes live again for every visitor within the web servers&apos; refresh interval.</p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
