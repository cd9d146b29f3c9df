import { SECTION_IDS } from '@agency/contracts/public-reads';
import { firstRecord, Section, useTexts, type QueryState } from '@agency/ui';
import { SectionSkeleton } from '../../components/section-skeleton';
import { ContentBlock } from '../../content/content-block';
import type { FaqItem, FaqText } from '../../content/content-types';
import { otherPagesMessages } from '../../messages/other-pages';
import './faq-section.css';

/**
 * The FAQ as an accordion of native disclosure widgets: keyboard and screen readers get them for free, and
 * the answers open without JavaScript.
 */
export function FaqSection({ text, items }: { text: QueryState<FaqText[]>; items: QueryState<FaqItem[]> }) {
  const t = useTexts(otherPagesMessages);
  return (
    <ContentBlock
      queries={[text, items]}
      label={t('section.faq')}
      skeleton={<SectionSkeleton id={SECTION_IDS.faq} tone="muted" cards={1} cardHeight={320} />}
    >
      {() => {
        const head = firstRecord(text.data);
        const list = items.data ?? [];
        if (!list.length) return null;
        return (
          <Section
            id={SECTION_IDS.faq}
            tone="muted"
            eyebrow={t('faq.eyebrow')}
            title={head?.faqHeading}
            intro={head?.faqText}
          >
            <div className="pub-faq">
              {list.map((item) => (
                <details key={item._id} className="pub-faq__item">
                  <summary>
                    <h3>{item.accodingTitle}</h3>
                  </summary>
                  <p>{item.accodingText}</p>
                </details>
              ))}
            </div>
          </Section>
        );
      }}
    </ContentBlock>
  );
}
