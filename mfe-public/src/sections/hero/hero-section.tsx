import type { ReactNode } from 'react';
import { ButtonLink, firstRecord, useTexts, type QueryState } from '@agency/ui';
import { publicMessages } from '../../messages';
import { ContentBlock } from '../../content/content-block';
import { ContentButton } from '../../content/content-button';
import { ContentImage } from '../../content/content-image';
import type { Banner } from '../../content/content-types';
import '../../components/section-skeleton.css';
import './hero-section.css';

function HeroFrame({ children, media }: { children: ReactNode; media: ReactNode }) {
  return (
    <section className="pub-hero" aria-labelledby="hero-heading">
      <div className="pub-hero__glow" aria-hidden="true" />
      <div className="ui-container pub-hero__grid">
        <div className="pub-hero__copy">{children}</div>
        <div className="pub-hero__media">{media}</div>
      </div>
    </section>
  );
}

function HeroSkeleton() {
  return (
    <div aria-hidden="true">
      <HeroFrame media={<span className="ui-skeleton__line pub-hero__media-skeleton" />}>
        <span className="ui-skeleton__line pub-hero__line pub-hero__line--tag" />
        <span className="ui-skeleton__line pub-hero__line pub-hero__line--h1" />
        <span className="ui-skeleton__line pub-hero__line pub-hero__line--h1 pub-hero__line--short" />
        <span className="ui-skeleton__line pub-hero__line" />
        <span className="ui-skeleton__line pub-hero__line pub-hero__line--short" />
      </HeroFrame>
    </div>
  );
}

/** The banner: tagline (stored as buttonTwoLink), heading, details, its button and image. */
export function HeroSection({ banner }: { banner: QueryState<Banner[]> }) {
  const t = useTexts(publicMessages);
  return (
    <ContentBlock queries={[banner]} label={t('section.banner')} skeleton={<HeroSkeleton />}>
      {() => {
        const record = firstRecord(banner.data);
        if (!record) return null;
        return (
          <HeroFrame
            media={
              <>
                <span className="pub-hero__orb pub-hero__orb--one" aria-hidden="true" />
                <span className="pub-hero__orb pub-hero__orb--two" aria-hidden="true" />
                <ContentImage
                  className="pub-hero__image"
                  src={record.bannerImage}
                  width={560}
                  height={440}
                  eager
                />
              </>
            }
          >
            {record.buttonTwoLink ? <p className="pub-hero__tagline">{record.buttonTwoLink}</p> : null}
            <h1 id="hero-heading">{record.bannerHeading}</h1>
            {record.bannerDetails ? <p className="pub-hero__details">{record.bannerDetails}</p> : null}
            <div className="pub-hero__actions">
              <ContentButton
                text={record.buttonOneText}
                link={record.buttonOneLink}
                size="lg"
                className="pub-hero__cta"
              />
              <ButtonLink variant="ghost" size="lg" to="/#contact-sec">
                {t('hero.talk')}
              </ButtonLink>
            </div>
          </HeroFrame>
        );
      }}
    </ContentBlock>
  );
}
