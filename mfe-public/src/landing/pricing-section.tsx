import { Card, formatUsd, Section, ButtonLink } from '@agency/ui';
import { pointKeys, type Pricing } from './content-types';

const packageOrder = ['Basic', 'Standard', 'Premium'];

/** Landing rule (DESIGN.md): Basic and Standard show points one to seven, Premium up to ten with a 'Popular' label. */
export function visiblePackages(pricings: Pricing[]): Pricing[] {
  return pricings
    .filter((pricing) => packageOrder.includes(pricing.packageName ?? ''))
    .sort((a, b) => packageOrder.indexOf(a.packageName ?? '') - packageOrder.indexOf(b.packageName ?? ''));
}

export function packagePoints(pricing: Pricing, limit: number): string[] {
  return pointKeys
    .slice(0, limit)
    .map((key) => pricing[key]?.trim())
    .filter((point): point is string => !!point);
}

export function PricingSection({
  pricings,
  premiumPoints = 10,
  popularLabel = true,
}: {
  pricings: Pricing[];
  premiumPoints?: number;
  popularLabel?: boolean;
}) {
  const packages = visiblePackages(pricings);
  if (!packages.length) return null;
  return (
    <Section
      id="pricing-sec"
      eyebrow="Pricing"
      title="Choose the package that fits"
      intro="Simple monthly pricing, no hidden fees."
    >
      <div className="pricing-grid">
        {packages.map((pricing) => {
          const premium = pricing.packageName === 'Premium';
          return (
            <Card
              key={pricing._id}
              className={['price-card', premium && popularLabel ? 'price-card--popular' : null]
                .filter(Boolean)
                .join(' ')}
            >
              {premium && popularLabel ? <span className="price-card__badge">Popular</span> : null}
              <h3 className="ui-card__title">{pricing.packageName}</h3>
              <p className="price-card__price">
                {formatUsd(pricing.packagePrice)}
                <small> / month</small>
              </p>
              <ul>
                {packagePoints(pricing, premium ? premiumPoints : 7).map((point, index) => (
                  <li key={index}>{point}</li>
                ))}
              </ul>
              <ButtonLink to={`/order-now/${pricing._id}`} variant={premium ? 'primary' : 'secondary'}>
                {pricing.packageButtonText || 'Order Now'}
              </ButtonLink>
            </Card>
          );
        })}
      </div>
    </Section>
  );
}
