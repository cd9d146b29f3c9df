import type { ReactNode } from 'react';
import { Button, type QueryState } from '@agency/ui';
import '../components/content-page.css';

/** Whether any of these reads is still waiting for its first answer. */
export function awaitingAnswer(queries: readonly QueryState<unknown>[]): boolean {
  return queries.some((query) => query.loading && query.data === undefined);
}

/** Loading when any read has no answer yet, failed when any read failed; otherwise ready. */
function blockStatus(queries: readonly QueryState<unknown>[]): 'loading' | 'failed' | 'ready' {
  if (queries.some((query) => query.error)) return 'failed';
  if (awaitingAnswer(queries)) return 'loading';
  return 'ready';
}

/**
 * One page block fed by API reads: its skeleton (the same size as the block, so nothing moves when the
 * content arrives), a contained error with Retry, or the content; `children` returns null for an empty block,
 * which hides the section.
 */
export function ContentBlock({
  queries,
  skeleton,
  label,
  children,
}: {
  queries: readonly QueryState<unknown>[];
  skeleton: ReactNode;
  /** What failed, e.g. 'The pricing'. */
  label: string;
  children: () => ReactNode;
}) {
  const status = blockStatus(queries);
  if (status === 'loading') return <>{skeleton}</>;
  if (status === 'failed') {
    return (
      <div className="ui-container pub-block-error" role="alert">
        <p>{label} could not be loaded.</p>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => queries.filter((query) => query.error).forEach((query) => query.reload())}
        >
          Retry
        </Button>
      </div>
    );
  }
  return <>{children()}</>;
}
