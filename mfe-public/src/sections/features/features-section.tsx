import { SECTION_IDS } from '@agency/contracts/public-reads';
import { firstRecord, Section, useTexts, type QueryState } from '@agency/ui';
import { SectionSkeleton } from '../../components/section-skeleton';
import { ContentBlock } from '../../content/content-block';
import { ContentImage } from '../../content/content-image';
import type { FeatureItem, FeaturesText } from '../../content/content-types';
import { otherPagesMessages } from '../../messages/other-pages';
import './features-section.css';

/** "Why choose us": the features text over one card per feature (picture, icon, title, description). */
export function FeaturesSection({
  text,
  items,
}: {
  text: QueryState<FeaturesText[]>;
  items: QueryState<FeatureItem[]>;
}) {
  const t = useTexts(otherPagesMessages);
  return (
    <ContentBlock
      queries={[text, items]}
      label={t('section.features')}
      skeleton={<SectionSkeleton id={SECTION_IDS.features} tone="muted" cards={3} cardHeight={360} />}
    >
      {() => {
        const head = firstRecord(text.data);
        const list = items.data ?? [];
        if (!head && !list.length) return null;
        return (
          <Section
            id={SECTION_IDS.features}
            tone="muted"
            eyebrow={t('features.eyebrow')}
            title={head?.FeaturesHeading}
            intro={head?.FeaturesText}
          >
            {list.length ? (
              <ul className="pub-features">
                {list.map((item) => (
                  <li key={item._id} className="pub-feature">
                    <div className="pub-feature__media">
                      <ContentImage src={item.FeaturesImg} width={360} height={200} />
                      <span className="pub-feature__icon" aria-hidden="true">
                        <ContentImage src={item.FeaturesIcon} width={28} height={28} />
                      </span>
                    </div>
                    <h3>{item.FeaturesText}</h3>
                    <p>{item.FeaturesDesc}</p>
                  </li>
                ))}
              </ul>
            ) : null}
          </Section>
        );
      }}
    </ContentBlock>
  );
}
