import type { ReactNode } from 'react';
import {
  CONTENT_CATALOGUE,
  cmsManageScreenAt,
  cmsManageScreens,
  type LanguageSettings,
} from '@agency/contracts';
import { isPublicWorkStep } from '@agency/contracts/public-reads';
import { BackOfficePage, formatUsd, Notice, useLocation, useTexts, type Texts } from '@agency/ui';
import { catalogueBlock, screensOf, type Catalogue } from '../kit/catalogue-blocks';
import { CollectionBlock } from '../kit/collection-block';
import type { ContentRecord } from '../kit/form-rules';
import {
  LanguageSwitcher,
  UnknownLanguageNotice,
  useChosenLanguage,
  useSiteLanguages,
} from '../kit/language-switcher';
import type { ResourceFormOptions } from '../kit/resource-form';
import { SingletonBlock } from '../kit/singleton-block';
import { cmsMessages, type CmsTextId } from '../messages';
import { useCatalogueTexts } from '../messages/use-catalogue-texts';
import { SERVICE_ITEM_FIELDS } from './service-fields';

interface BlockExtras {
  /** An item's second line under its title. */
  detail?: (record: ContentRecord, t: Texts<CmsTextId>) => ReactNode;
  /** What a one-record block shows beside its edit link. */
  preview?: (record: ContentRecord) => ReactNode;
  form?: ResourceFormOptions;
}

const text = (value: unknown) => String(value ?? '');

/** What some blocks show beyond their panel's texts (CMS_SCREENS), by block. */
const BLOCK_EXTRAS: Readonly<Record<string, BlockExtras>> = {
  // A plain service item is added with the three fields the product description's form sends.
  serviceItems: { form: { fields: SERVICE_ITEM_FIELDS } },
  videoItems: { detail: (member) => text(member.memberPosition) },
  // Every step is listed and editable here; the public page shows steps 01 to 04 only.
  workSteps: {
    detail: (step, t) =>
      t(isPublicWorkStep(text(step.stepNumber)) ? 'manage.step' : 'manage.stepHidden', {
        number: text(step.stepNumber),
      }),
  },
  pricings: { detail: (item, t) => t('manage.perMonth', { price: formatUsd(text(item.packagePrice)) }) },
  testimonials: { detail: (item) => text(item.personTitle) },
  teamText: {
    preview: (team) => (
      <blockquote className="ui-editor-item__detail">
        <strong>{text(team.teamHeading)}</strong>
        <br />
        {text(team.teamText)}
      </blockquote>
    ),
  },
  teamItems: { detail: (member) => text(member.teamMemberTitle) },
  // Design items have no edit screen (docs/product.md#design-items).
  designItems: { detail: (item) => `${text(item.format)} · ${text(item.freeOrPaid)}` },
};

function BlockPanel({
  block,
  catalogue,
  languages,
  translating,
}: {
  block: string;
  catalogue: Catalogue;
  languages: LanguageSettings | undefined;
  translating: string | undefined;
}) {
  const t = useTexts(cmsMessages);
  const texts = useCatalogueTexts();
  const resource = catalogueBlock(block, catalogue);
  if (!resource) return null;
  const { panel } = resource.screens;
  const { detail, preview, form } = BLOCK_EXTRAS[block] ?? {};
  return panel.kind === 'singleton' ? (
    <SingletonBlock
      resource={resource}
      title={panel.heading === undefined ? undefined : texts.panelHeading(block, panel.heading)}
      editText={texts.editText(block, panel.editText)}
      preview={preview}
      form={form}
      languages={languages}
      translating={translating}
    />
  ) : (
    <CollectionBlock
      resource={resource}
      addTitle={texts.addTitle(block, panel.addTitle)}
      listTitle={texts.listTitle(block, panel.listTitle)}
      itemTitle={panel.itemTitle}
      links={panel.links?.map((link, index) =>
        link.text === undefined ? link : { ...link, text: texts.linkText(block, index, link.text) },
      )}
      detail={detail && ((record) => detail(record, t))}
      form={form}
      languages={languages}
      translating={translating}
    />
  );
}

/**
 * Every page where the CMS manages blocks (the catalogue's manage screens, CMS_SCREENS): the page the address
 * names, with each of its blocks' panel in catalogue order. On a site with several languages a switcher shows
 * the blocks in another language: each record's translation state, its links opening the translation.
 */
export default function ManageScreenPage({ catalogue = CONTENT_CATALOGUE }: { catalogue?: Catalogue }) {
  const t = useTexts(cmsMessages);
  const texts = useCatalogueTexts();
  const page = cmsManageScreenAt(useLocation().pathname, cmsManageScreens(screensOf(catalogue)));
  const languages = useSiteLanguages();
  const { several } = languages;
  const { chosen, choose, translating, unknown } = useChosenLanguage(several, languages);
  if (!page) {
    return (
      <BackOfficePage title={t('manage.notFoundTitle')}>
        <Notice tone="error">{t('manage.notFound')}</Notice>
      </BackOfficePage>
    );
  }
  const title = texts.screenTitle(page.blocks[0], page.title);
  if (unknown !== undefined) {
    return (
      <BackOfficePage title={title}>
        <UnknownLanguageNotice locale={unknown} />
      </BackOfficePage>
    );
  }
  return (
    <BackOfficePage title={title}>
      {several ? <LanguageSwitcher settings={several} value={chosen!} onChange={choose} /> : null}
      {page.blocks.map((block) => (
        <BlockPanel
          key={block}
          block={block}
          catalogue={catalogue}
          languages={several}
          translating={translating}
        />
      ))}
    </BackOfficePage>
  );
}
