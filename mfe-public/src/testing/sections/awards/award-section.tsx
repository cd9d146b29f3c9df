import { contentListQuery, Section, useQuery, type QueryState } from '@agency/ui';
import type { InputOfFields, StoredFields } from '@agency/contracts';
import { awards } from '@agency/contracts/testing';
import { ContentBlock } from '../../../content/content-block';
import { SectionSkeleton } from '../../../components/section-skeleton';
import type { PageSection } from '../../../sections/section-registry';
import './award-section.css';

type Award = StoredFields & InputOfFields<typeof awards.fields>;

/**
 * The section of the test block (`awards` of @agency/contracts/testing): its component reading its block, beside its
 * style sheet and its registration (section.tsx). A block of the catalogue reads with `useContent(key)`.
 */
export const AwardSection: PageSection = () => {
  const list = useQuery(contentListQuery<string>(awards)) as QueryState<Award[]>;
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
