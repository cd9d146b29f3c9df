import type { ReactNode } from 'react';
import { firstRecord, type QueryState } from '@agency/ui';
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
  return (
    <section className="pub-counters" aria-label="Our numbers" aria-hidden={busy || undefined}>
      <div className="ui-container">{children}</div>
    </section>
  );
}

/** Four figures on a dark band (the numbers are text, e.g. '250' or '10+'). */
export function CountersSection({ counters }: { counters: QueryState<Counters[]> }) {
  return (
    <ContentBlock
      queries={[counters]}
      label="The counters"
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
