import { CONTENT_CATALOGUE, type ContentResource, type MissingTranslationCount } from '@agency/contracts';
import { BackOfficePage, contentListQuery, LinkCard, useLocale, useQuery, useTexts } from '@agency/ui';
import type { Catalogue } from '../kit/catalogue-blocks';
import { cmsMessages } from '../messages';
import { useCatalogueTexts, type CatalogueTexts } from '../messages/use-catalogue-texts';
import { LanguagesSetting } from '../publishing/languages-setting';
import { PendingDrafts } from '../publishing/pending-drafts';
import { publishingQueries } from '../publishing/publishing-queries';
import { translationStatus } from '../publishing/translation-status';

interface Block {
  to: string;
  title: string;
  hint: string;
  icon: string;
  /** The resource whose record count the card shows. */
  resource: ContentResource;
  /** One of the hub cards the product description lists. */
  documented: boolean;
}

/** The hub's cards, from the blocks whose screens name one (CMS_SCREENS), in catalogue order. */
function hubBlocks(catalogue: Catalogue, texts: CatalogueTexts): Block[] {
  return catalogue.flatMap((resource) => {
    const { hub, manage, title } = resource.screens;
    if (!hub) return [];
    return [
      {
        to: hub.to ?? manage,
        title:
          hub.title === undefined
            ? texts.screenTitle(resource.key, title)
            : texts.hubTitle(resource.key, hub.title),
        hint: texts.hubHint(resource.key, hub.hint),
        icon: hub.icon,
        resource,
        documented: hub.documented === true,
      },
    ];
  });
}

function BlockCard({
  block,
  missing,
}: {
  block: Block;
  /** Per other language, what the block still lacks; undefined while unknown or with one language. */
  missing: Readonly<Record<string, MissingTranslationCount>> | undefined;
}) {
  const t = useTexts(cmsMessages);
  const locale = useLocale();
  const { data, error } = useQuery(contentListQuery(block.resource));
  const status = error
    ? t('hub.unavailable')
    : data === undefined
      ? t('hub.checking')
      : data.length === 0
        ? t('hub.notSet')
        : t('hub.records', { count: data.length });
  return (
    <LinkCard
      to={block.to}
      icon={block.icon}
      title={block.title}
      hint={`${block.hint} · ${status}${translationStatus(missing, t, locale)}`}
    />
  );
}

/**
 * The content hub: one card per page where blocks are managed, the eleven documented cards first, then the
 * blocks the documented hub leaves reachable only by address, and the site's languages.
 */
export default function SettingsPage({ catalogue = CONTENT_CATALOGUE }: { catalogue?: Catalogue }) {
  const t = useTexts(cmsMessages);
  const blocks = hubBlocks(catalogue, useCatalogueTexts());
  const { data: missing } = useQuery(publishingQueries.missingTranslations());
  return (
    <BackOfficePage title={t('hub.title')}>
      <p className="ui-section__intro">{t('hub.intro')}</p>
      <PendingDrafts catalogue={catalogue} />
      <div className="ui-card-grid">
        {blocks
          .filter((block) => block.documented)
          .map((block) => (
            <BlockCard key={block.resource.key} block={block} missing={missing?.[block.resource.key]} />
          ))}
      </div>
      <h2 className="ui-editor-block__title">{t('hub.more')}</h2>
      <div className="ui-card-grid" aria-label={t('hub.more')} role="group">
        {blocks
          .filter((block) => !block.documented)
          .map((block) => (
            <BlockCard key={block.resource.key} block={block} missing={missing?.[block.resource.key]} />
          ))}
      </div>
      <LanguagesSetting />
    </BackOfficePage>
  );
}
