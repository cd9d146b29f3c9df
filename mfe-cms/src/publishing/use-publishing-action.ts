import { useState } from 'react';
import { useNotice, useTexts } from '@agency/ui';
import { cmsMessages } from '../messages';

/**
 * One publishing write at a time (publish, discard, restore): busy while it runs, the success notice once the API
 * confirmed it, the server's reason kept beside the buttons when it refused. The write refreshes what it changed.
 */
export function usePublishingAction() {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const { notify } = useNotice();
  const t = useTexts(cmsMessages);
  const run = async (write: () => Promise<unknown>, success: string, failed: string) => {
    setBusy(true);
    setFailure(undefined);
    try {
      await write();
      notify(success);
    } catch (error) {
      setFailure(
        t('action.failed', {
          failed,
          reason: error instanceof Error ? error.message : t('action.tryAgain'),
        }),
      );
    } finally {
      setBusy(false);
    }
  };
  return { busy, failure, run };
}
