import { ButtonLink, Section, useFormat, useTexts, type QueryState } from '@agency/ui';
import { publicMessages } from '../../messages';
import { ContentBlock } from '../../content/content-block';
import type { Pricing } from '../../content/content-types';
import { SectionSkeleton } from '../../components/section-skeleton';
import { packagePoints, visiblePackages, type PricingVariant } from './pricing-rules';
import './pricing-section.css';

function PackageCard({ pricing, variant }: { pricing: Pricing; variant: PricingVariant }) {
  const t = useTexts(publicMessages);
  const { usd } = useFormat();
  const featured = pricing.packageName === 'Premium';
  const popular = featured && variant === 'landing';
  const headingId = `package-${pricing._id}`;
  return (
    <li className={featured ? 'pub-price pub-price--featured' : 'pub-price'} aria-labelledby={headingId}>
      {popular ? <span className="pub-price__badge">{t('pricing.popular')}</span> : null}
      <h3 id={headingId} className="pub-price__name">
        {pricing.packageName}
      </h3>
      <p className="pub-price__amount">
        <span className="pub-price__value">{usd(pricing.packagePrice)}</span>
        <span className="pub-price__period">{t('pricing.perMonth')}</span>
      </p>
      <ul className="pub-price__points">
        {packagePoints(pricing, variant).map((point, index) => (
          <li key={index}>{point}</li>
        ))}
      </ul>
      <ButtonLink
        className="pub-price__cta"
        to={`/order-now/${pricing._id}`}
        variant={featured ? 'light' : 'primary'}
        size="lg"
      >
        {pricing.packageButtonText}
      </ButtonLink>
    </li>
  );
}

/** The packages Basic, Standard and Premium with their order links; hidden when none exists. */
export function PricingSection({
  pricings,
  variant,
}: {
  pricings: QueryState<Pricing[]>;
  variant: PricingVariant;
}) {
  const t = useTexts(publicMessages);
  return (
    <ContentBlock
      queries={[pricings]}
      label={t('section.pricing')}
      skeleton={<SectionSkeleton id="pricing-sec" cards={3} cardHeight={560} />}
    >
      {() => {
        const packages = visiblePackages(pricings.data ?? []);
        if (!packages.length) return null;
        return (
          <Section
            id="pricing-sec"
            eyebrow={t('pricing.eyebrow')}
            title={t('pricing.title')}
            intro={t('pricing.intro')}
          >
            <ul className="pub-pricing">
              {packages.map((pricing) => (
                <PackageCard key={pricing._id} pricing={pricing} variant={variant} />
              ))}
            </ul>
          </Section>
        );
      }}
    </ContentBlock>
  );
}
