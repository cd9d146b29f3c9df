import { defineResource, link, shortText } from '../catalogue-model';

export const teamItems = defineResource({
  key: 'teamItems',
  label: 'Team members',
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
  // The spec shows the features text after adding a team member; kept as the contract says.
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
