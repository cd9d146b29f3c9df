import { useState } from 'react';
import { ApiError, useNotice } from '@agency/ui';

/** An action the API refused: its reason, and the gate's mismatches when the compatibility gate refused it. */
export interface Refusal {
  what: string;
  message: string;
  mismatches: string[];
  /** The same action past the gate, offered only when the gate was what refused it. */
  force?: () => Promise<void>;
}

function mismatchesOf(error: unknown): string[] {
  if (!(error instanceof ApiError) || error.status !== 409) return [];
  const { mismatches } = (error.body ?? {}) as { mismatches?: unknown };
  return Array.isArray(mismatches) ? mismatches.map(String) : [];
}

/**
 * Runs one release write at a time: a notice once done, the refusal kept on screen otherwise. `action` is given
 * `force`, false the first time; a gate refusal offers to run it again with true.
 */
export function useReleaseAction() {
  const { notify } = useNotice();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<Refusal>();

  async function run(
    what: string,
    done: string,
    action: (force: boolean) => Promise<unknown>,
    force = false,
  ) {
    setBusy(true);
    setRefusal(undefined);
    try {
      await action(force);
      notify(done, 'success');
    } catch (error) {
      const mismatches = mismatchesOf(error);
      setRefusal({
        what,
        message: error instanceof Error ? error.message : String(error),
        mismatches,
        ...(mismatches.length > 0 && !force ? { force: () => run(what, done, action, true) } : {}),
      });
    } finally {
      setBusy(false);
    }
  }

  return { busy, refusal, run, dismiss: () => setRefusal(undefined) };
}
