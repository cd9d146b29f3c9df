import { SmartLink } from '@agency/ui';
import { isImageUrl, type Banner } from './content-types';

export function HeroSection({ banner }: { banner: Banner }) {
  return (
    <section className="hero" aria-labelledby="hero-heading">
      <div className="ui-container hero__grid">
        <div>
          {banner.buttonTwoLink ? <p className="hero__tagline">{banner.buttonTwoLink}</p> : null}
          <h1 id="hero-heading">{banner.bannerHeading}</h1>
          {banner.bannerDetails ? <p className="hero__details">{banner.bannerDetails}</p> : null}
          <div className="hero__actions">
            {banner.buttonOneText && banner.buttonOneLink ? (
              <SmartLink className="ui-btn ui-btn--primary ui-btn--lg" href={banner.buttonOneLink}>
                {banner.buttonOneText}
              </SmartLink>
            ) : null}
            <a className="ui-btn ui-btn--ghost ui-btn--lg" href="#contact-sec">
              Talk to us
            </a>
          </div>
        </div>
        {isImageUrl(banner.bannerImage) ? (
          <div className="hero__media">
            <img src={banner.bannerImage} alt="" width={560} height={420} />
          </div>
        ) : null}
      </div>
    </section>
  );
}
