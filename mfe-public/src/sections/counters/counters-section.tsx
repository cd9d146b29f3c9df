import type { ReactNode } from 'react';
import { firstRecord, useTexts, type QueryState } from '@agency/ui';
import { publicMessages } from '../../messages';
import { ContentBlock } from '../../content/content-block';
import type { Counters } from '../../content/content-types';
import '../../components/section-skeleton.css';
import './counters-section.css';

function counterItems(counters: Counters) {
  return [
    { value: counters.happyClientsNumber, label: counters.happyClientsText },
    { value: counters.projectCompleteNumber, label: counters.projectCompleteText },
    { value: counters.yearofExperienceNumber, label: counters.yearofExperienceText },
    { value: counters.winingAwardNumber, label: counters.winingAwardText },
  ].filter((item) => item.value || item.label);
}

function CountersBand({ children, busy = false }: { children: ReactNode; busy?: boolean }) {
  const t = useTexts(publicMessages);
  return (
    <section className="pub-counters" aria-label={t('counters.label')} aria-hidden={busy || undefined}>
      <div className="ui-container">{children}</div>
    </section>
  );
}

/** Four figures on a dark band (the numbers are text, e.g. '250' or '10+'). */
export function CountersSection({ counters }: { counters: QueryState<Counters[]> }) {
  const t = useTexts(publicMessages);
  return (
    <ContentBlock
      queries={[counters]}
      label={t('section.counters')}
      skeleton={
        <CountersBand busy>
          <div className="pub-counters__grid">
            {[0, 1, 2, 3].map((index) => (
              <span key={index} className="ui-skeleton__line pub-counters__skeleton" />
            ))}
          </div>
        </CountersBand>
      }
    >
      {() => {
        const record = firstRecord(counters.data);
        const items = record ? counterItems(record) : [];
        if (!items.length) return null;
        return (
          <CountersBand>
            <dl className="pub-counters__grid">
              {items.map((item, index) => (
                <div key={index} className="pub-counters__item">
                  <dt>{item.label}</dt>
                  <dd>{item.value}</dd>
                </div>
              ))}
            </dl>
          </CountersBand>
        );
      }}
    </ContentBlock>
  );
}
