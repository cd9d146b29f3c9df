import { SECTION_IDS } from '@agency/contracts/public-reads';
import { firstRecord, useTexts, type QueryState } from '@agency/ui';
import { SectionSkeleton } from '../../components/section-skeleton';
import { SkillBars } from '../../components/skill-bars';
import { ContentBlock } from '../../content/content-block';
import type { Experience } from '../../content/content-types';
import { otherPagesMessages } from '../../messages/other-pages';
import './experience-section.css';

/** Skill numbers are stored as text; a bar shows what they say, kept between 0 and 100. */
function percentOf(value: string) {
  const number = Number.parseFloat(value);
  return Number.isFinite(number) ? Math.min(100, Math.max(0, Math.round(number))) : 0;
}

function skillsOf(record: Experience) {
  return [
    { label: record.skillOneText, percent: percentOf(record.skillOneNumber) },
    { label: record.skillTwoText, percent: percentOf(record.skillTwoNumber) },
    { label: record.skillThreeText, percent: percentOf(record.skillThreeNumber) },
  ];
}

/** The experience block: its text and heading beside its three skills as bars. */
export function ExperienceSection({ experience }: { experience: QueryState<Experience[]> }) {
  const t = useTexts(otherPagesMessages);
  return (
    <ContentBlock
      queries={[experience]}
      label={t('section.experience')}
      skeleton={<SectionSkeleton id={SECTION_IDS.experience} cards={2} cardHeight={260} />}
    >
      {() => {
        const record = firstRecord(experience.data);
        if (!record) return null;
        return (
          <section id={SECTION_IDS.experience} className="ui-section" aria-labelledby="experience-heading">
            <div className="ui-container pub-experience">
              <div>
                <p className="ui-eyebrow">{record.experienceText}</p>
                <h2 id="experience-heading" className="ui-section__title">
                  {record.experienceHeading}
                </h2>
                <p className="ui-section__intro">{record.experienceDetails}</p>
              </div>
              <SkillBars skills={skillsOf(record)} />
            </div>
          </section>
        );
      }}
    </ContentBlock>
  );
}
