import { defineResource, longText, shortText, type DemoRecords } from '../catalogue-model';

export const teamText = defineResource({
  key: 'teamText',
  label: 'Team text',
  order: 200,
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

/** Demo records a fresh site starts with (the API's seed). */
export const teamTextDemo: DemoRecords<typeof teamText> = [
  { teamHeading: 'Meet the team', teamText: 'Designers, writers and marketers who love what they do.' },
];
