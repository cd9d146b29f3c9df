import { Section, SmartLink } from '@agency/ui';
import { isImageUrl, type About } from './content-types';

export function AboutSection({ about }: { about: About }) {
  // The editor writes aboutText/aboutPointOne…; older public records use aboutDetails/aboutPointone….
  const points = [
    [about.aboutPointOne ?? about.aboutPointone, about.aboutPointOneDetails],
    [about.aboutPointTwo ?? about.aboutPointwo, about.aboutPointTwoDetails],
    [about.aboutPointThree ?? about.aboutPointhree, about.aboutPointThreeDetails],
  ].filter(([title]) => !!title);
  return (
    <Section id="who-sec" tone="muted">
      <div className="about">
        {isImageUrl(about.aboutImg) ? (
          <div className="about__media">
            <img src={about.aboutImg} alt="" width={560} height={420} loading="lazy" />
          </div>
        ) : null}
        <div>
          <p className="ui-eyebrow">Why choose us</p>
          <h2 className="ui-section__title">{about.aboutHeading}</h2>
          <p>{about.aboutText ?? about.aboutDetails}</p>
          {points.length ? (
            <ul className="about__points">
              {points.map(([title, details]) => (
                <li key={title}>
                  <strong>{title}</strong>
                  {details ? <p>{details}</p> : null}
                </li>
              ))}
            </ul>
          ) : null}
          {about.buttonText && about.buttonLink ? (
            <SmartLink className="ui-btn ui-btn--primary ui-btn--md" href={about.buttonLink}>
              {about.buttonText}
            </SmartLink>
          ) : null}
        </div>
      </div>
    </Section>
  );
}
