import {
  defineResource,
  email,
  link,
  longText,
  numberText,
  oneOf,
  optional,
  pathsOf,
  price,
  shortText,
  ROUTE_METHODS,
  type InputOfFields,
  type RouteKind,
  type StoredFields,
} from './catalogue-model';
import { CMS_PANELS } from './cms-panels';
import { CMS_SCREENS } from './cms-screens';
import { PACKAGE_NAMES, PACKAGE_POINT_FIELDS } from './packages';

/** A block's CMS screens (where it is managed, its editors) with its panel and hub card there. */
const cmsScreensOf = <K extends keyof typeof CMS_SCREENS>(key: K) => ({
  ...CMS_SCREENS[key],
  ...CMS_PANELS[key],
});

export * from './catalogue-model';

/** `Keys` when every one of them names a field of `Fields`; a compile error otherwise. */
type FieldsOf<Keys extends keyof Fields, Fields> = Keys;

/*
 * Every content resource, its paths as documented and its documented notices, word for word
 * (docs/content-and-cms.md#the-catalogue). Rulings where the documentation is silent or inconsistent:
 * - Icons (serviceIcon, stapIcon, FeaturesIcon) are images, so they are links.
 * - The logo is "URL or text": text; the site renders it as an image only when it is a safe link.
 * - Banner buttonTwoLink is the tagline above the heading, so text.
 * - Main service items are service items edited through the same PUT /service-item/{id} with two more
 *   fields (serviceImg, serviceName); those are optional on the server and required by the main form.
 * - Design items have only POST /add-item in the spec; they are read back at /design-items, publicly, for the
 *   service page's gallery (docs/content-and-cms.md#every-block-has-a-public-home).
 * - Testimonial and design notices are not shown in the spec; these texts follow the others.
 */

export const banner = defineResource({
  key: 'banner',
  label: 'Banner',
  collection: 'banners',
  singleton: true,
  read: 'public',
  fields: {
    bannerHeading: shortText(),
    buttonTwoLink: shortText(),
    bannerDetails: longText(),
    bannerImage: link(),
    buttonOneText: shortText(),
    buttonOneLink: link(),
  },
  paths: { list: ['/banner'], one: ['/banner/{id}'], add: ['/add-banner'], update: ['/update-banner/{id}'] },
  alerts: { added: 'Banner is Updated', updated: 'Banner is Updated' },
  screens: cmsScreensOf('banner'),
});

export const logo = defineResource({
  key: 'logo',
  label: 'Logo',
  collection: 'logos',
  singleton: true,
  read: 'public',
  fields: { logo: { ...shortText(), maxLength: 2048 } },
  paths: { list: ['/logo'], one: ['/logo/{id}'], add: ['/add-logo'], update: ['/logo/{id}'] },
  alerts: { added: 'Logo is Updated', updated: 'Logo is Updated' },
  screens: cmsScreensOf('logo'),
});

export const about = defineResource({
  key: 'about',
  label: 'About',
  collection: 'abouts',
  singleton: true,
  read: 'public',
  fields: {
    aboutImg: link(),
    aboutText: shortText(),
    aboutHeading: shortText(),
    aboutPointOne: shortText(),
    aboutPointOneDetails: longText(),
    aboutPointTwo: shortText(),
    aboutPointTwoDetails: longText(),
    aboutPointThree: shortText(),
    aboutPointThreeDetails: longText(),
    buttonText: shortText(),
    buttonLink: link(),
  },
  paths: { list: ['/about'], one: ['/about-us/{id}'], add: ['/add-about'], update: ['/update-about/{id}'] },
  alerts: { added: 'About is Updated', updated: 'About is Updated' },
  screens: cmsScreensOf('about'),
});

export const videoSection = defineResource({
  key: 'videoSection',
  label: 'Video section',
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
  screens: cmsScreensOf('videoSection'),
});

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
  screens: cmsScreensOf('videoItems'),
});

