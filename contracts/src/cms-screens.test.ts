import { CONTENT_CATALOGUE } from './catalogue';
import { CMS_PANELS } from './block-tables';
import {
  cmsEditScreenAt,
  cmsEditScreens,
  cmsManageScreenAt,
  cmsManageScreens,
  CMS_SCREENS,
  routePatternOf,
  type BlockScreens,
} from './cms-screens';

const id = '0123456789abcdef01234567';

test('every block of the catalogue has its screens from the table, and every editor is listed once', () => {
  for (const resource of CONTENT_CATALOGUE)
    expect([resource.key, resource.screens]).toEqual([
      resource.key,
      { ...CMS_SCREENS[resource.key], ...CMS_PANELS[resource.key] },
    ]);
  const editors = cmsEditScreens();
  expect(editors).toHaveLength(
    CONTENT_CATALOGUE.reduce((sum, resource) => sum + resource.screens.edit.length, 0),
  );
  expect(new Set(editors.map((screen) => screen.path)).size).toBe(editors.length);
});

test('blocks managed on one page share it, in catalogue order, and each panel fits its block', () => {
  const pages = cmsManageScreens();
  expect(cmsManageScreenAt('/edit-faq', pages)).toEqual({
    path: '/edit-faq',
    title: 'FAQ',
    blocks: ['faqText', 'faqItems'],
  });
  expect(cmsManageScreenAt('/add-pricing', pages)).toMatchObject({
    path: '/add-pricing/',
    blocks: ['pricings'],
  });
  for (const resource of CONTENT_CATALOGUE) {
    const { manage, title } = CMS_SCREENS[resource.key];
    const { panel } = CMS_PANELS[resource.key];
    expect([resource.key, panel.kind]).toEqual([
      resource.key,
      resource.singleton ? 'singleton' : 'collection',
    ]);
    // Every block on a page names the same title for it.
    expect(pages.find((page) => page.path === manage)?.title).toBe(title);
  }
});

test('an address opens its editor: the most specific path, with or without a trailing slash', () => {
  expect(cmsEditScreenAt(`/banner/${id}`)).toMatchObject({ block: 'banner', title: 'Edit Banner' });
  expect(cmsEditScreenAt(`/faq/${id}`)).toMatchObject({ block: 'faqText', title: 'Edit FAQ Text' });
  expect(cmsEditScreenAt(`/${id}`)).toMatchObject({ block: 'about', title: 'Update About Section' });
  expect(cmsEditScreenAt(`/edit-testimonial/${id}`)).toMatchObject({ block: 'testimonials' });
  expect(cmsEditScreenAt(`/edit-testimonial/${id}/`)).toMatchObject({ block: 'testimonials' });
  expect(cmsEditScreenAt(`/main-service-edit/${id}`)).toMatchObject({
    block: 'serviceItems',
    title: 'Edit Main Service',
  });
  expect(cmsEditScreenAt(`/nowhere/${id}`)).toBeUndefined();
});

test('a block added to a screens table has its editor and its route pattern, nothing else needed', () => {
  const screens: Record<string, BlockScreens> = {
    ...CMS_SCREENS,
    awards: {
      manage: '/edit-awards',
      title: 'Awards',
      edit: [{ path: '/award/{id}', title: 'Edit Award' }],
    },
  };
  expect(cmsManageScreenAt('/edit-awards/', cmsManageScreens(screens))).toEqual({
    path: '/edit-awards',
    title: 'Awards',
    blocks: ['awards'],
  });
  const editors = cmsEditScreens(screens);
  expect(cmsEditScreenAt(`/award/${id}`, editors)).toEqual({
    block: 'awards',
    path: '/award/{id}',
    title: 'Edit Award',
  });
  expect(routePatternOf('/award/{id}')).toBe('/award/:id');
});
