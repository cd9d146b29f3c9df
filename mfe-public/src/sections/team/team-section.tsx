import { firstRecord, Section, useTexts, type QueryState } from '@agency/ui';
import { publicMessages } from '../../messages';
import { Carousel } from '../../components/carousel';
import { SectionSkeleton } from '../../components/section-skeleton';
import { ContentBlock } from '../../content/content-block';
import { ContentImage } from '../../content/content-image';
import type { TeamMember, TeamText } from '../../content/content-types';
import './team-section.css';

/** The landing page's team carousel: the team text and one slide per member; hidden without members. */
export function TeamSection({
  text,
  members,
}: {
  text: QueryState<TeamText[]>;
  members: QueryState<TeamMember[]>;
}) {
  const t = useTexts(publicMessages);
  return (
    <ContentBlock
      queries={[text, members]}
      label={t('section.team')}
      skeleton={<SectionSkeleton id="team-sec" cards={4} cardHeight={360} />}
    >
      {() => {
        const head = firstRecord(text.data);
        const list = members.data ?? [];
        if (!list.length) return null;
        return (
          <Section id="team-sec" eyebrow={t('team.eyebrow')} title={head?.teamHeading} intro={head?.teamText}>
            <Carousel
              label={t('team.members')}
              items={list}
              itemKey={(member) => member._id}
              renderItem={(member) => (
                <figure className="pub-member">
                  <div className="pub-member__photo">
                    <ContentImage src={member.teamMemberImg} width={320} height={320} />
                  </div>
                  <figcaption>
                    <strong>{member.teamMemberName}</strong>
                    <span>{member.teamMemberTitle}</span>
                  </figcaption>
                </figure>
              )}
            />
          </Section>
        );
      }}
    </ContentBlock>
  );
}