export const serviceHeading = defineResource({
  key: 'serviceHeading',
  label: 'Service heading',
  collection: 'services',
  singleton: true,
  read: 'public',
  fields: { serviceHeading: shortText(), servicesubHeading: longText() },
  paths: { list: ['/service'], one: ['/service/{id}'], add: ['/add-Service'], update: ['/service/{id}'] },
  alerts: { added: ' Service is Updated', updated: 'Service Text is Updated' },
  screens: cmsScreensOf('serviceHeading'),
});

export const serviceItems = defineResource({
  key: 'serviceItems',
  label: 'Service items',
  collection: 'serviceitems',
  singleton: false,
  read: 'public',
  fields: {
    serviceIcon: link(),
    serviceTitle: shortText(),
    serviceDetails: longText(),
    serviceImg: optional(link()),
    serviceName: optional(shortText()),
  },
  paths: {
    list: ['/service-items'],
    one: ['/service-item/{id}'],
    add: ['/add-service-item'],
    update: ['/service-item/{id}'],
    remove: ['/service-item/{id}'],
  },
  alerts: { added: ' Item is Added', updated: ' Item is Updated' },
  screens: cmsScreensOf('serviceItems'),
  variants: {
    main: {
      label: 'Main service item',
      screen: '/main-service-edit/{id}',
      fields: ['serviceImg', 'serviceIcon', 'serviceName', 'serviceTitle', 'serviceDetails'],
      updated: 'Item is Updated',
    },
  },
});

export const steps = defineResource({
  key: 'steps',
  label: 'Steps',
  collection: 'steps',
  singleton: false,
  read: 'public',
  fields: { stepTitle: shortText(), stepDetails: longText(), stepNumber: numberText() },
  paths: {
    list: ['/steps'],
    one: ['/step-item/{id}'],
    add: ['/add-step'],
    update: ['/step-item/{id}'],
    remove: ['/step-item/{id}'],
  },
  alerts: { added: 'Step Section is Updated', updated: 'Step Section is Updated' },
  screens: cmsScreensOf('steps'),
});

export const workSteps = defineResource({
  key: 'workSteps',
  label: 'Work section steps',
  collection: 'worksecs',
  singleton: false,
  read: 'public',
  fields: { stepNumber: numberText(), stepTitle: shortText(), stepDetails: longText(), stapIcon: link() },
  paths: {
    list: ['/worksec'],
    one: ['/worksec/{id}'],
    add: ['/add-worksec'],
    update: ['/update-worksec/{id}'],
    remove: ['/worksec/{id}'],
  },
  alerts: { added: 'Work Step is Updated', updated: 'Work Section is Updated' },
  screens: cmsScreensOf('workSteps'),
});

export const experience = defineResource({
  key: 'experience',
  label: 'Experience',
  collection: 'experiences',
  singleton: true,
  read: 'public',
  fields: {
    experienceText: shortText(),
    experienceHeading: shortText(),
    experienceDetails: longText(),
    skillOneText: shortText(),
    skillOneNumber: numberText(),
    skillTwoText: shortText(),
    skillTwoNumber: numberText(),
    skillThreeText: shortText(),
    skillThreeNumber: numberText(),
  },
  paths: {
    list: ['/experiences'],
    one: ['/experiences/{id}'],
    add: ['/add-experience'],
    update: ['/update-experiences/{id}'],
  },
  alerts: { added: 'Experience Section is Updated', updated: 'Experience Section is Updated' },
  screens: cmsScreensOf('experience'),
});

export const counters = defineResource({
  key: 'counters',
  label: 'Counters',
  collection: 'counters',
  singleton: true,
  read: 'public',
  fields: {
    happyClientsNumber: numberText(),
    happyClientsText: shortText(),
    projectCompleteNumber: numberText(),
    projectCompleteText: shortText(),
    yearofExperienceNumber: numberText(),
    yearofExperienceText: shortText(),
    winingAwardNumber: numberText(),
    winingAwardText: shortText(),
  },
  paths: {
    list: ['/counters'],
    one: ['/counters/{id}'],
    add: ['/add-counter'],
    update: ['/update-counters/{id}'],
  },
  alerts: { added: 'Counter is Updated', updated: 'Counters is Updated' },
  screens: cmsScreensOf('counters'),
});

