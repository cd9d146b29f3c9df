import { useState } from 'react';
import { SECTION_IDS } from '@agency/contracts/public-reads';
import { Link, Section, type QueryState } from '@agency/ui';
import { SectionSkeleton } from '../../components/section-skeleton';
import { ContentBlock } from '../../content/content-block';
import { ContentImage, isImageSource } from '../../content/content-image';
import type { DesignItem } from '../../content/content-types';
import './design-gallery-section.css';

const FILTERS = [
  { value: 'All', label: 'All' },
  { value: 'Free', label: 'Free' },
  { value: 'Paid', label: 'Paid' },
] as const;

type Filter = (typeof FILTERS)[number]['value'];

function Design({ item }: { item: DesignItem }) {
  const free = item.freeOrPaid === 'Free';
  return (
    <li className="pub-design">
      <div className="pub-design__image">
        <ContentImage
          src={item.imageLink}
          width={400}
          height={300}
          alt={`${item.category}, ${item.format} design`}
        />
      </div>
      <div className="pub-design__body">
        <h3>{item.category}</h3>
        <p className="pub-design__meta">
          <span>{item.format}</span>
          <span className={`pub-design__price pub-design__price--${free ? 'free' : 'paid'}`}>
            {item.freeOrPaid}
          </span>
        </p>
        {free && isImageSource(item.canvaLink) ? (
          <a href={item.canvaLink} rel="noopener noreferrer" target="_blank">
            Use this template
            <span className="ui-visually-hidden">{` (${item.category}, opens in a new tab)`}</span>
          </a>
        ) : (
          <Link to="/contact">
            Ask for this design<span className="ui-visually-hidden">{` (${item.category})`}</span>
          </Link>
        )}
      </div>
    </li>
  );
}

/** The design items of /add-item as a gallery, filtered by free or paid with a radio group. */
export function DesignGallerySection({ items }: { items: QueryState<DesignItem[]> }) {
  const [filter, setFilter] = useState<Filter>('All');
  return (
    <ContentBlock
      queries={[items]}
      label="The design gallery"
      skeleton={<SectionSkeleton id={SECTION_IDS.designs} cards={3} cardHeight={380} />}
    >
      {() => {
        const all = items.data ?? [];
        if (!all.length) return null;
        const shown = filter === 'All' ? all : all.filter((item) => item.freeOrPaid === filter);
        return (
          <Section
            id={SECTION_IDS.designs}
            eyebrow="Design gallery"
            title="Ready-made designs for your channels"
            intro="Social posts, covers and thumbnails by our designers: start from a free template or ask for a paid one."
          >
            <fieldset className="pub-designs__filter">
              <legend>Show designs</legend>
              {FILTERS.map((option) => (
                <label key={option.value}>
                  <input
                    type="radio"
                    name="design-price"
                    value={option.value}
                    checked={filter === option.value}
                    onChange={() => setFilter(option.value)}
                  />
                  <span>{option.label}</span>
                </label>
              ))}
            </fieldset>
            <p
              className="ui-visually-hidden"
              role="status"
            >{`${shown.length} of ${all.length} designs shown`}</p>
            {shown.length ? (
              <ul className="pub-designs">
                {shown.map((item) => (
                  <Design key={item._id} item={item} />
                ))}
              </ul>
            ) : (
              <p className="ui-section__intro">{`No ${filter.toLowerCase()} designs yet.`}</p>
            )}
          </Section>
        );
      }}
    </ContentBlock>
  );
}
