import type { ReactNode } from 'react';
import { Button, useTexts, type QueryState } from '@agency/ui';
import { publicMessages } from '../messages';
import '../components/content-page.css';

/** Whether any of these reads is still waiting for its first answer (or for a Retry's). */
export function awaitingAnswer(queries: readonly QueryState<unknown>[]): boolean {
  return queries.some((query) => query.isPending || (query.isError && query.isFetching));
}

/** Whether this read failed and is not being tried again. */
export function hasFailed(query: QueryState<unknown>): boolean {
  return query.isError && !query.isFetching;
}

/** Failed when any read failed, loading when any read has no answer yet; otherwise ready. */
function blockStatus(queries: readonly QueryState<unknown>[]): 'loading' | 'failed' | 'ready' {
  if (queries.some(hasFailed)) return 'failed';
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
  const t = useTexts(publicMessages);
  const status = blockStatus(queries);
  if (status === 'loading') return <>{skeleton}</>;
  if (status === 'failed') {
    return (
      <div className="ui-container pub-block-error" role="alert">
        <p>{t('block.failed', { label })}</p>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => queries.filter(hasFailed).forEach((query) => void query.refetch())}
        >
          {t('retry')}
        </Button>
      </div>
    );
  }
  return <>{children()}</>;
}
