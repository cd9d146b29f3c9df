import { useId, useState } from 'react';
import { fieldLabel, type ContentResource, type ContentVersion } from '@agency/contracts';
import { api, Button, LoadState, Notice, useQuery } from '@agency/ui';
import { publishingPaths, publishingQueries } from './publishing-queries';
import { usePublishingAction } from './use-publishing-action';
import { when } from './when';
import './publishing.css';

function VersionSelect({
  label,
  versions,
  value,
  onChange,
}: {
  label: string;
  versions: ContentVersion[];
  value: number;
  onChange: (version: number) => void;
}) {
  const id = useId();
  return (
    <div className="ui-field">
      <label className="ui-field__label" htmlFor={id}>
        {label}
      </label>
      <select
        className="ui-input"
        id={id}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {versions.map((version) => (
          <option key={version.version} value={version.version}>
            {`Version ${version.version} (${when(version.publishedAt)})`}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Field by field, what changed from one version to another. */
function VersionDiff({
  resource,
  recordId,
  from,
  to,
}: {
  resource: ContentResource;
  recordId: string;
  from: number;
  to: number;
}) {
  const diff = useQuery(publishingQueries.diff(resource.key, recordId, from, to));
  return (
    <LoadState query={diff} lines={3}>
      {diff.data && diff.data.length === 0 ? (
        <p>These versions are the same.</p>
      ) : diff.data ? (
        <table aria-label={`Changes from version ${from} to version ${to}`}>
          <thead>
            <tr>
              <th scope="col">Field</th>
              <th scope="col">{`Version ${from}`}</th>
              <th scope="col">{`Version ${to}`}</th>
            </tr>
          </thead>
          <tbody>
            {diff.data.map((change) => (
              <tr key={change.field}>
                <th scope="row">{fieldLabel(change.field)}</th>
                <td>{change.before === null ? '(empty)' : <del>{change.before}</del>}</td>
                <td>{change.after === null ? '(empty)' : <ins>{change.after}</ins>}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </LoadState>
  );
}

/**
 * A record's published versions (who and when), a comparison of any two, and a restore that makes an old version
 * the record's draft again. The newest version of a live record is what visitors see: nothing to restore there.
 * A deleted record has no live version, so each of its versions can be restored.
 */
export function RecordHistory({
  resource,
  recordId,
  deleted = false,
}: {
  resource: ContentResource;
  recordId: string;
  deleted?: boolean;
}) {
  const history = useQuery(publishingQueries.history(resource.key, recordId));
  const versions = history.data ?? [];
  const [picked, setPicked] = useState<{ from?: number; to?: number }>({});
  const to = picked.to ?? versions[0]?.version;
  const from = picked.from ?? versions[1]?.version ?? to;
  const action = usePublishingAction();
  const headingId = useId();
  const liveVersion = deleted ? undefined : versions[0]?.version;
  const Heading = deleted ? 'h3' : 'h2';
  return (
    <section className="ui-editor-block cms-history" aria-labelledby={headingId}>
      <Heading className="ui-editor-block__title" id={headingId}>
        History
      </Heading>
      <LoadState query={history} lines={3}>
        {versions.length === 0 ? (
          <p>No version kept yet: the next publish keeps the record as it is now and as it becomes.</p>
        ) : (
          <>
            <table aria-label="Published versions">
              <thead>
                <tr>
                  <th scope="col">Version</th>
                  <th scope="col">Published</th>
                  <th scope="col">By</th>
                  <th scope="col">
                    <span className="ui-visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {versions.map((version) => (
                  <tr key={version.version}>
                    <td>
                      {version.version}
                      {version.version === liveVersion ? ' (live)' : ''}
                      {version.restoredFrom ? ` · restored from version ${version.restoredFrom}` : ''}
                    </td>
                    <td>
                      <time dateTime={version.publishedAt}>{when(version.publishedAt)}</time>
                    </td>
                    <td>{version.publishedByEmail ?? 'Before history began'}</td>
                    <td>
                      {version.version === liveVersion ? null : (
                        <Button
                          size="sm"
                          variant="secondary"
                          disabled={action.busy}
                          aria-label={`Restore version ${version.version}`}
                          onClick={() =>
                            action.run(
                              () =>
                                api.post(publishingPaths.restore(resource.key, recordId, version.version)),
                              `Version ${version.version} restored as a draft: publish it to make it live`,
                              'Not restored',
                            )
                          }
                        >
                          Restore
                        </Button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            {action.failure ? <Notice tone="error">{action.failure}</Notice> : null}
            {from !== undefined && to !== undefined ? (
              <>
                <div className="cms-history__compare">
                  <VersionSelect
                    label="Compare version"
                    versions={versions}
                    value={from}
                    onChange={(value) => setPicked({ from: value, to })}
                  />
                  <VersionSelect
                    label="with version"
                    versions={versions}
                    value={to}
                    onChange={(value) => setPicked({ from, to: value })}
                  />
                </div>
                <VersionDiff resource={resource} recordId={recordId} from={from} to={to} />
              </>
            ) : null}
          </>
        )}
      </LoadState>
    </section>
  );
}
