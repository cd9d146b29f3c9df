/**
 * Runs `task` every `intervalMs` without keeping the process alive, for sweeps that several instances share (each
 * run claims its work in the database). A failed run is handed to `onFailure` and the next turn tries again, so one
 * database hiccup never stops a sweep for good. `now` also runs it once at once. Returns what stops it.
 */
export function repeatInBackground(
  task: () => Promise<unknown>,
  {
    intervalMs,
    now = false,
    onFailure,
  }: { intervalMs: number; now?: boolean; onFailure: (error: unknown) => void },
): () => void {
  const run = () => void task().catch(onFailure);
  if (now) run();
  const timer = setInterval(run, intervalMs).unref();
  return () => clearInterval(timer);
}
