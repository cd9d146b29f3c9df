import { resourcePath, type ContentResource } from '@agency/contracts';
import { ButtonLink, LoadState, Notice, useApiQuery, useParams } from '@agency/ui';
import { EditorPage } from './editor-page';
import type { ContentRecord } from './form-rules';
import { ResourceForm, type ResourceFormOptions } from './resource-form';

export interface EditRecordPageProps extends ResourceFormOptions {
  resource: ContentResource;
  title: string;
  /** Where 'Back' goes; the resource's admin screen by default. */
  backTo?: string;
}

/** An edit screen: the record named by the route's :id, loaded into its form and saved with PUT. */
export function EditRecordPage({
  resource,
  title,
  backTo = resource.screens.manage,
  ...form
}: EditRecordPageProps) {
  return (
    <EditorPage
      title={title}
      actions={
        <ButtonLink variant="secondary" to={backTo}>
          Back
        </ButtonLink>
      }
    >
      <RecordForm resource={resource} {...form} />
    </EditorPage>
  );
}

function RecordForm({ resource, ...form }: ResourceFormOptions & { resource: ContentResource }) {
  const { id = '' } = useParams();
  const query = useApiQuery<ContentRecord>(resourcePath(resource.paths.one[0], id));
  // An id that is not a record id, or no longer exists, is the same thing to the admin.
  if (query.error && (query.error.status === 404 || query.error.status === 400)) {
    return (
      <Notice tone="error">{`This ${resource.label.toLowerCase()} record was not found. It may have been deleted.`}</Notice>
    );
  }
  return (
    <LoadState loading={query.loading} error={query.error} onRetry={query.reload} lines={6}>
      {query.data ? (
        <ResourceForm key={query.data._id} resource={resource} record={query.data} {...form} />
      ) : null}
    </LoadState>
  );
}
