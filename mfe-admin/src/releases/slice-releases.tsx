import { useId } from 'react';
import { Button, LoadState, releaseQueries, useNotice, useQuery } from '@agency/ui';
import { DataTable, type Column } from '@agency/ui/record-views';
import type { ReleaseRecord, Slice, SliceState } from '@agency/contracts/releases';
import { CanaryForm } from './canary-form';
import { RefusalNotice } from './refusal-notice';
import { RollbackButton } from './rollback-button';
import { releaseActions, tryInThisBrowser } from './release-actions';
import { useReleaseAction } from './use-release-action';
import './releases.css';

const WHEN = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function When({ at }: { at: string | null }) {
  return at ? <time dateTime={at}>{WHEN.format(new Date(at))}</time> : null;
}

/** Slices whose version the site's web servers choose per visitor (the shell and the remotes); the API's own release is switched by its hosts. */
const servedByTheSite = (slice: Slice) => slice !== 'api';

function roleOf(state: SliceState, version: string): string | undefined {
  if (state.live === version) return 'Live';
  if (state.canary?.version === version) return `Canary ${state.canary.percent}%`;
  if (state.previous.includes(version)) return 'Previous';
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
  const { notify } = useNotice();
  const action = useReleaseAction();
  const releases = state.releases ?? [];
  const recordOf = (version: string) => releases.find((release) => release.version === version);
  const previous = state.previous[0];

  const columns: Column<ReleaseRecord>[] = [
    { header: 'Version', cell: (release) => <code>{release.version}</code> },
    { header: 'State', cell: (release) => roleOf(state, release.version) ?? '—' },
    { header: 'Released by', cell: (release) => release.registeredBy },
    { header: 'Released', cell: (release) => <When at={release.registeredAt} /> },
    {
      header: 'Actions',
      cell: (release) => (
        <span className="release-actions">
          {state.live === release.version ? null : (
            <Button
              size="sm"
              busy={action.busy}
              aria-label={`Activate ${release.version}`}
              onClick={() =>
                void action.run(
                  `Activating ${release.version}`,
                  `${slice} ${release.version} is live`,
                  (force) => releaseActions.activate(slice, release.version, force),
                )
              }
            >
              Activate
            </Button>
          )}
          {servedByTheSite(slice) ? (
            <Button
              size="sm"
              variant="secondary"
              aria-label={`Try ${release.version} in my browser`}
              onClick={() =>
                void tryInThisBrowser(slice, release.version).catch((error: unknown) =>
                  notify(error instanceof Error ? error.message : String(error), 'error'),
                )
              }
            >
              Try in my browser
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
          <dt>Live</dt>
          <dd>
            {state.live ? (
              <>
                <code>{state.live}</code>
                {state.activatedBy ? <> by {state.activatedBy}</> : null}
                {state.liveSince ? (
                  <>
                    , since <When at={state.liveSince} />
                  </>
                ) : null}
              </>
            ) : (
              'Nothing released yet'
            )}
          </dd>
        </div>
        <div>
          <dt>Canary</dt>
          <dd>
            {state.canary ? (
              <>
                <code>{state.canary.version}</code> for {state.canary.percent}% of visitors
              </>
            ) : (
              'None'
            )}
          </dd>
        </div>
        <div>
          <dt>Previous</dt>
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
                          by {record.registeredBy}, <When at={record.registeredAt} />
                        </>
                      ) : null}
                    </span>
                  );
                })
              : 'None'}
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
              action.run(`Rolling back to ${previous}`, `${slice} rolled back to ${previous}`, (force) =>
                releaseActions.rollback(slice, force),
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
              void action.run('Ending the canary', `${slice}'s canary ended`, () =>
                releaseActions.endCanary(slice),
              )
            }
          >
            End canary
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
              `A canary of ${version} at ${percent}%`,
              `${slice} ${version} now reaches ${percent}% of visitors`,
              (force) => releaseActions.setCanary(slice, version, percent, force),
            )
          }
        />
      ) : null}
      <DataTable
        caption={`${slice} releases`}
        columns={columns}
        rows={releases}
        pageSize={10}
        rowKey={(release) => release.version}
        empty="No release of this slice is stored yet."
      />
    </>
  );
}
