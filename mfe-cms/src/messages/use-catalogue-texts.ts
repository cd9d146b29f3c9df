import { useMemo } from 'react';
import { fieldLabel, type ContentResource } from '@agency/contracts';
import { DEFAULT_LOCALE, useLocale, useTexts } from '@agency/ui';
import { catalogueTextId as id } from './catalogue-texts';
import { cmsMessages, type CmsTextId } from '.';

/**
 * The content catalogue's texts in the interface language. A text the CMS's catalogue has no id for (a block only a
 * test's catalogue holds) is shown as the catalogue writes it.
 */
export function useCatalogueTexts() {
  const t = useTexts(cmsMessages);
  const locale = useLocale();
  return useMemo(() => {
    const text = (textId: string, english: string) =>
      textId in cmsMessages.en ? t(textId as CmsTextId) : english;
    const name = (resource: ContentResource) => text(id.name(resource.key), resource.label);
    return {
      /** The block's name as a heading or a button shows it ("Banner"). */
      name,
      /** The block's name inside a sentence: English lowercases it, languages that capitalize nouns keep it. */
      nameInSentence: (resource: ContentResource) =>
        locale === DEFAULT_LOCALE ? resource.label.toLowerCase() : name(resource),
      field: (field: string, english = fieldLabel(field)) => text(id.field(field), english),
      screenTitle: (block: string, english: string) => text(id.screenTitle(block), english),
      editTitle: (block: string, index: number, english: string) => text(id.editTitle(block, index), english),
      panelHeading: (block: string, english: string) => text(id.panelHeading(block), english),
      editText: (block: string, english: string) => text(id.editText(block), english),
      addTitle: (block: string, english: string) => text(id.addTitle(block), english),
      listTitle: (block: string, english: string) => text(id.listTitle(block), english),
      linkText: (block: string, index: number, english: string) => text(id.linkText(block, index), english),
      hubTitle: (block: string, english: string) => text(id.hubTitle(block), english),
      hubHint: (block: string, english: string) => text(id.hubHint(block), english),
      alert: (resource: ContentResource, kind: 'added' | 'updated') =>
        text(id.alert(resource.key, kind), resource.alerts[kind]),
      variantAlert: (block: string, variant: string, english: string) =>
        text(id.variantAlert(block, variant), english),
    };
  }, [t, locale]);
}

export type CatalogueTexts = ReturnType<typeof useCatalogueTexts>;
