import type { ReactNode } from 'react';

/** Label / value pairs of one record (an order, a message), read-only. */
export function DetailList({ items, label }: { items: Array<[string, ReactNode]>; label?: string }) {
  return (
    <dl className="ui-details" aria-label={label}>
      {items.map(([term, value]) => (
        <div className="ui-details__row" key={term}>
          <dt className="ui-details__term">{term}</dt>
          <dd className="ui-details__value">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
