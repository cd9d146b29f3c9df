import { defineResource, link, longText, shortText, type DemoRecords } from '../catalogue-model';

export const videoSection = defineResource({
  key: 'videoSection',
  label: 'Video section',
  order: 40,
  collection: 'videos',
  singleton: true,
  read: 'public',
  fields: {
    imageLink: link(),
    videoLink: link(),
    videoSectionTitle: shortText(),
    videoSectionText: longText(),
  },
  paths: { list: ['/videos'], one: ['/videos/{id}'], add: ['/add-video'], update: ['/update-videos/{id}'] },
  alerts: { added: ' Video Section is Updated', updated: 'Video Text is Updated' },
  screens: {
    manage: '/edit-video',
    title: 'Video Section',
    edit: [{ path: '/videotext-edit/{id}', title: 'Edit Video Section' }],
    panel: { kind: 'singleton', heading: 'Video Section Text', editText: 'Edit Video Section' },
  },
  site: { location: '/service/#video-sec', pages: { service: 100 } },
});

/** Demo records a fresh site starts with (the API's seed). */
export const videoSectionDemo: DemoRecords<typeof videoSection> = [
  {
    imageLink: '/assets/demo/video-cover.svg',
    videoLink: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    videoSectionTitle: 'See how we work',
    videoSectionText: 'Two minutes behind the scenes: from the first workshop to a campaign going live.',
  },
];
