import { defineResource, link, shortText, type DemoRecords } from '../catalogue-model';

export const videoItems = defineResource({
  key: 'videoItems',
  label: 'Video section team members',
  order: 50,
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

/**
 * Demo records a fresh site starts with (the API's seed). Each call is marked pure, so the bundles that take the block
 * leave them out as they do a literal's.
 */
export const videoItemsDemo: DemoRecords<typeof videoItems> = [
  /*#__PURE__*/ member('Amelia Hart', 'Creative Director', 'amelia-hart'),
  /*#__PURE__*/ member('Noah Bennett', 'Head of Strategy', 'noah-bennett'),
  /*#__PURE__*/ member('Priya Raman', 'Lead Designer', 'priya-raman'),
  /*#__PURE__*/ member('Lucas Moreau', 'Performance Marketer', 'lucas-moreau'),
];

function member(
  membername: string,
  memberPosition: string,
  slug: string,
): DemoRecords<typeof videoItems>[number] {
  return {
    membername,
    memberPosition,
    memberImg: `/assets/demo/team/${slug}.svg`,
    facebookLink: 'https://www.facebook.com/',
    twitterLink: 'https://twitter.com/',
    linkedinLink: 'https://www.linkedin.com/',
    youtubeLink: 'https://www.youtube.com/',
  };
}
