import { defineResource, link, shortText } from '../catalogue-model';

export const videoItems = defineResource({
  key: 'videoItems',
  label: 'Video section team members',
  collection: 'videoitems',
  singleton: false,
  read: 'public',
  fields: {
    facebookLink: link(),
    twitterLink: link(),
    linkedinLink: link(),
    youtubeLink: link(),
    memberImg: link(),
    membername: shortText(),
    memberPosition: shortText(),
  },
  paths: {
    list: ['/videos-items'],
    one: ['/videos-items/{id}'],
    add: ['/add-video-item'],
    update: ['/videos-items/{id}'],
    remove: ['/videos-items/{id}'],
  },
  alerts: { added: ' Team Members Item is Added', updated: 'Video Section is Updated' },
  screens: {
    manage: '/edit-video',
    title: 'Video Section',
    edit: [{ path: '/video/{id}', title: 'Edit Team Member' }],
    panel: {
      kind: 'collection',
      addTitle: 'Add Team Member',
      listTitle: 'Team Members',
      itemTitle: 'membername',
    },
    hub: { hint: 'Video and team members', icon: '▶' },
  },
  site: { location: '/service/#video-sec', pages: { service: 110 } },
});
