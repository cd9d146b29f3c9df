import type { ReactNode } from 'react';
import { orderPaths, resourcePath, type ContentResource, type LanguageSettings } from '@agency/contracts';
import {
  Button,
  ButtonLink,
  Card,
  Link,
  LoadState,
  Notice,
  contentListQuery,
  useQuery,
  useTexts,
} from '@agency/ui';
import { DeleteButton } from '@agency/ui/record-views';
import { BlockFrame } from './block-frame';
import type { ContentRecord } from './form-rules';
import { DeletedRecords } from '../publishing/deleted-records';
import { cmsMessages } from '../messages';
import { useCatalogueTexts } from '../messages/use-catalogue-texts';
import { NewItemDrafts } from '../publishing/pending-drafts';
import { publishingQueries } from '../publishing/publishing-queries';
import { ResourceForm, type ResourceFormOptions } from './resource-form';
import { TranslationState, translationHref, useAddedInDefaultLanguage } from './translated-records';
import { useItemOrder } from './use-item-order';
import { CONTENT_WRITE_STALE } from '@agency/contracts/endpoints/endpoint';

export interface ItemLink {
  /** Target with `{id}`; the resource's first edit screen by default. */
  to?: string;
  /** Without text the item's title is the link (the product description: 'the person name links to …'). */
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
  form?: ResourceFormOptions;
  /** The site's languages, when it has several: the add form says it adds in the default language. */
  languages?: LanguageSettings;
  /**
   * The language the list is shown in, when not the default: each item's title in that language, how far it is
   * translated, and its links open its editor in that language.
   */
  translating?: string;
}

/**
 * An add form and the list of items in their saved order, each with its edit links, a drag handle and move
 * buttons to reorder it (saved at once; the public pages follow), and a delete button that asks first.
 */
export function CollectionBlock({
  resource,
  addTitle,
  listTitle,
  itemTitle,
  detail,
  links = [{}],
  form,
  languages,
  translating,
}: CollectionBlockProps) {
  const t = useTexts(cmsMessages);
  const texts = useCatalogueTexts();
  const addLabel = addTitle ?? t('form.add', { block: texts.name(resource) });
  // Adds, moves and deletes make this list stale (the api client tells the query cache), so it reads again by itself.
  const list = useQuery(contentListQuery(resource));
  const translations = useQuery({
    ...publishingQueries.translations(resource.key, translating ?? ''),
    enabled: translating !== undefined,
  });
  const translationOf = (id: string) =>
    translating === undefined ? undefined : translations.data?.find((record) => record._id === id);
  const added = useAddedInDefaultLanguage(resource, languages);
  const titleOf = (record: ContentRecord) => String(record[itemTitle] ?? '') || t('list.untitled');
  const order = useItemOrder(resource, list.data ?? NO_RECORDS, titleOf);
  const records = order.ordered;
  const reorderable = orderPaths(resource).length > 0 && records.length > 1;
  const titleLink = links.find((link) => link.text === undefined);
  const textLinks = links.filter((link) => link.text !== undefined);
  const href = (link: ItemLink, id: string) => {
    const editor = link.to ?? resource.screens.edit[0]!.path;
    return translating === undefined ? resourcePath(editor, id) : translationHref(editor, id, translating);
  };

  return (
    <>
      <BlockFrame title={addLabel}>
        {added.note}
        <ResourceForm
          resource={resource}
          {...form}
          submitLabel={addLabel}
          onSaved={added.onSaved}
          draftable
          // Until the list has loaded the preview keeps the page's own.
          listOrder={list.data ? records.map((record) => record._id) : undefined}
        />
        <NewItemDrafts resource={resource} />
      </BlockFrame>
      <BlockFrame title={listTitle ?? texts.name(resource)} resource={resource}>
        <LoadState query={list}>
          {records.length === 0 ? <p className="ui-section__intro">{t('list.empty')}</p> : null}
          {reorderable ? <p className="ui-field__hint">{t('list.reorderHint')}</p> : null}
          {order.failure ? <Notice tone="error">{order.failure}</Notice> : null}
          <p className="ui-visually-hidden" aria-live="polite" aria-atomic="true">
            {order.announcement}
          </p>
          <ul className="ui-card-grid ui-editor-list">
            {records.map((record, index) => {
              const title = titleOf(record);
              const translation = translationOf(record._id);
              const shownTitle = (translation && translation.values[itemTitle]) || title;
              const moveTo = (target: number) => {
                if (target >= 0 && target < records.length) order.move(record._id, target);
              };
              return (
                <li
                  key={record._id}
                  ref={order.itemRef(record._id)}
                  className={order.dragging === record._id ? 'ui-editor-item--dragging' : undefined}
                >
                  <Card
                    title={
                      titleLink ? <Link to={href(titleLink, record._id)}>{shownTitle}</Link> : shownTitle
                    }
                  >
                    {detail ? <p className="ui-editor-item__detail">{detail(record)}</p> : null}
                    {translating === undefined ? null : (
                      <p className="ui-editor-item__detail">
                        <TranslationState translation={translation} />
                      </p>
                    )}
                    <div className="ui-editor-actions">
                      {reorderable ? (
                        <>
                          {/* Pointer only: keyboard users have the move buttons beside it. */}
                          <span
                            className="ui-drag-handle"
                            aria-hidden="true"
                            title={t('list.drag')}
                            data-testid={`drag ${title}`}
                            {...order.handleProps(record._id)}
                          >
                            ⠿
                          </span>
                          <Button
                            size="sm"
                            variant="ghost"
                            aria-label={t('list.earlier', { title })}
                            aria-disabled={index === 0}
                            onClick={() => moveTo(index - 1)}
                          >
                            ↑
                          </Button>
                          <Button
                            size="sm"
                            variant="ghost"
                            aria-label={t('list.later', { title })}
                            aria-disabled={index === records.length - 1}
                            onClick={() => moveTo(index + 1)}
                          >
                            ↓
                          </Button>
                        </>
                      ) : null}
                      {textLinks.map((link) => (
                        <ButtonLink key={link.text} size="sm" variant="secondary" to={href(link, record._id)}>
                          {link.text}
                        </ButtonLink>
                      ))}
                      {resource.paths.remove?.[0] ? (
                        <DeleteButton
                          path={resourcePath(resource.paths.remove[0], record._id)}
                          stale={CONTENT_WRITE_STALE}
                          title={title}
                          consequence={t('list.deleteConsequence', { block: texts.name(resource) })}
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
      <DeletedRecords resource={resource} itemTitle={itemTitle} />
    </>
  );
}

const NO_RECORDS: readonly ContentRecord[] = [];
