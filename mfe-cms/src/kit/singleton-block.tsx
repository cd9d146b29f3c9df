import type { ReactNode } from 'react';
import { resourcePath, type ContentResource } from '@agency/contracts';
import { ButtonLink, contentListQuery, LoadState, Notice, useQuery } from '@agency/ui';
import { BlockFrame } from './block-frame';
import type { ContentRecord } from './form-rules';
import { ResourceForm, type ResourceFormOptions } from './resource-form';

export interface SingletonBlockProps {
  resource: ContentResource;
  title?: string;
  /** The edit link's text (the spec fixes some: 'Please Edit Your Logo', 'Update About Section'). */
  editText?: string;
  /** The edit link's target; the resource's first edit screen by default. */
  editTo?: string;
  /** What the block shows beside the edit link (the team screen previews its text). */
  preview?: (record: ContentRecord) => ReactNode;
  form?: ResourceFormOptions;
}

/**
 * The singleton pattern (docs/product.md#content-blocks-and-the-cms): the list is loaded; no record gives the add
 * form, exactly one gives only the edit link, more than one gives neither.
 */
export function SingletonBlock({ resource, title, editText, editTo, preview, form }: SingletonBlockProps) {
  // A save makes this list stale (the api client tells the query cache), so it reads again by itself.
  const list = useQuery(contentListQuery(resource));
  const records = list.data ?? [];
  const target = editTo ?? resource.screens.edit[0]!.path;
  return (
    <BlockFrame title={title} resource={resource}>
      <LoadState query={list}>
        {records.length === 0 ? (
          <ResourceForm resource={resource} {...form} />
        ) : records.length === 1 ? (
          <>
            {preview?.(records[0])}
            <div className="ui-editor-actions">
              <ButtonLink to={resourcePath(target, records[0]._id)}>
                {editText ?? `Edit ${resource.label}`}
              </ButtonLink>
            </div>
          </>
        ) : (
          <Notice tone="info">
            {`There are ${records.length} ${resource.label.toLowerCase()} records, but the site uses exactly one, so it can be neither added nor edited here. Remove the extra records in the database first.`}
          </Notice>
        )}
      </LoadState>
    </BlockFrame>
  );
}
