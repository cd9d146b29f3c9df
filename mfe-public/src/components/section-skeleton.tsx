import './section-skeleton.css';

/**
 * The placeholder of a titled section while its content loads: the same frame, a title and a row of cards of
 * about the final height, so the page below keeps its place. Hidden from assistive tech; the page announces
 * loading once.
 */
export function SectionSkeleton({
  id,
  tone = 'plain',
  cards = 3,
  cardHeight = 240,
}: {
  id?: string;
  tone?: 'plain' | 'muted';
  cards?: number;
  cardHeight?: number;
}) {
  return (
    <section id={id} className={`ui-section ui-section--${tone} pub-skeleton`} aria-hidden="true">
      <div className="ui-container">
        <div className="pub-skeleton__head">
          <span className="ui-skeleton__line pub-skeleton__eyebrow" />
          <span className="ui-skeleton__line pub-skeleton__title" />
        </div>
        <div className="pub-skeleton__cards" style={{ ['--pub-skeleton-cards' as string]: cards }}>
          {Array.from({ length: cards }, (_, index) => (
            <span
              key={index}
              className="ui-skeleton__line pub-skeleton__card"
              style={{ height: cardHeight }}
            />
          ))}
        </div>
      </div>
    </section>
  );
}
