import { contentListQuery, Section, useQuery, type QueryState } from '@agency/ui';
import type { InputOfFields, StoredFields } from '@agency/contracts';
import type { PublicBlock } from '@agency/contracts/public-reads';
import { awards } from '@agency/contracts/testing';
import { ContentBlock } from '../../../content/content-block';
import { SectionSkeleton } from '../../../components/section-skeleton';
import type { PageSection } from '../../../sections/section-registry';
import './awards-section.css';

type Award = StoredFields & InputOfFields<typeof awards.fields>;

/**
 * The section of the test block (`awards` of @agency/contracts/testing), as a section folder's file is: the blocks it
 * names and its component reading them, beside its style sheet. A block of the catalogue reads with
 * `useContent(key)`, and its `blocks` are typed `satisfies SectionBlocks`; the test block is in no catalogue but the
 * test's.
 */
export const blocks = ['awards'] as const satisfies readonly (PublicBlock | typeof awards.key)[];

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
export default AwardSection;
