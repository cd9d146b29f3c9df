import {
  CONTENT_CATALOGUE,
  cmsEditScreenAt,
  cmsEditScreens,
  experience,
  type ContentResource,
} from '@agency/contracts';
import { BackOfficePage, Notice, useLocation, useTexts } from '@agency/ui';
import { catalogueBlock, screensOf, type Catalogue } from '../kit/catalogue-blocks';
import { EditRecordPage } from '../kit/edit-record-page';
import { cmsMessages } from '../messages';
import { useCatalogueTexts, type CatalogueTexts } from '../messages/use-catalogue-texts';
import type { ResourceFormOptions } from '../kit/resource-form';
import { SERVICE_ITEM_FIELDS } from './service-fields';

/** Where an editor's form differs from all of its block's fields, by screen path. */
const FORM_OPTIONS: Readonly<Record<string, ResourceFormOptions>> = {
  // A plain service item: the three fields the product description's form sends.
  '/service-edit/{id}': { fields: SERVICE_ITEM_FIELDS },
  // The main service form keeps the item's name without showing it.
  '/main-service-edit/{id}': { hidden: ['serviceName'] },
  // The six skill fields are hidden but submitted with their values.
  '/edit-experience/{id}': {
    hidden: Object.keys(experience.fields).filter((field) => field.startsWith('skill')),
  },
};

/** A variant's screen edits the variant's fields, every one required, with its own notice. */
function variantOptions(resource: ContentResource, path: string, texts: CatalogueTexts): ResourceFormOptions {
  const variant = Object.entries(resource.variants ?? {}).find(([, { screen }]) => screen === path);
  if (!variant) return {};
  const [name, { fields, updated }] = variant;
  return { fields, requireAll: true, successText: texts.variantAlert(resource.key, name, updated) };
}

/**
 * Every record editor of the CMS (the catalogue's edit screens, CMS_SCREENS): the screen is the one the address
 * names, its block's record is loaded into the block's form.
 */
export default function EditScreenPage({ catalogue = CONTENT_CATALOGUE }: { catalogue?: Catalogue }) {
  const t = useTexts(cmsMessages);
  const texts = useCatalogueTexts();
  const { pathname } = useLocation();
  const screen = cmsEditScreenAt(pathname, cmsEditScreens(screensOf(catalogue)));
  const resource = screen && catalogueBlock(screen.block, catalogue);
  if (!screen || !resource) {
    return (
      <BackOfficePage title={t('editor.notFoundTitle')}>
        <Notice tone="error">{t('editor.noBlock')}</Notice>
      </BackOfficePage>
    );
  }
  return (
    <EditRecordPage
      resource={resource}
      title={texts.editTitle(
        resource.key,
        resource.screens.edit.findIndex(({ path }) => path === screen.path),
        screen.title,
      )}
      {...variantOptions(resource, screen.path, texts)}
      {...FORM_OPTIONS[screen.path]}
    />
  );
}
