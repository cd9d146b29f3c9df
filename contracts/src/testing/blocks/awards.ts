import { defineResource, numberText, shortText, type DemoRecords } from '../../catalogue-model';

/**
 * A block that is not in the catalogue, written as a block file of contracts/src/blocks/ is, for the tests that show a
 * new block needs nothing but its file and its section folder: the API's routes, the CMS's pages, the shell's routes
 * and its place on the landing page all follow from them.
 */
export const awards = defineResource({
  key: 'awards',
  label: 'Awards',
  order: 215,
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

/** Demo records a fresh site starts with (the API's seed). */
export const awardsDemo: DemoRecords<typeof awards> = [{ awardName: 'Best Agency', awardYear: '2026' }];
