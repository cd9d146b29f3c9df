import { Card, Section } from '@agency/ui';
import { isImageUrl, type Testimonial, type TestimonialText } from './content-types';

export function TestimonialsSection({
  text,
  testimonials,
}: {
  text?: TestimonialText;
  testimonials: Testimonial[];
}) {
  return (
    <Section
      id="testi-sec"
      tone="muted"
      eyebrow={text?.testimonialText ?? 'Testimonials'}
      title={text?.testimonialHeading}
    >
      <div className="grid-3">
        {testimonials.map((item) => (
          <Card key={item._id} className="testimonial">
            <blockquote>“{item.desc}”</blockquote>
            <div className="testimonial__person">
              {isImageUrl(item.image) ? (
                <img src={item.image} alt="" width={48} height={48} loading="lazy" />
              ) : null}
              <div>
                <strong>{item.personName}</strong>
                <div className="ui-card__hint">{item.personTitle}</div>
              </div>
            </div>
          </Card>
        ))}
      </div>
    </Section>
  );
}
