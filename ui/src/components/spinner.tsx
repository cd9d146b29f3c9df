export function Spinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="ui-spinner-wrap" role="status">
      <span className="ui-spinner" aria-hidden="true" />
      <span className="ui-visually-hidden">{label}</span>
    </div>
  );
}

/** Grey placeholder bars shaped like the content that is on its way. */
export function Skeleton({ lines = 3, label = 'Loading…' }: { lines?: number; label?: string }) {
  return (
    <div className="ui-skeleton" role="status" aria-busy="true">
      <span className="ui-visually-hidden">{label}</span>
      {Array.from({ length: lines }, (_, index) => (
        <span key={index} className="ui-skeleton__line" style={{ width: `${95 - ((index * 17) % 40)}%` }} />
      ))}
    </div>
  );
}
