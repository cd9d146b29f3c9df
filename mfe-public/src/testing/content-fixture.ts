// Content for page tests, answered by stubFetch as the API would (GET <list path> → array of records).
import { countersDemo } from '@agency/contracts';

const names = ['One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten'];
const points = (prefix: string) =>
  Object.fromEntries(names.map((name) => [`packagePoint${name}`, `${prefix} point ${name.toLowerCase()}`]));

export const CONTENT = {
  '/site-settings': [
    { _id: 'ss1', siteName: 'Brightside', siteDescription: 'A studio that grows brands people remember.' },
  ],
  '/banner': [
    {
      _id: 'b1',
      bannerHeading: 'We grow brands',
      buttonTwoLink: 'Digital agency',
      bannerDetails: 'Strategy and ads',
      bannerImage: '/assets/banner.svg',
      buttonOneText: 'See packages',
      buttonOneLink: '/pricing/',
    },
  ],
  '/service': [{ _id: 's1', serviceHeading: 'What we do', servicesubHeading: 'Everything a brand needs' }],
  '/service-items': [
    { _id: 'i1', serviceIcon: '/assets/seo.svg', serviceTitle: 'SEO', serviceDetails: 'Rank higher' },
    { _id: 'i2', serviceIcon: '/assets/ads.svg', serviceTitle: 'Ads', serviceDetails: 'Sell more' },
  ],
  '/about': [
    {
      _id: 'a1',
      aboutImg: '/assets/about.svg',
      aboutText: 'About us',
      aboutHeading: 'A small team',
      aboutPointOne: 'Strategy first',
      aboutPointOneDetails: 'Goals before tactics',
      aboutPointTwo: 'Design that sells',
      aboutPointTwoDetails: 'Clear designs',
      aboutPointThree: 'Results you see',
      aboutPointThreeDetails: 'Monthly reports',
      buttonText: 'Talk to us',
      buttonLink: '#contact-sec',
    },
  ],
  // The demo site's counters: 250 happy clients, 1200 projects, 10 years, 18 awards.
  '/counters': [{ _id: 'c1', ...countersDemo[0] }],
  '/pricings': [
    {
      _id: 'p3',
      packageName: 'Premium',
      packagePrice: '99.99',
      packageButtonText: 'Order Premium',
      ...points('Premium'),
    },
    {
      _id: 'px',
      packageName: 'Enterprise',
      packagePrice: '999',
      packageButtonText: 'Call us',
      ...points('Enterprise'),
    },
    {
      _id: 'p1',
      packageName: 'Basic',
      packagePrice: '19.5',
      packageButtonText: 'Order Basic',
      ...points('Basic'),
    },
    {
      _id: 'p2',
      packageName: 'Standard',
      packagePrice: '49.99',
      packageButtonText: 'Order Standard',
      ...points('Standard'),
    },
  ],
  '/testimonialtext': [
    { _id: 't0', testimonialText: 'Testimonials', testimonialHeading: 'What clients say' },
  ],
  '/testimonials': [
    {
      _id: 't1',
      image: '/assets/ana.svg',
      personName: 'Ana Lima',
      personTitle: 'CEO, Bloom',
      desc: 'Great work',
    },
    {
      _id: 't2',
      image: 'not an image',
      personName: 'Bo Chen',
      personTitle: 'Founder',
      desc: 'Fast and friendly',
    },
  ],
  '/teamstext': [{ _id: 'tt', teamHeading: 'Meet the team', teamText: 'People who love their work' }],
  '/teamitems': [
    {
      _id: 'm1',
      teamMemberImg: '/assets/m1.svg',
      teamMemberName: 'Amelia Hart',
      teamMemberTitle: 'Director',
    },
    {
      _id: 'm2',
      teamMemberImg: '/assets/m2.svg',
      teamMemberName: 'Noah Bennett',
      teamMemberTitle: 'Strategist',
    },
    {
      _id: 'm3',
      teamMemberImg: '/assets/m3.svg',
      teamMemberName: 'Priya Raman',
      teamMemberTitle: 'Designer',
    },
  ],
  '/actions': [
    {
      _id: 'x1',
      heading: 'Ready to start?',
      subHeading: 'Free plan in two days',
      buttonText: 'Get started',
      buttonLink: '/pricing/',
    },
  ],
  '/featurestext': [{ _id: 'f0', FeaturesHeading: 'Why choose us', FeaturesText: 'No long contracts' }],
  '/featureitems': [
    {
      _id: 'f1',
      FeaturesImg: '/assets/f1.svg',
      FeaturesIcon: '/assets/i1.svg',
      FeaturesText: 'Senior team',
      FeaturesDesc: 'Led by experts',
    },
  ],
  '/worksec': [
    {
      _id: 'w5',
      stepNumber: '05',
      stepTitle: 'Extra step',
      stepDetails: 'Never public',
      stapIcon: '/assets/w.svg',
    },
    {
      _id: 'w2',
      stepNumber: '02',
      stepTitle: 'Strategy',
      stepDetails: 'Pick channels',
      stapIcon: '/assets/w.svg',
    },
    {
      _id: 'w1',
      stepNumber: '01',
      stepTitle: 'Research',
      stepDetails: 'Study the market',
      stapIcon: '/assets/w.svg',
    },
  ],
  '/steps': [
    { _id: 's2', stepNumber: '02', stepTitle: 'Plan', stepDetails: 'A written plan' },
    { _id: 's1', stepNumber: '01', stepTitle: 'Discovery call', stepDetails: 'We listen' },
  ],
  '/experiences': [
    {
      _id: 'e1',
      experienceText: 'Our experience',
      experienceHeading: 'Ten years of growth',
      experienceDetails: 'A thousand campaigns',
      skillOneText: 'Branding',
      skillOneNumber: '90',
      skillTwoText: 'Marketing',
      skillTwoNumber: '70%',
      skillThreeText: 'Web design',
      skillThreeNumber: '150',
    },
  ],
  '/videos': [
    {
      _id: 'v0',
      imageLink: '/assets/cover.svg',
      videoLink: 'https://video.example/watch',
      videoSectionTitle: 'See how we work',
      videoSectionText: 'Behind the scenes',
    },
  ],
  '/videos-items': [
    {
      _id: 'v1',
      facebookLink: 'https://facebook.example/priya',
      twitterLink: '',
      linkedinLink: 'https://linkedin.example/priya',
      youtubeLink: '',
      memberImg: '/assets/priya.svg',
      membername: 'Priya Raman',
      memberPosition: 'Lead Designer',
    },
  ],
  '/design-items': [
    {
      _id: 'd1',
      format: 'Instagram',
      canvaLink: 'https://canva.example/free',
      imageLink: '/assets/post.svg',
      category: 'Social post',
      freeOrPaid: 'Free',
    },
    {
      _id: 'd2',
      format: 'Youtube',
      canvaLink: 'https://canva.example/paid',
      imageLink: '/assets/thumb.svg',
      category: 'Thumbnail',
      freeOrPaid: 'Paid',
    },
  ],
  '/faq': [{ _id: 'q0', faqHeading: 'Questions', faqText: 'Before you order' }],
  '/faq-items': [
    { _id: 'q1', accodingTitle: 'How do I order?', accodingText: 'Pick a package and pay.' },
    { _id: 'q2', accodingTitle: 'Can I switch?', accodingText: 'Yes, from next month.' },
  ],
  '/contacts': [
    { _id: 'k1', contactImg: '/assets/phone.svg', contactTitle: 'Call us', contactDetails: '+1 555 010' },
    {
      _id: 'k2',
      contactImg: '/assets/mail.svg',
      contactTitle: 'Email us',
      contactDetails: 'hello@agency.example',
    },
  ],
};

export type ContentPath = keyof typeof CONTENT;

/** stubFetch routes answering every content list, with `overrides` per path (e.g. an empty list or a 503). */
export function contentRoutes(
  overrides: Partial<Record<ContentPath, { status?: number; body?: unknown; wait?: Promise<void> }>> = {},
) {
  return Object.fromEntries(
    (Object.keys(CONTENT) as ContentPath[]).map((path) => [
      `GET ${path}`,
      overrides[path] ?? { body: CONTENT[path] },
    ]),
  );
}

export function emptyContent() {
  return Object.fromEntries((Object.keys(CONTENT) as ContentPath[]).map((path) => [path, { body: [] }]));
}

export function failedContent() {
  return Object.fromEntries(
    (Object.keys(CONTENT) as ContentPath[]).map((path) => [
      path,
      { status: 503, body: { message: 'Database unavailable' } },
    ]),
  );
}
