import { useId, useState } from 'react';
import type { ContentResource, ContentVersion } from '@agency/contracts';
import { Button, LoadState, Notice, useQuery, useTexts } from '@agency/ui';
import { useLanguageName } from '../kit/language-switcher';
import { cmsMessages } from '../messages';
import { useCatalogueTexts } from '../messages/use-catalogue-texts';
import { publishingQueries, publishingWrites } from './publishing-queries';
import { usePublishingAction } from './use-publishing-action';
import { useWhen } from './when';
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
  const t = useTexts(cmsMessages);
  const when = useWhen();
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
            {t('history.versionOption', { version: version.version, when: when(version.publishedAt) })}
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
  locale,
}: {
  resource: ContentResource;
  recordId: string;
  from: number;
  to: number;
  locale?: string;
}) {
  const diff = useQuery(publishingQueries.diff(resource.key, recordId, from, to, locale));
  const t = useTexts(cmsMessages);
  const texts = useCatalogueTexts();
  return (
    <LoadState query={diff} lines={3}>
      {diff.data && diff.data.length === 0 ? (
        <p>{t('history.same')}</p>
      ) : diff.data ? (
        <table aria-label={t('history.changes', { from, to })}>
          <thead>
            <tr>
              <th scope="col">{t('history.field')}</th>
              <th scope="col">{t('history.version', { version: from })}</th>
              <th scope="col">{t('history.version', { version: to })}</th>
            </tr>
          </thead>
          <tbody>
            {diff.data.map((change) => (
              <tr key={change.field}>
                <th scope="row">{texts.field(change.field)}</th>
                <td>{change.before === null ? t('history.empty') : <del>{change.before}</del>}</td>
                <td>{change.after === null ? t('history.empty') : <ins>{change.after}</ins>}</td>
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
 * A deleted record has no live version, so each of its versions can be restored. With `locale`, the versions show,
 * compare and restore that language's translation (every publish, in any language, keeps a version).
 */
export function RecordHistory({
  resource,
  recordId,
  deleted = false,
  locale,
}: {
  resource: ContentResource;
  recordId: string;
  deleted?: boolean;
  locale?: string;
}) {
  const t = useTexts(cmsMessages);
  const when = useWhen();
  const nameOf = useLanguageName();
  const history = useQuery(publishingQueries.history(resource.key, recordId, locale));
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
        {locale === undefined ? t('history.title') : t('history.titleIn', { language: nameOf(locale) })}
      </Heading>
      <LoadState query={history} lines={3}>
        {versions.length === 0 ? (
          <p>{t('history.none')}</p>
        ) : (
          <>
            <table aria-label={t('history.versions')}>
              <thead>
                <tr>
                  <th scope="col">{t('history.versionColumn')}</th>
                  <th scope="col">{t('history.published')}</th>
                  <th scope="col">{t('history.by')}</th>
                  <th scope="col">
                    <span className="ui-visually-hidden">{t('history.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {versions.map((version) => (
                  <tr key={version.version}>
                    <td>
                      {version.version}
                      {version.version === liveVersion ? t('history.live') : ''}
                      {version.restoredFrom
                        ? t('history.restoredFrom', { version: version.restoredFrom })
                        : ''}
                    </td>
                    <td>
                      <time dateTime={version.publishedAt}>{when(version.publishedAt)}</time>
                    </td>
                    <td>{version.publishedByEmail ?? t('history.beforeHistory')}</td>
                    <td>
                      {version.version === liveVersion ? null : (
                        <Button
                          size="sm"
                          variant="secondary"
                          disabled={action.busy}
                          aria-label={t('history.restoreVersion', { version: version.version })}
                          onClick={() =>
                            action.run(
                              () => publishingWrites.restore(resource.key, recordId, version.version, locale),
                              locale === undefined
                                ? t('history.restored', { version: version.version })
                                : t('history.restoredIn', {
                                    version: version.version,
                                    language: nameOf(locale),
                                  }),
                              t('history.notRestored'),
                            )
                          }
                        >
                          {t('history.restore')}
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
                    label={t('history.compare')}
                    versions={versions}
                    value={from}
                    onChange={(value) => setPicked({ from: value, to })}
                  />
                  <VersionSelect
                    label={t('history.compareWith')}
                    versions={versions}
                    value={to}
                    onChange={(value) => setPicked({ from, to: value })}
                  />
                </div>
                <VersionDiff resource={resource} recordId={recordId} from={from} to={to} locale={locale} />
              </>
            ) : null}
          </>
        )}
      </LoadState>
    </section>
  );
}
