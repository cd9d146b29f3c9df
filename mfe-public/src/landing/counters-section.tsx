import { Section } from '@agency/ui';
import type { Counters } from './content-types';

export function CountersSection({ counters }: { counters: Counters }) {
  const items = [
    [counters.happyClientsNumber, counters.happyClientsText],
    [counters.projectCompleteNumber, counters.projectCompleteText],
    [counters.yearofExperienceNumber, counters.yearofExperienceText],
    [counters.winingAwardNumber, counters.winingAwardText],
  ].filter(([value, label]) => value || label);
  if (!items.length) return null;
  return (
    <Section tone="dark">
      <dl className="counters">
        {items.map(([value, label], index) => (
          <div key={index}>
            <dd className="counters__value" style={{ margin: 0 }}>
              {value}
            </dd>
            <dt>{label}</dt>
          </div>
        ))}
      </dl>
    </Section>
  );
}
