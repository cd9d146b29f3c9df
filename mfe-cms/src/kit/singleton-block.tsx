import type { ReactNode } from 'react';
import { resourcePath, type ContentResource, type LanguageSettings } from '@agency/contracts';
import { ButtonLink, contentListQuery, LoadState, Notice, useQuery, useTexts } from '@agency/ui';
import { cmsMessages } from '../messages';
import { useCatalogueTexts } from '../messages/use-catalogue-texts';
import { publishingQueries } from '../publishing/publishing-queries';
import { BlockFrame } from './block-frame';
import type { ContentRecord } from './form-rules';
import { ResourceForm, type ResourceFormOptions } from './resource-form';
import { TranslateLinks, TranslationState, useAddedInDefaultLanguage } from './translated-records';

export interface SingletonBlockProps {
  resource: ContentResource;
  title?: string;
  /** The edit link's text (the product description fixes some: 'Please Edit Your Logo', 'Update About Section'). */
  editText?: string;
  /** The edit link's target; the resource's first edit screen by default. */
  editTo?: string;
  /** What the block shows beside the edit link (the team screen previews its text). */
  preview?: (record: ContentRecord) => ReactNode;
  form?: ResourceFormOptions;
  /** The site's languages, when it has several: the add form adds in the default one, the record is translated. */
  languages?: LanguageSettings;
  /** The language the block is shown in, when not the default: how far its record is translated into it. */
  translating?: string;
}

/**
 * The singleton pattern (docs/product.md#content-blocks-and-the-cms): the list is loaded; no record gives the add
 * form, exactly one gives only the edit link (and, with several languages, a link to edit each translation), more
 * than one gives neither.
 */
export function SingletonBlock({
  resource,
  title,
  editText,
  editTo,
  preview,
  form,
  languages,
  translating,
}: SingletonBlockProps) {
  const t = useTexts(cmsMessages);
  const texts = useCatalogueTexts();
  // A save makes this list stale (the api client tells the query cache), so it reads again by itself.
  const list = useQuery(contentListQuery(resource));
  const records = list.data ?? [];
  const target = editTo ?? resource.screens.edit[0]!.path;
  const translations = useQuery({
    ...publishingQueries.translations(resource.key, translating ?? ''),
    enabled: translating !== undefined && records.length === 1,
  });
  const added = useAddedInDefaultLanguage(resource, languages);
  return (
    <BlockFrame title={title} resource={resource}>
      <LoadState query={list}>
        {records.length === 0 ? (
          <>
            {added.note}
            <ResourceForm resource={resource} {...form} />
          </>
        ) : records.length === 1 ? (
          <>
            {preview?.(records[0])}
            {translating === undefined ? null : (
              <p className="ui-editor-item__detail">
                <TranslationState
                  translation={translations.data?.find((record) => record._id === records[0]._id)}
                />
              </p>
            )}
            <div className="ui-editor-actions">
              <ButtonLink to={resourcePath(target, records[0]._id)}>
                {editText ?? t('singleton.edit', { block: texts.name(resource) })}
              </ButtonLink>
              {languages ? (
                <TranslateLinks
                  resource={resource}
                  editor={target}
                  recordId={records[0]._id}
                  settings={
                    translating === undefined
                      ? languages
                      : { ...languages, languages: [languages.defaultLanguage, translating] }
                  }
                />
              ) : null}
            </div>
          </>
        ) : (
          <Notice tone="info">
            {t('singleton.several', { count: records.length, block: texts.nameInSentence(resource) })}
          </Notice>
        )}
      </LoadState>
    </BlockFrame>
  );
}
