import { CMS_SCREENS } from '@agency/contracts/cms-screens';
import { awards } from '@agency/contracts/testing';
import { cmsRoutesFor, routes } from './paths';

test('a block added to the screens table gets its admin-only CMS routes, and nothing else changes', () => {
  const added = cmsRoutesFor({ ...CMS_SCREENS, [awards.key]: awards.screens });
  const before = cmsRoutesFor();
  expect(added.filter((route) => !before.some((known) => known.path === route.path))).toEqual([
    {
      path: '/edit-awards',
      remote: 'mfe_cms',
      module: 'ManageScreen',
      title: 'Awards',
      access: 'admin',
      group: 'content',
    },
    {
      path: '/edit-award/:id',
      remote: 'mfe_cms',
      module: 'EditScreen',
      title: 'Edit Award',
      access: 'admin',
      group: 'content',
    },
  ]);
  expect(added).toHaveLength(before.length + 2);
});

test("the site's routes hold every CMS page the contracts' screens table names", () => {
  for (const route of cmsRoutesFor()) expect(routes).toContainEqual(route);
});