export const pricings = defineResource({
  key: 'pricings',
  label: 'Pricing packages',
  collection: 'pricings',
  singleton: false,
  read: 'public',
  fields: {
    packageName: oneOf(PACKAGE_NAMES),
    packagePrice: price(),
    packageButtonText: shortText(),
    packagePointOne: shortText(),
    packagePointTwo: shortText(),
    packagePointThree: shortText(),
    packagePointFour: optional(shortText()),
    packagePointFive: optional(shortText()),
    packagePointSix: optional(shortText()),
    packagePointSeven: optional(shortText()),
    packagePointEight: optional(shortText()),
    packagePointNine: optional(shortText()),
    packagePointTen: optional(shortText()),
  },
  paths: {
    list: ['/pricings'],
    one: ['/pricing/{id}'],
    add: ['/add-pricing'],
    update: ['/pricing/{id}'],
    remove: ['/pricing/{id}'],
  },
  alerts: { added: 'Pricing Is Updated', updated: 'Pricing Is Updated' },
  screens: cmsScreensOf('pricings'),
  unique: ['packageName'],
});

/** Fails to compile if a point field of packages.ts is not a pricing field. */
type _PointFieldsArePricingFields = FieldsOf<(typeof PACKAGE_POINT_FIELDS)[number], typeof pricings.fields>;

export const actions = defineResource({
  key: 'actions',
  label: 'Call to action',
  collection: 'actions',
  singleton: true,
  read: 'public',
  // The admin form edits the heading and sub-heading; the button is read by the public page only.
  fields: {
    heading: shortText(),
    subHeading: longText(),
    buttonText: optional(shortText()),
    buttonLink: optional(link()),
  },
  paths: {
    list: ['/actions'],
    one: ['/actions/{id}'],
    add: ['/add-action'],
    update: ['/update-actions/{id}'],
  },
  alerts: { added: 'Action is Updated', updated: 'Action is Updated' },
  screens: cmsScreensOf('actions'),
});

export const testimonialText = defineResource({
  key: 'testimonialText',
  label: 'Testimonial text',
  collection: 'testimonialtexts',
  singleton: true,
  read: 'public',
  fields: { testimonialText: shortText(), testimonialHeading: shortText() },
  paths: {
    list: ['/testimonialtext'],
    one: ['/testimonialtext/{id}'],
    add: ['/add-testimonial-text'],
    update: ['/testimonialtext/{id}'],
  },
  alerts: { added: 'Testimonial Text is Updated', updated: 'Testimonial Text is Updated' },
  screens: cmsScreensOf('testimonialText'),
});

export const testimonials = defineResource({
  key: 'testimonials',
  label: 'Testimonials',
  collection: 'testimonials',
  singleton: false,
  read: 'public',
  fields: { image: link(), personName: shortText(), personTitle: shortText(), desc: longText() },
  paths: {
    list: ['/testimonials'],
    one: ['/testimonial/{id}'],
    add: ['/add-testimonial'],
    update: ['/testimonial/{id}'],
    remove: ['/testimonial/{id}'],
  },
  alerts: { added: 'Testimonial is Added', updated: 'Testimonial is Updated' },
  screens: cmsScreensOf('testimonials'),
});

export const faqText = defineResource({
  key: 'faqText',
  label: 'FAQ text',
  collection: 'faqs',
  singleton: true,
  read: 'public',
  fields: { faqText: longText(), faqHeading: shortText() },
  paths: { list: ['/faq'], one: ['/faq/{id}'], add: ['/add-faq'], update: ['/faq/{id}'] },
  alerts: { added: 'FAQ is Updated', updated: 'FAQ Text is Updated' },
  screens: cmsScreensOf('faqText'),
});

export const faqItems = defineResource({
  key: 'faqItems',
  label: 'FAQ items',
  collection: 'faqitems',
  singleton: false,
  read: 'public',
  fields: { accodingTitle: shortText(), accodingText: longText() },
  paths: {
    list: ['/faq-items'],
    one: ['/faq-item/{id}'],
    add: ['/add-faq-item'],
    update: ['/faq-item/{id}'],
    remove: ['/faq-item/{id}'],
  },
  alerts: { added: 'FAQ Item is Added', updated: 'FAQ Item is Updated' },
  screens: cmsScreensOf('faqItems'),
});

