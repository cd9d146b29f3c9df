import { defineResource, longText, shortText } from '../catalogue-model';

export const teamText = defineResource({
  key: 'teamText',
  label: 'Team text',
  collection: 'teamtexts',
  singleton: true,
  read: 'public',
  fields: { teamHeading: shortText(), teamText: longText() },
  paths: {
    list: ['/teamstext'],
    one: ['/teamstext/{id}'],
    add: ['/add-teammember-text'],
    update: ['/teamstext/{id}'],
  },
  alerts: { added: 'Team Members Text is Updated', updated: ' Team Text Is Updated' },
  screens: {
    manage: '/edit-team-text/',
    title: 'Team',
    edit: [{ path: '/team-text-edit/{id}/', title: 'Edit Team Text' }],
    panel: { kind: 'singleton', heading: 'Team Section Text', editText: 'Edit Team Text' },
  },
  site: { location: '/#team-sec', pages: { landing: 90 } },
});
