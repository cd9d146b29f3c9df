import { firstRecord, Section, useTexts, type QueryState } from '@agency/ui';
import { publicMessages } from '../../messages';
import { ContentBlock } from '../../content/content-block';
import { ContentImage, isImageSource } from '../../content/content-image';
import type { Testimonial, TestimonialText } from '../../content/content-types';
import { SectionSkeleton } from '../../components/section-skeleton';
import './testimonials-section.css';

function initials(name: string | undefined): string {
  return (name ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

/** What clients say: the section text and one quote card per testimonial; hidden without testimonials. */
export function TestimonialsSection({
  text,
  testimonials,
}: {
  text: QueryState<TestimonialText[]>;
  testimonials: QueryState<Testimonial[]>;
}) {
  const t = useTexts(publicMessages);
  return (
    <ContentBlock
      queries={[text, testimonials]}
      label={t('section.testimonials')}
      skeleton={<SectionSkeleton id="testi-sec" tone="muted" cards={2} cardHeight={230} />}
    >
      {() => {
        const head = firstRecord(text.data);
        const list = testimonials.data ?? [];
        if (!list.length) return null;
        return (
          <Section
            id="testi-sec"
            tone="muted"
            eyebrow={head?.testimonialText || t('testimonials.eyebrow')}
            title={head?.testimonialHeading}
          >
            <ul className="pub-quotes">
              {list.map((item) => (
                <li key={item._id}>
                  <figure className="pub-quote">
                    <blockquote>
                      <p>{item.desc}</p>
                    </blockquote>
                    <figcaption className="pub-quote__person">
                      {isImageSource(item.image) ? (
                        <ContentImage className="pub-quote__avatar" src={item.image} width={56} height={56} />
                      ) : (
                        <span className="pub-quote__avatar pub-quote__avatar--initials" aria-hidden="true">
                          {initials(item.personName)}
                        </span>
                      )}
                      <span>
                        <strong>{item.personName}</strong>
                        <span className="pub-quote__title">{item.personTitle}</span>
                      </span>
                    </figcaption>
                  </figure>
                </li>
              ))}
            </ul>
          </Section>
        );
      }}
    </ContentBlock>
  );
}
