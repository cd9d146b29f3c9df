import type { ContentResource } from '@agency/contracts';
import { useQuery, useTexts } from '@agency/ui';
import { BlockFrame } from '../kit/block-frame';
import { cmsMessages } from '../messages';
import { useCatalogueTexts } from '../messages/use-catalogue-texts';
import { publishingQueries } from './publishing-queries';
import { RecordHistory } from './record-history';
import { useWhen } from './when';

/**
 * The block's deleted records, each under its last published title, opening onto its history: where a deletion
 * is looked back at and undone (a restore brings the record back as a draft with its old id). Shown only when
 * there is one.
 */
export function DeletedRecords({ resource, itemTitle }: { resource: ContentResource; itemTitle: string }) {
  const t = useTexts(cmsMessages);
  const when = useWhen();
  const texts = useCatalogueTexts();
  const deleted = useQuery(publishingQueries.deleted(resource.key));
  if (!deleted.data || deleted.data.length === 0) return null;
  return (
    <BlockFrame title={t('deleted.title', { block: texts.name(resource) })}>
      <ul className="cms-deleted">
        {deleted.data.map((last) => (
          <li key={last.recordId}>
            <details>
              <summary>
                {last.fields[itemTitle] || t('list.untitled')}
                <span className="cms-deleted__when">
                  {t('deleted.lastPublished', { when: when(last.publishedAt) })}
                </span>
              </summary>
              <RecordHistory resource={resource} recordId={last.recordId} deleted />
            </details>
          </li>
        ))}
      </ul>
    </BlockFrame>
  );
}
