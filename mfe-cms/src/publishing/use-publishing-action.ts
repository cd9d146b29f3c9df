import { useState } from 'react';
import { useNotice } from '@agency/ui';

/**
 * One publishing write at a time (publish, discard, restore): busy while it runs, the success notice once the API
 * confirmed it, the server's reason kept beside the buttons when it refused. The write refreshes what it changed.
 */
export function usePublishingAction() {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const { notify } = useNotice();
  const run = async (write: () => Promise<unknown>, success: string, failed: string) => {
    setBusy(true);
    setFailure(undefined);
    try {
      await write();
      notify(success);
    } catch (error) {
      setFailure(`${failed}: ${error instanceof Error ? error.message : 'please try again.'}`);
    } finally {
      setBusy(false);
    }
  };
  return { busy, failure, run };
}
