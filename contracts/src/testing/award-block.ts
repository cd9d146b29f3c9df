import { defineResource, shortText, numberText } from '../catalogue-model';

/**
 * A block that is not in the catalogue, for the tests that show a new block needs nothing but its catalogue entry
 * (with its screens): the API's routes, the CMS's pages and the shell's routes all follow from it.
 */
export const awards = defineResource({
  key: 'awards',
  label: 'Awards',
  collection: 'awards',
  singleton: false,
  read: 'public',
  fields: { awardName: shortText(), awardYear: numberText() },
  paths: {
    list: ['/awards'],
    one: ['/award/{id}'],
    add: ['/add-award'],
    update: ['/award/{id}'],
    remove: ['/award/{id}'],
  },
  alerts: { added: 'Award is Added', updated: 'Award is Updated' },
  screens: {
    manage: '/edit-awards',
    title: 'Awards',
    panel: { kind: 'collection', addTitle: 'Add Award', listTitle: 'Awards', itemTitle: 'awardName' },
    edit: [{ path: '/edit-award/{id}', title: 'Edit Award' }],
    hub: { hint: 'Prizes the agency has won', icon: '✪' },
  },
  // On the landing page between the testimonials and the team, rendered by its section in mfe-public.
  site: { location: '/#awards-sec', pages: { landing: 85 } },
});
