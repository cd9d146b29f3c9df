import { contentListQuery, Section, useQuery } from '@agency/ui';
import { awards } from '@agency/contracts/testing';
import { ContentBlock } from '../../content/content-block';
import { SectionSkeleton } from '../../components/section-skeleton';
import type { PageSection } from '../../sections/section-registry';
import './award-section.css';

/**
 * The section of the test block (`awards` of @agency/contracts/testing): what a new block's section folder holds, a
 * component reading its block and its style sheet. A block of the catalogue reads with `useContent(key)`.
 */
export const AwardSection: PageSection = () => {
  const list = useQuery(contentListQuery(awards));
  return (
    <ContentBlock
      queries={[list]}
      label="The awards"
      skeleton={<SectionSkeleton id="awards-sec" cards={3} cardHeight={120} />}
    >
      {() =>
        list.data?.length ? (
          <Section id="awards-sec" eyebrow="Awards" title="Prizes we have won">
            <ul className="pub-awards">
              {list.data.map((award) => (
                <li key={award._id}>
                  {award.awardName} ({award.awardYear})
                </li>
              ))}
            </ul>
          </Section>
        ) : null
      }
    </ContentBlock>
  );
};
