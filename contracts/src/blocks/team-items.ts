import { defineResource, link, shortText, type DemoRecords } from '../catalogue-model';

export const teamItems = defineResource({
  key: 'teamItems',
  label: 'Team members',
  order: 210,
  collection: 'teamitems',
  singleton: false,
  read: 'public',
  fields: { teamMemberImg: link(), teamMemberName: shortText(), teamMemberTitle: shortText() },
  paths: {
    list: ['/teamitems'],
    one: ['/teamitems/{id}'],
    add: ['/add-team-Item'],
    update: ['/update-teamitems/{id}'],
    remove: ['/teamitems/{id}'],
  },
  // The product description shows the features text after adding a team member; kept as the contract says.
  alerts: { added: ' Features Services Section is Updated', updated: 'Team Member Items Section is Updated' },
  screens: {
    manage: '/edit-team-text/',
    title: 'Team',
    edit: [{ path: '/edit-team-items/{id}/', title: 'Edit Team Member' }],
    panel: {
      kind: 'collection',
      addTitle: 'Add Team Member',
      listTitle: 'Team Members',
      itemTitle: 'teamMemberName',
      links: [{ text: 'Edit Now' }],
    },
    hub: { hint: 'Team text and members', icon: '☺' },
  },
  site: { location: '/#team-sec', pages: { landing: 100 } },
});

/** Demo records a fresh site starts with (the API's seed). */
export const teamItemsDemo: DemoRecords<typeof teamItems> = [
  {
    teamMemberImg: '/assets/demo/team/amelia-hart.svg',
    teamMemberName: 'Amelia Hart',
    teamMemberTitle: 'Creative Director',
  },
  {
    teamMemberImg: '/assets/demo/team/noah-bennett.svg',
    teamMemberName: 'Noah Bennett',
    teamMemberTitle: 'Head of Strategy',
  },
  {
    teamMemberImg: '/assets/demo/team/priya-raman.svg',
    teamMemberName: 'Priya Raman',
    teamMemberTitle: 'Lead Designer',
  },
  {
    teamMemberImg: '/assets/demo/team/lucas-moreau.svg',
    teamMemberName: 'Lucas Moreau',
    teamMemberTitle: 'Performance Marketer',
  },
  {
    teamMemberImg: '/assets/demo/team/hana-sato.svg',
    teamMemberName: 'Hana Sato',
    teamMemberTitle: 'Copywriter',
  },
];