export const featuresText = defineResource({
  key: 'featuresText',
  label: 'Features text',
  collection: 'featurestexts',
  singleton: true,
  read: 'public',
  fields: { FeaturesText: longText(), FeaturesHeading: shortText() },
  paths: {
    list: ['/featurestext'],
    one: ['/featurestext/{id}'],
    add: ['/add-feature-text'],
    update: ['/featurestext/{id}'],
  },
  alerts: { added: 'Features Text is Updated', updated: 'Features Text is Updated' },
  screens: cmsScreensOf('featuresText'),
});

export const featureItems = defineResource({
  key: 'featureItems',
  label: 'Feature items',
  collection: 'featureitems',
  singleton: false,
  read: 'public',
  fields: { FeaturesImg: link(), FeaturesIcon: link(), FeaturesText: shortText(), FeaturesDesc: longText() },
  paths: {
    list: ['/featureitems'],
    one: ['/featureitems/{id}'],
    add: ['/add-feature-Item'],
    update: ['/update-featureitems/{id}'],
    remove: ['/featureitems/{id}'],
  },
  alerts: { added: 'Feature Items Section is Updated', updated: 'Feature Items Section is Updated' },
  screens: cmsScreensOf('featureItems'),
});

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
  screens: cmsScreensOf('teamText'),
});

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
  screens: cmsScreensOf('teamItems'),
});

export const contacts = defineResource({
  key: 'contacts',
  label: 'Contact items',
  collection: 'contacts',
  singleton: false,
  read: 'public',
  fields: { contactImg: link(), contactTitle: shortText(), contactDetails: longText() },
  paths: {
    list: ['/contacts'],
    one: ['/contacts/{id}'],
    add: ['/add-contact'],
    update: ['/contacts/{id}'],
    remove: ['/contacts/{id}'],
  },
  alerts: { added: 'Contcat Section is Updated', updated: 'Contcat Section is Updated' },
  screens: cmsScreensOf('contacts'),
});

export const footerAbout = defineResource({
  key: 'footerAbout',
  label: 'Footer about',
  collection: 'footerabouts',
  singleton: true,
  read: 'public',
  fields: { aboutFooterText: shortText(), aboutFooterDetails: longText() },
  paths: {
    list: ['/footer-about'],
    one: ['/footer-about/{id}'],
    add: ['/add-footer-about'],
    update: ['/footer-about/{id}'],
  },
  alerts: { added: 'Footer About is Updated', updated: 'Footer is Updated' },
  screens: cmsScreensOf('footerAbout'),
});

export const footerAddress = defineResource({
  key: 'footerAddress',
  label: 'Footer address',
  collection: 'footeraddresses',
  singleton: true,
  read: 'public',
  fields: { Location: shortText(), Phone: { ...numberText(), maxLength: 40 }, footerEmail: email() },
  paths: {
    list: ['/footer-address'],
    one: ['/footer-address/{id}'],
    add: ['/add-footer-address'],
    update: ['/footer-address/{id}'],
  },
  alerts: { added: 'Footer Address is Updated', updated: 'Footer Address is Updated' },
  screens: cmsScreensOf('footerAddress'),
});

export const footerSocial = defineResource({
  key: 'footerSocial',
  label: 'Footer social links',
  collection: 'footersocials',
  singleton: true,
  read: 'public',
  fields: { fblink: link(), inslink: link() },
  paths: {
    list: ['/footer-social'],
    one: ['/footer-social/{id}'],
    add: ['/add-footer-social'],
    update: ['/footer-social/{id}'],
  },
  alerts: { added: 'Social Link is Updated', updated: 'Social Link is Updated' },
  screens: cmsScreensOf('footerSocial'),
});

export const copyrights = defineResource({
  key: 'copyrights',
  label: 'Copyright',
  collection: 'copyrights',
  singleton: true,
  read: 'public',
  fields: { copyrightText: shortText() },
  paths: {
    list: ['/copyrights'],
    one: ['/copyrights/{id}'],
    add: ['/add-footer-copyright'],
    update: ['/copyrights/{id}'],
  },
  alerts: { added: 'Footer Copy Right Updated', updated: 'Footer Copy Right Updated' },
  screens: cmsScreensOf('copyrights'),
});

