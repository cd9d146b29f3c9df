import { isPublicWorkStep, SECTION_IDS } from '@agency/contracts/public-reads';
import { Section, useTexts, type QueryState } from '@agency/ui';
import { SectionSkeleton } from '../../components/section-skeleton';
import { byStepNumber } from '../../content/by-step-number';
import { IconDisc } from '../../components/icon-disc';
import { ContentBlock } from '../../content/content-block';
import type { WorkStep } from '../../content/content-types';
import { otherPagesMessages } from '../../messages/other-pages';
import './work-steps-section.css';

/** "How we work": the work section's steps 01 to 04 (the CMS lists them all), in number order, each with its icon. */
export function WorkStepsSection({ steps }: { steps: QueryState<WorkStep[]> }) {
  const t = useTexts(otherPagesMessages);
  return (
    <ContentBlock
      queries={[steps]}
      label={t('section.work')}
      skeleton={<SectionSkeleton id={SECTION_IDS.work} cards={4} cardHeight={240} />}
    >
      {() => {
        const list = (steps.data ?? [])
          .filter((step) => isPublicWorkStep(step.stepNumber))
          .sort(byStepNumber);
        if (!list.length) return null;
        return (
          <Section id={SECTION_IDS.work} eyebrow={t('work.eyebrow')} title={t('work.title')}>
            <ol className="pub-work">
              {list.map((step) => (
                <li key={step._id} className="pub-work__step">
                  <IconDisc src={step.stapIcon} size={36} />
                  <span className="pub-work__number">{step.stepNumber.trim()}</span>
                  <h3>{step.stepTitle}</h3>
                  <p>{step.stepDetails}</p>
                </li>
              ))}
            </ol>
          </Section>
        );
      }}
    </ContentBlock>
  );
}
