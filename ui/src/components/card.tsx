import type { ReactNode } from 'react';
import { Link } from '../routing';

export function Card({
  title,
  children,
  className,
}: {
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <div className={['ui-card', className].filter(Boolean).join(' ')}>
      {title ? <h3 className="ui-card__title">{title}</h3> : null}
      {children}
    </div>
  );
}

interface TileProps {
  title: string;
  value?: ReactNode;
  hint?: string;
  icon?: string;
}

/** What a dashboard tile shows, linked or not. */
function TileContent({ title, value, hint, icon }: TileProps) {
  return (
    <>
      {icon ? (
        <span className="ui-card__icon" aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <span className="ui-card__title">{title}</span>
      {value !== undefined ? <span className="ui-card__value">{value}</span> : null}
      {hint ? <span className="ui-card__hint">{hint}</span> : null}
    </>
  );
}

/** A dashboard tile that is one link: the whole card is the target. */
export function LinkCard({ to, ...tile }: TileProps & { to: string }) {
  return (
    <Link className="ui-card ui-card--link" to={to}>
      <TileContent {...tile} />
    </Link>
  );
}

/** A dashboard figure. */
export function StatCard(tile: TileProps & { value: ReactNode }) {
  return (
    <div className="ui-card ui-card--stat">
      <TileContent {...tile} />
    </div>
  );
}
