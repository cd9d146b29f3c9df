import type { ContentResource } from '@agency/contracts';
import { useQuery } from '@agency/ui';
import { BlockFrame } from '../kit/block-frame';
import { publishingQueries } from './publishing-queries';
import { RecordHistory } from './record-history';
import { when } from './when';

/**
 * The block's deleted records, each under its last published title, opening onto its history: where a deletion
 * is looked back at and undone (a restore brings the record back as a draft with its old id). Shown only when
 * there is one.
 */
export function DeletedRecords({ resource, itemTitle }: { resource: ContentResource; itemTitle: string }) {
  const deleted = useQuery(publishingQueries.deleted(resource.key));
  if (!deleted.data || deleted.data.length === 0) return null;
  return (
    <BlockFrame title={`Deleted ${resource.label}`}>
      <ul className="cms-deleted">
        {deleted.data.map((last) => (
          <li key={last.recordId}>
            <details>
              <summary>
                {last.fields[itemTitle] || '(untitled)'}
                <span className="cms-deleted__when">{` · last published ${when(last.publishedAt)}`}</span>
              </summary>
              <RecordHistory resource={resource} recordId={last.recordId} deleted />
            </details>
          </li>
        ))}
      </ul>
    </BlockFrame>
  );
}
