import { firstRecord, Section, useTexts, type QueryState } from '@agency/ui';
import { publicMessages } from '../../messages';
import { ContentBlock } from '../../content/content-block';
import { ContentImage, isImageSource } from '../../content/content-image';
import type { ServiceHeading, ServiceItem } from '../../content/content-types';
import { SectionSkeleton } from '../../components/section-skeleton';
import './services-section.css';

/** The service heading and its items; hidden when there is neither. */
export function ServicesSection({
  heading,
  items,
}: {
  heading: QueryState<ServiceHeading[]>;
  items: QueryState<ServiceItem[]>;
}) {
  const t = useTexts(publicMessages);
  return (
    <ContentBlock
      queries={[heading, items]}
      label={t('section.services')}
      skeleton={<SectionSkeleton id="service-sec" cards={3} cardHeight={250} />}
    >
      {() => {
        const head = firstRecord(heading.data);
        const list = items.data ?? [];
        if (!head && !list.length) return null;
        return (
          <Section
            id="service-sec"
            eyebrow={t('services.eyebrow')}
            title={head?.serviceHeading}
            intro={head?.servicesubHeading}
          >
            {list.length ? (
              <ul className="pub-services">
                {list.map((item, index) => (
                  <li key={item._id} className="pub-service">
                    <span className="pub-service__icon" aria-hidden="true">
                      {isImageSource(item.serviceIcon) ? (
                        <ContentImage src={item.serviceIcon} width={40} height={40} />
                      ) : (
                        (item.serviceTitle || '•').charAt(0)
                      )}
                    </span>
                    <span className="pub-service__number" aria-hidden="true">
                      {String(index + 1).padStart(2, '0')}
                    </span>
                    <h3>{item.serviceTitle}</h3>
                    <p>{item.serviceDetails}</p>
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
