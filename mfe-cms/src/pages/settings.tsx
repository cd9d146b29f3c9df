import { AdminOnly, LinkCard, Page, PageHeader, useApiQuery } from '@agency/ui';

const blocks = [
  {
    to: '/edit-banner',
    title: 'Banner',
    hint: 'Hero heading, text, image and button',
    icon: '▣',
    endpoint: '/banner',
  },
  { to: '/add-logo', title: 'Logo', hint: 'The site logo', icon: '◎', endpoint: '/logo' },
  { to: '/edit-about', title: 'About', hint: 'Why choose us', icon: 'ℹ', endpoint: '/about' },
  {
    to: '/edit-service',
    title: 'Services',
    hint: 'Service heading and items',
    icon: '✦',
    endpoint: '/service-items',
  },
  {
    to: '/edit-counter',
    title: 'Counters',
    hint: 'Clients, projects, years, awards',
    icon: '#',
    endpoint: '/counters',
  },
  {
    to: '/add-pricing',
    title: 'Pricing',
    hint: 'Basic, Standard and Premium',
    icon: '$',
    endpoint: '/pricings',
  },
  {
    to: '/update-calltoaction',
    title: 'Call to Action',
    hint: 'The closing banner',
    icon: '➜',
    endpoint: '/actions',
  },
  {
    to: '/edit-testimonial',
    title: 'Testimonials',
    hint: 'What clients say',
    icon: '❝',
    endpoint: '/testimonials',
  },
  {
    to: '/add-address-footer',
    title: 'Footer Address',
    hint: 'Phone, location, e-mail',
    icon: '⌂',
    endpoint: '/footer-address',
  },
  {
    to: '/add-social-footer',
    title: 'Footer Social',
    hint: 'Facebook and Instagram links',
    icon: '☍',
    endpoint: '/footer-social',
  },
  {
    to: '/add-copyright',
    title: 'Copyright',
    hint: 'The footer’s last line',
    icon: '©',
    endpoint: '/copyrights',
  },
];

function BlockCard({ block }: { block: (typeof blocks)[number] }) {
  const { data, error } = useApiQuery<unknown[]>(block.endpoint);
  const status = error
    ? 'Status unavailable'
    : data === undefined
      ? 'Checking…'
      : data.length === 0
        ? 'Not set yet'
        : `${data.length} record${data.length === 1 ? '' : 's'}`;
  return <LinkCard to={block.to} icon={block.icon} title={block.title} hint={`${block.hint} · ${status}`} />;
}

/** The content hub: one card per block the admin edits (spec 001 §2, Settings hub). */
export default function SettingsPage() {
  return (
    <AdminOnly title="Settings">
      <Page>
        <PageHeader title="Settings" />
        <p className="ui-section__intro">Choose a block of the public site to edit.</p>
        <div className="ui-card-grid">
          {blocks.map((block) => (
            <BlockCard key={block.to} block={block} />
          ))}
        </div>
      </Page>
    </AdminOnly>
  );
}
