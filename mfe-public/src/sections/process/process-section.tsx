import { SECTION_IDS } from '@agency/contracts/public-reads';
import { Section, useTexts, type QueryState } from '@agency/ui';
import { SectionSkeleton } from '../../components/section-skeleton';
import { byStepNumber } from '../../content/by-step-number';
import { ContentBlock } from '../../content/content-block';
import type { Step } from '../../content/content-types';
import { otherPagesMessages } from '../../messages/other-pages';
import './process-section.css';

/** "Working with us": the steps block as a numbered timeline, from the first call to the launch. */
export function ProcessSection({ steps }: { steps: QueryState<Step[]> }) {
  const t = useTexts(otherPagesMessages);
  return (
    <ContentBlock
      queries={[steps]}
      label={t('section.process')}
      skeleton={<SectionSkeleton id={SECTION_IDS.process} tone="muted" cards={4} cardHeight={180} />}
    >
      {() => {
        const list = [...(steps.data ?? [])].sort(byStepNumber);
        if (!list.length) return null;
        return (
          <Section
            id={SECTION_IDS.process}
            tone="muted"
            eyebrow={t('process.eyebrow')}
            title={t('process.title')}
          >
            <ol className="pub-process">
              {list.map((step) => (
                <li key={step._id} className="pub-process__step">
                  <span className="pub-process__number" aria-hidden="true">
                    {step.stepNumber}
                  </span>
                  <div>
                    <h3>{step.stepTitle}</h3>
                    <p>{step.stepDetails}</p>
                  </div>
                </li>
              ))}
            </ol>
          </Section>
        );
      }}
    </ContentBlock>
  );
}
