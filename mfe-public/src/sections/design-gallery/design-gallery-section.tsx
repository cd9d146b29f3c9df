import { useState } from 'react';
import { SECTION_IDS } from '@agency/contracts/public-reads';
import { Link, Section, useTexts, type QueryState } from '@agency/ui';
import { SectionSkeleton } from '../../components/section-skeleton';
import { ContentBlock } from '../../content/content-block';
import { ContentImage, isImageSource } from '../../content/content-image';
import type { DesignItem } from '../../content/content-types';
import { otherPagesMessages } from '../../messages/other-pages';
import './design-gallery-section.css';

// The filter's values are the records' own (freeOrPaid); what each is called comes from the catalogue.
const ALL = 'All';
const FREE = 'Free';
const PAID = 'Paid';
const FILTERS = [ALL, FREE, PAID] as const;

type Filter = (typeof FILTERS)[number];

function Design({ item }: { item: DesignItem }) {
  const t = useTexts(otherPagesMessages);
  const free = item.freeOrPaid === FREE;
  return (
    <li className="pub-design">
      <div className="pub-design__image">
        <ContentImage
          src={item.imageLink}
          width={400}
          height={300}
          alt={t('designs.alt', { category: item.category, format: item.format })}
        />
      </div>
      <div className="pub-design__body">
        <h3>{item.category}</h3>
        <p className="pub-design__meta">
          <span>{item.format}</span>
          <span className={`pub-design__price pub-design__price--${free ? 'free' : 'paid'}`}>
            {t('designs.price', { price: item.freeOrPaid })}
          </span>
        </p>
        {free && isImageSource(item.canvaLink) ? (
          <a href={item.canvaLink} rel="noopener noreferrer" target="_blank">
            {t('designs.use')}
            <span className="ui-visually-hidden">{t('designs.useHidden', { category: item.category })}</span>
          </a>
        ) : (
          <Link to="/contact">
            {t('designs.ask')}
            <span className="ui-visually-hidden">{t('designs.askHidden', { category: item.category })}</span>
          </Link>
        )}
      </div>
    </li>
  );
}

/** The design items of /add-item as a gallery, filtered by free or paid with a radio group. */
export function DesignGallerySection({ items }: { items: QueryState<DesignItem[]> }) {
  const t = useTexts(otherPagesMessages);
  const [filter, setFilter] = useState<Filter>(ALL);
  return (
    <ContentBlock
      queries={[items]}
      label={t('section.designs')}
      skeleton={<SectionSkeleton id={SECTION_IDS.designs} cards={3} cardHeight={380} />}
    >
      {() => {
        const all = items.data ?? [];
        if (!all.length) return null;
        const shown = filter === ALL ? all : all.filter((item) => item.freeOrPaid === filter);
        return (
          <Section
            id={SECTION_IDS.designs}
            eyebrow={t('designs.eyebrow')}
            title={t('designs.title')}
            intro={t('designs.intro')}
          >
            <fieldset className="pub-designs__filter">
              <legend>{t('designs.filter')}</legend>
              {FILTERS.map((option) => (
                <label key={option}>
                  <input
                    type="radio"
                    name="design-price"
                    value={option}
                    checked={filter === option}
                    onChange={() => setFilter(option)}
                  />
                  <span>{option === ALL ? t('designs.all') : t('designs.price', { price: option })}</span>
                </label>
              ))}
            </fieldset>
            <p className="ui-visually-hidden" role="status">
              {t('designs.shown', { shown: shown.length, total: all.length })}
            </p>
            {shown.length ? (
              <ul className="pub-designs">
                {shown.map((item) => (
                  <Design key={item._id} item={item} />
                ))}
              </ul>
            ) : (
              <p className="ui-section__intro">{t('designs.none', { price: filter })}</p>
            )}
          </Section>
        );
      }}
    </ContentBlock>
  );
}
