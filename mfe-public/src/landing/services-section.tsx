import { Card, Section } from '@agency/ui';
import { isImageUrl, type ServiceHeading, type ServiceItem } from './content-types';

export function ServicesSection({ heading, items }: { heading?: ServiceHeading; items: ServiceItem[] }) {
  return (
    <Section
      id="service-sec"
      eyebrow={heading?.servicesubHeading ?? 'Services'}
      title={heading?.serviceHeading}
    >
      {items.length ? (
        <div className="grid-3">
          {items.map((item) => (
            <Card key={item._id} className="service-card">
              <span className="service-card__icon" aria-hidden="true">
                {isImageUrl(item.serviceIcon) ? (
                  <img src={item.serviceIcon} alt="" />
                ) : (
                  (item.serviceTitle ?? '•').charAt(0)
                )}
              </span>
              <h3 className="ui-card__title">{item.serviceTitle}</h3>
              <p>{item.serviceDetails}</p>
            </Card>
          ))}
        </div>
      ) : null}
    </Section>
  );
}
