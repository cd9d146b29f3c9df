import { useEffect, type ReactNode } from 'react';
import './content-page.css';
import { Button, Notice, useTexts, type QueryState } from '@agency/ui';
import { publicMessages } from '../messages';
import { awaitingAnswer, hasFailed } from '../content/content-block';
import { useScrollToHash } from './use-scroll-to-hash';

/**
 * The frame of a content page: says once (not per section) that the page is loading, marks when every block has
 * its answer (a `<name>:filled` performance mark and data-state, which the speed test reads), scrolls to the
 * URL's anchor then, and replaces the blocks by one error with Retry when every read failed (the API is down).
 */
export function ContentPage({
  name,
  queries,
  children,
  always,
  empty,
  isEmpty,
}: {
  name: string;
  queries: readonly QueryState<unknown>[];
  children: ReactNode;
  /** Shown even when the content failed (e.g. the contact form). */
  always?: ReactNode;
  /** Shown instead of the blocks when there is nothing to show (by default: every read answered an empty list). */
  empty?: ReactNode;
  isEmpty?: boolean;
}) {
  const t = useTexts(publicMessages);
  const settled = !awaitingAnswer(queries);
  const allFailed = queries.length > 0 && queries.every(hasFailed);
  const allEmpty =
    settled &&
    (isEmpty ??
      queries.every((query) => Array.isArray(query.data) && query.data.length === 0 && !query.error));
  useScrollToHash(settled);
  useEffect(() => {
    if (settled) performance.mark?.(`${name}:filled`);
  }, [settled, name]);

  return (
    <div
      className="pub-page"
      data-page={name}
      data-state={settled ? 'filled' : 'loading'}
      aria-busy={!settled}
    >
      {settled ? null : (
        <span className="ui-visually-hidden" role="status">
          {t('page.loading')}
        </span>
      )}
      {allFailed ? (
        <div className="ui-container pub-page-error">
          <Notice tone="error">{t('page.failed')}</Notice>
          <Button variant="secondary" onClick={() => queries.forEach((query) => void query.refetch())}>
            {t('retry')}
          </Button>
        </div>
      ) : allEmpty && empty ? (
        <div className="ui-container pub-page-empty">
          <p>{empty}</p>
        </div>
      ) : (
        children
      )}
      {always}
    </div>
  );
}
