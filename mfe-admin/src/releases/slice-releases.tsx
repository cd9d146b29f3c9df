import { useId } from 'react';
import {
  Button,
  LoadState,
  releaseQueries,
  useFormat,
  useNotice,
  useQuery,
  useTexts,
  type Texts,
} from '@agency/ui';
import { DataTable, type Column } from '@agency/ui/record-views';
import type { ReleaseRecord, Slice, SliceState } from '@agency/contracts/releases';
import { CanaryForm } from './canary-form';
import { RefusalNotice } from './refusal-notice';
import { RollbackButton } from './rollback-button';
import { adminMessages, type AdminTextId } from '../messages';
import { OverrideRefused, releaseActions, tryInThisBrowser } from './release-actions';
import { useReleaseAction } from './use-release-action';
import './releases.css';

function When({ at }: { at: string | null }) {
  const format = useFormat();
  return at ? (
    <time dateTime={at}>{format.date(at, { dateStyle: 'medium', timeStyle: 'short' })}</time>
  ) : null;
}

/** Slices whose version the site's web servers choose per visitor (the shell and the remotes); the API's own release is switched by its hosts. */
const servedByTheSite = (slice: Slice) => slice !== 'api';

function roleOf(t: Texts<AdminTextId>, state: SliceState, version: string): string | undefined {
  if (state.live === version) return t('release.live');
  if (state.canary?.version === version) return t('release.canaryShare', { percent: state.canary.percent });
  if (state.previous.includes(version)) return t('release.previous');
  return undefined;
}

/** One slice: what is live, on trial and was live before, every stored release, and the actions on them. */
export function SliceReleases({ slice }: { slice: Slice }) {
  const query = useQuery(releaseQueries.slice(slice));
  const headingId = useId();
  return (
    <section className="release-slice" aria-labelledby={headingId}>
      <h2 id={headingId} className="release-slice__title">
        {slice}
      </h2>
      <LoadState query={query}>{query.data ? <SliceDetails state={query.data} /> : null}</LoadState>
    </section>
  );
}

function SliceDetails({ state }: { state: SliceState }) {
  const { slice } = state;
  const t = useTexts(adminMessages);
  const { notify } = useNotice();
  const action = useReleaseAction();
  const releases = state.releases ?? [];
  const recordOf = (version: string) => releases.find((release) => release.version === version);
  const previous = state.previous[0];

  const columns: Column<ReleaseRecord>[] = [
    { header: t('release.version'), cell: (release) => <code>{release.version}</code> },
    { header: t('release.state'), cell: (release) => roleOf(t, state, release.version) ?? '—' },
    { header: t('release.releasedBy'), cell: (release) => release.registeredBy },
    { header: t('release.released'), cell: (release) => <When at={release.registeredAt} /> },
    {
      header: t('release.actions'),
      cell: (release) => (
        <span className="release-actions">
          {state.live === release.version ? null : (
            <Button
              size="sm"
              busy={action.busy}
              aria-label={t('release.activateLabel', { version: release.version })}
              onClick={() =>
                void action.run(
                  t('release.activating', { version: release.version }),
                  t('release.activated', { slice, version: release.version }),
                  (force) => releaseActions.activate(slice, release.version, force),
                )
              }
            >
              {t('release.activate')}
            </Button>
          )}
          {servedByTheSite(slice) ? (
            <Button
              size="sm"
              variant="secondary"
              aria-label={t('release.tryLabel', { version: release.version })}
              onClick={() =>
                void tryInThisBrowser(slice, release.version).catch((error: unknown) =>
                  notify(
                    error instanceof OverrideRefused
                      ? t('release.overrideRefused', { status: error.status })
                      : error instanceof Error
                        ? error.message
                        : String(error),
                    'error',
                  ),
                )
              }
            >
              {t('release.try')}
            </Button>
          ) : null}
        </span>
      ),
    },
  ];

  return (
    <>
      <dl className="release-pointers">
        <div>
          <dt>{t('release.live')}</dt>
          <dd>
            {state.live ? (
              <>
                <code>{state.live}</code>
                {state.activatedBy ? <> {t('release.by', { who: state.activatedBy })}</> : null}
                {state.liveSince ? (
                  <>
                    , {t('release.since')} <When at={state.liveSince} />
                  </>
                ) : null}
              </>
            ) : (
              t('release.nothingLive')
            )}
          </dd>
        </div>
        <div>
          <dt>{t('release.canary')}</dt>
          <dd>
            {state.canary ? (
              <>
                <code>{state.canary.version}</code>{' '}
                {t('release.canaryFor', { percent: state.canary.percent })}
              </>
            ) : (
              t('release.none')
            )}
          </dd>
        </div>
        <div>
          <dt>{t('release.previous')}</dt>
          <dd>
            {state.previous.length > 0
              ? state.previous.map((version) => {
                  const record = recordOf(version);
                  return (
                    <span key={version} className="release-previous">
                      <code>{version}</code>
                      {record ? (
                        <>
                          {' '}
                          {t('release.previousBy', { who: record.registeredBy })}{' '}
                          <When at={record.registeredAt} />
                        </>
                      ) : null}
                    </span>
                  );
                })
              : t('release.none')}
          </dd>
        </div>
      </dl>
      <div className="release-actions">
        {previous ? (
          <RollbackButton
            slice={slice}
            previous={previous}
            busy={action.busy}
            onConfirm={() =>
              action.run(
                t('release.rollingBack', { version: previous }),
                t('release.rolledBack', { slice, version: previous }),
                (force) => releaseActions.rollback(slice, force),
              )
            }
          />
        ) : null}
        {state.canary ? (
          <Button
            size="sm"
            variant="secondary"
            busy={action.busy}
            onClick={() =>
              void action.run(t('release.endingCanary'), t('release.canaryEnded', { slice }), () =>
                releaseActions.endCanary(slice),
              )
            }
          >
            {t('release.endCanary')}
          </Button>
        ) : null}
      </div>
      {action.refusal ? <RefusalNotice refusal={action.refusal} onDismiss={action.dismiss} /> : null}
      {releases.length > 0 ? (
        <CanaryForm
          state={state}
          versions={releases.map((release) => release.version).filter((version) => version !== state.live)}
          busy={action.busy}
          onSubmit={(version, percent) =>
            void action.run(
              t('release.settingCanary', { version, percent }),
              t('release.canarySet', { slice, version, percent }),
              (force) => releaseActions.setCanary(slice, version, percent, force),
            )
          }
        />
      ) : null}
      <DataTable
        caption={t('release.tableCaption', { slice })}
        columns={columns}
        rows={releases}
        pageSize={10}
        rowKey={(release) => release.version}
        empty={t('release.empty')}
      />
    </>
  );
}
