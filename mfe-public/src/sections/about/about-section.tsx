import { firstRecord, useTexts, type QueryState } from '@agency/ui';
import { publicMessages } from '../../messages';
import { ContentBlock } from '../../content/content-block';
import { ContentButton } from '../../content/content-button';
import { ContentImage, isImageSource } from '../../content/content-image';
import type { About } from '../../content/content-types';
import { SectionSkeleton } from '../../components/section-skeleton';
import { SkillBars } from '../../components/skill-bars';
import './about-section.css';

/** The service page's skill bars are fixed at these values whatever the content says (docs/product.md#service-page). */
const SKILL_PERCENTS = [85, 65, 79] as const;

function points(about: About) {
  return [
    { title: about.aboutPointOne, details: about.aboutPointOneDetails },
    { title: about.aboutPointTwo, details: about.aboutPointTwoDetails },
    { title: about.aboutPointThree, details: about.aboutPointThreeDetails },
  ].filter((point) => !!point.title);
}

function Points({ about }: { about: About }) {
  const list = points(about);
  if (!list.length) return null;
  return (
    <ul className="pub-about__points">
      {list.map((point, index) => (
        <li key={index}>
          <span className="pub-about__tick" aria-hidden="true">
            ✓
          </span>
          <div>
            <h3>{point.title}</h3>
            {point.details ? <p>{point.details}</p> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}

function aboutSkills(about: About) {
  const titles = [about.aboutPointOne, about.aboutPointTwo, about.aboutPointThree];
  return SKILL_PERCENTS.map((percent, index) => ({ label: titles[index] ?? '', percent }));
}

/** About ("why choose us"): its three points on the landing page, three skill bars on the service page. */
export function AboutSection({
  about,
  variant = 'points',
}: {
  about: QueryState<About[]>;
  variant?: 'points' | 'skills';
}) {
  const t = useTexts(publicMessages);
  return (
    <ContentBlock
      queries={[about]}
      label={t('section.about')}
      skeleton={<SectionSkeleton id="who-sec" tone="muted" cards={2} cardHeight={380} />}
    >
      {() => {
        const record = firstRecord(about.data);
        if (!record) return null;
        return (
          <section id="who-sec" className="ui-section ui-section--muted" aria-labelledby="who-heading">
            <div className="ui-container pub-about">
              {isImageSource(record.aboutImg) ? (
                <div className="pub-about__media">
                  <ContentImage className="pub-about__image" src={record.aboutImg} width={560} height={440} />
                </div>
              ) : null}
              <div>
                <p className="ui-eyebrow">{record.aboutText || t('about.eyebrow')}</p>
                <h2 id="who-heading" className="ui-section__title">
                  {record.aboutHeading}
                </h2>
                {variant === 'skills' ? (
                  <SkillBars skills={aboutSkills(record)} />
                ) : (
                  <Points about={record} />
                )}
                <ContentButton text={record.buttonText} link={record.buttonLink} />
              </div>
            </div>
          </section>
        );
      }}
    </ContentBlock>
  );
}