/**
 * Not in the spec: the site's name and description, which every page's title, meta description, link previews
 * and the organization's structured data are made from (docs/web-delivery.md#search-and-link-previews).
 */
export const siteSettings = defineResource({
  key: 'siteSettings',
  label: 'Site settings',
  collection: 'sitesettings',
  singleton: true,
  read: 'public',
  fields: {
    siteName: { ...shortText(), maxLength: 60 },
    siteDescription: { ...longText(), maxLength: 300 },
  },
  paths: {
    list: ['/site-settings'],
    one: ['/site-settings/{id}'],
    add: ['/add-site-settings'],
    update: ['/site-settings/{id}'],
  },
  additions: ['list', 'one', 'add', 'update'],
  alerts: { added: 'Site Settings are Updated', updated: 'Site Settings are Updated' },
  screens: cmsScreensOf('siteSettings'),
});

export const DESIGN_FORMATS = ['Facebook', 'Instagram', 'Youtube'] as const;
export const DESIGN_PRICING = ['Paid', 'Free'] as const;

export const designItems = defineResource({
  key: 'designItems',
  label: 'Design items',
  collection: 'designitems',
  singleton: false,
  read: 'public',
  fields: {
    format: oneOf(DESIGN_FORMATS),
    canvaLink: link(),
    imageLink: link(),
    category: shortText(),
    freeOrPaid: oneOf(DESIGN_PRICING),
  },
  withheld: { fields: ['canvaLink'], where: { freeOrPaid: 'Paid' } },
  paths: {
    list: ['/design-items'],
    one: ['/design-items/{id}'],
    add: ['/add-item'],
    update: ['/design-items/{id}'],
    remove: ['/design-items/{id}'],
  },
  additions: ['list', 'one', 'update'],
  alerts: { added: 'Item is Added', updated: 'Item is Updated' },
  screens: cmsScreensOf('designItems'),
});

export const CONTENT_CATALOGUE = [
  banner,
  logo,
  about,
  videoSection,
  videoItems,
  serviceHeading,
  serviceItems,
  steps,
  workSteps,
  experience,
  counters,
  pricings,
  actions,
  testimonialText,
  testimonials,
  faqText,
  faqItems,
  featuresText,
  featureItems,
  teamText,
  teamItems,
  contacts,
  footerAbout,
  footerAddress,
  footerSocial,
  copyrights,
  siteSettings,
  designItems,
] as const;

export type ContentCatalogue = typeof CONTENT_CATALOGUE;
export type ContentKey = ContentCatalogue[number]['key'];
export type ResourceOf<K extends ContentKey> = Extract<ContentCatalogue[number], { key: K }>;
/** The body of an add; an update sends `Partial<InputOf<K>>`. */
export type InputOf<K extends ContentKey> = InputOfFields<ResourceOf<K>['fields']>;
/** A record as the API returns it, e.g. `EntityOf<'banner'>`. */
export type EntityOf<K extends ContentKey> = StoredFields & InputOf<K>;

export function contentResource<K extends ContentKey>(key: K): ResourceOf<K> {
  return CONTENT_CATALOGUE.find((resource) => resource.key === key) as ResourceOf<K>;
}

export interface CatalogueRoute {
  resource: ContentKey;
  kind: RouteKind;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  /** False for routes the spec does not list (DELETE, order, the design item reads and update). */
  documented: boolean;
}

/** Every method and path the catalogue serves. */
export function catalogueRoutes(): CatalogueRoute[] {
  return CONTENT_CATALOGUE.flatMap((resource) =>
    (Object.keys(ROUTE_METHODS) as RouteKind[]).flatMap((kind) =>
      pathsOf(resource, kind).map((path) => ({
        resource: resource.key,
        kind,
        method: ROUTE_METHODS[kind],
        path,
        documented: kind !== 'remove' && kind !== 'order' && !resource.additions?.includes(kind),
      })),
    ),
  );
}
