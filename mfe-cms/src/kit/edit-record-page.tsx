import type { ContentResource } from '@agency/contracts';
import {
  BackOfficePage,
  ButtonLink,
  LoadState,
  Notice,
  contentRecordQuery,
  useParams,
  useQuery,
} from '@agency/ui';
import { RecordDraftNotice, useRecordDraft } from '../publishing/record-draft';
import { RecordHistory } from '../publishing/record-history';
import { ViewOnSiteLink } from './view-on-site-link';
import { ResourceForm, type ResourceFormOptions } from './resource-form';

export interface EditRecordPageProps extends ResourceFormOptions {
  resource: ContentResource;
  title: string;
  /** Where 'Back' goes; the resource's admin screen by default. */
  backTo?: string;
}

/**
 * An edit screen: the record named by the route's :id, loaded into its form (with its pending draft, if any) and
 * published with PUT or saved as a draft; below, its published versions.
 */
export function EditRecordPage({
  resource,
  title,
  backTo = resource.screens.manage,
  ...form
}: EditRecordPageProps) {
  return (
    <BackOfficePage
      title={title}
      actions={
        <>
          <ViewOnSiteLink resource={resource} />
          <ButtonLink variant="secondary" to={backTo}>
            Back
          </ButtonLink>
        </>
      }
    >
      <RecordForm resource={resource} {...form} />
    </BackOfficePage>
  );
}

function RecordForm({ resource, ...form }: ResourceFormOptions & { resource: ContentResource }) {
  const { id = '' } = useParams();
  const query = useQuery(contentRecordQuery(resource, id));
  const draft = useRecordDraft(resource, id);
  // An id that is not a record id, or no longer exists, is the same thing to the admin.
  if (query.error && (query.error.status === 404 || query.error.status === 400)) {
    return (
      <Notice tone="error">{`This ${resource.label.toLowerCase()} record was not found. It may have been deleted.`}</Notice>
    );
  }
  return (
    <LoadState query={query} lines={6}>
      {query.data && draft !== undefined ? (
        <>
          {draft ? <RecordDraftNotice resource={resource} draft={draft} published={query.data} /> : null}
          <ResourceForm
            key={query.data._id}
            resource={resource}
            record={draft ? { ...query.data, ...draft.fields } : query.data}
            draftable
            {...form}
          />
          <RecordHistory resource={resource} recordId={id} />
        </>
      ) : null}
    </LoadState>
  );
}
