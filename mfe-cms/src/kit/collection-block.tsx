import { useState, type ReactNode } from 'react';
import { resourcePath, type ContentResource } from '@agency/contracts';
import {
  ApiError,
  Button,
  ButtonLink,
  Card,
  Link,
  LoadState,
  Notice,
  api,
  contentListQuery,
  useNotice,
  useQuery,
} from '@agency/ui';
import { BlockFrame } from './block-frame';
import type { ContentRecord } from './form-rules';
import { ResourceForm, type ResourceFormOptions } from './resource-form';

export interface ItemLink {
  /** Target with `{id}`; the resource's first edit screen by default. */
  to?: string;
  /** Without text the item's title is the link (spec: 'the person name links to …'). */
  text?: string;
}

export interface CollectionBlockProps {
  resource: ContentResource;
  addTitle?: string;
  listTitle?: string;
  /** The field that names an item. */
  itemTitle: string;
  /** A line under the title (the pricing list's price per month). */
  detail?: (record: ContentRecord) => ReactNode;
  links?: readonly ItemLink[];
  /** Items this screen lists (the work section shows steps 01 to 04 only). */
  show?: (record: ContentRecord) => boolean;
  form?: ResourceFormOptions;
}

/** An add form and the list of items, each with its edit links and a delete button that asks first. */
export function CollectionBlock({
  resource,
  addTitle = `Add ${resource.label}`,
  listTitle = resource.label,
  itemTitle,
  detail,
  links = [{}],
  show = () => true,
  form,
}: CollectionBlockProps) {
  // Adds and deletes make this list stale (the api client tells the query cache), so it reads again by itself.
  const list = useQuery(contentListQuery(resource));
  const records = list.data ?? [];
  const shown = records.filter(show);
  const titleLink = links.find((link) => link.text === undefined);
  const textLinks = links.filter((link) => link.text !== undefined);
  const href = (link: ItemLink, id: string) => resourcePath(link.to ?? resource.screens.edit[0], id);

  return (
    <>
      <BlockFrame title={addTitle}>
        <ResourceForm resource={resource} {...form} submitLabel={addTitle} />
      </BlockFrame>
      <BlockFrame title={listTitle} resource={resource}>
        <LoadState query={list}>
          {shown.length === 0 ? <p className="ui-section__intro">No items yet.</p> : null}
          {records.length > shown.length ? (
            <p className="ui-field__hint">{`${records.length - shown.length} other item(s) are not shown on this screen.`}</p>
          ) : null}
          <ul className="ui-card-grid ui-editor-list">
            {shown.map((record) => {
              const title = String(record[itemTitle] ?? '') || '(untitled)';
              return (
                <li key={record._id}>
                  <Card title={titleLink ? <Link to={href(titleLink, record._id)}>{title}</Link> : title}>
                    {detail ? <p className="ui-editor-item__detail">{detail(record)}</p> : null}
                    <div className="ui-editor-actions">
                      {textLinks.map((link) => (
                        <ButtonLink key={link.text} size="sm" variant="secondary" to={href(link, record._id)}>
                          {link.text}
                        </ButtonLink>
                      ))}
                      {resource.paths.remove?.[0] ? (
                        <DeleteButton
                          path={resourcePath(resource.paths.remove[0], record._id)}
                          title={title}
                        />
                      ) : null}
                    </div>
                  </Card>
                </li>
              );
            })}
          </ul>
        </LoadState>
      </BlockFrame>
    </>
  );
}

/** Delete asks inline (no blocking confirm()), then reports the server's answer. */
function DeleteButton({ path, title }: { path: string; title: string }) {
  const [state, setState] = useState<'idle' | 'confirm' | 'busy'>('idle');
  const [failure, setFailure] = useState<string>();
  const { notify } = useNotice();

  const remove = async () => {
    setState('busy');
    setFailure(undefined);
    try {
      await api.delete(path);
      notify(`${title} is Deleted`);
    } catch (error) {
      setFailure(`Not deleted: ${error instanceof ApiError ? error.message : String(error)}`);
      setState('idle');
    }
  };

  if (state === 'idle') {
    return (
      <>
        <Button size="sm" variant="danger" onClick={() => setState('confirm')} aria-label={`Delete ${title}`}>
          Delete
        </Button>
        {failure ? <Notice tone="error">{failure}</Notice> : null}
      </>
    );
  }
  return (
    <span className="ui-editor-actions" role="group" aria-label={`Confirm deleting ${title}`}>
      <span>Delete “{title}”?</span>
      <Button size="sm" variant="danger" busy={state === 'busy'} onClick={remove}>
        Yes, delete
      </Button>
      <Button size="sm" variant="ghost" disabled={state === 'busy'} onClick={() => setState('idle')}>
        Cancel
      </Button>
    </span>
  );
}
