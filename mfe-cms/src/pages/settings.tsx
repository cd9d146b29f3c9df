import {
  banner,
  about,
  actions,
  contacts,
  copyrights,
  counters,
  designItems,
  experience,
  faqItems,
  featureItems,
  footerAbout,
  footerAddress,
  footerSocial,
  logo,
  pricings,
  serviceItems,
  siteSettings,
  steps,
  teamItems,
  testimonials,
  videoItems,
  workSteps,
  type ContentResource,
} from '@agency/contracts';
import { BackOfficePage, contentListQuery, LinkCard, useQuery } from '@agency/ui';

interface Block {
  /** The hub's card targets as spec 001 §2 lists them; the other blocks go to their catalogue screen. */
  to?: string;
  title: string;
  hint: string;
  icon: string;
  /** The resource whose record count the card shows. */
  resource: ContentResource;
}

/** Spec 001 §2, Settings hub: exactly these cards. */
const hubBlocks: Block[] = [
  {
    to: '/edit-banner',
    title: 'Banner',
    hint: 'Hero heading, text, image and button',
    icon: '▣',
    resource: banner,
  },
  { to: '/add-logo', title: 'Logo', hint: 'The site logo', icon: '◎', resource: logo },
  { to: '/edit-about', title: 'About', hint: 'Why choose us', icon: 'ℹ', resource: about },
  {
    to: '/edit-service',
    title: 'Services',
    hint: 'Service heading and items',
    icon: '✦',
    resource: serviceItems,
  },
  {
    to: '/edit-counter',
    title: 'Counters',
    hint: 'Clients, projects, years, awards',
    icon: '#',
    resource: counters,
  },
  {
    to: '/add-pricing',
    title: 'Pricing',
    hint: 'Basic, Standard and Premium',
    icon: '$',
    resource: pricings,
  },
  {
    to: '/update-calltoaction',
    title: 'Call to Action',
    hint: 'The closing banner',
    icon: '➜',
    resource: actions,
  },
  {
    to: '/edit-testimonial',
    title: 'Testimonials',
    hint: 'What clients say',
    icon: '❝',
    resource: testimonials,
  },
  {
    to: '/add-address-footer',
    title: 'Footer Address',
    hint: 'Phone, location, e-mail',
    icon: '⌂',
    resource: footerAddress,
  },
  {
    to: '/add-social-footer',
    title: 'Footer Social',
    hint: 'Facebook and Instagram links',
    icon: '☍',
    resource: footerSocial,
  },
  {
    to: '/add-copyright',
    title: 'Copyright',
    hint: 'The footer’s last line',
    icon: '©',
    resource: copyrights,
  },
];

/** The spec's hub leaves these editors reachable only by address; an admin needs a way in. */
const moreBlocks: Block[] = [
  { title: 'Video Section', hint: 'Video and team members', icon: '▶', resource: videoItems },
  { title: 'Steps', hint: 'Upcoming events', icon: '☰', resource: steps },
  { title: 'Work Section', hint: 'Steps 01 to 04', icon: '⚙', resource: workSteps },
  { title: 'Experience', hint: 'Heading and three skills', icon: '★', resource: experience },
  { title: 'FAQ', hint: 'Questions and answers', icon: '?', resource: faqItems },
  { title: 'Features', hint: 'Service page features', icon: '◆', resource: featureItems },
  { title: 'Team', hint: 'Team text and members', icon: '☺', resource: teamItems },
  { title: 'Contact Items', hint: 'Contact page cards', icon: '✉', resource: contacts },
  { title: 'Footer About', hint: 'The footer’s about text', icon: '¶', resource: footerAbout },
  { title: 'Design Items', hint: 'Add item', icon: '✚', resource: designItems },
  {
    title: 'Site Settings',
    hint: 'Site name and description for search and link previews',
    icon: '⌕',
    resource: siteSettings,
  },
];

function BlockCard({ block }: { block: Block }) {
  const { data, error } = useQuery(contentListQuery(block.resource));
  const status = error
    ? 'Status unavailable'
    : data === undefined
      ? 'Checking…'
      : data.length === 0
        ? 'Not set yet'
        : `${data.length} record${data.length === 1 ? '' : 's'}`;
  return (
    <LinkCard
      to={block.to ?? block.resource.screens.manage}
      icon={block.icon}
      title={block.title}
      hint={`${block.hint} · ${status}`}
    />
  );
}

/** The content hub: one card per block the admin edits (spec 001 §2, Settings hub). */
export default function SettingsPage() {
  return (
    <BackOfficePage title="Settings">
      <p className="ui-section__intro">Choose a block of the public site to edit.</p>
      <div className="ui-card-grid">
        {hubBlocks.map((block) => (
          <BlockCard key={block.title} block={block} />
        ))}
      </div>
      <h2 className="ui-editor-block__title">More blocks</h2>
      <div className="ui-card-grid" aria-label="More blocks" role="group">
        {moreBlocks.map((block) => (
          <BlockCard key={block.title} block={block} />
        ))}
      </div>
    </BackOfficePage>
  );
}
