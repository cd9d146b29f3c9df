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

/** A dashboard tile that is one link: the whole card is the target. */
export function LinkCard({
  to,
  title,
  value,
  hint,
  icon,
}: {
  to: string;
  title: string;
  value?: ReactNode;
  hint?: string;
  icon?: string;
}) {
  return (
    <Link className="ui-card ui-card--link" to={to}>
      {icon ? (
        <span className="ui-card__icon" aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <span className="ui-card__title">{title}</span>
      {value !== undefined ? <span className="ui-card__value">{value}</span> : null}
      {hint ? <span className="ui-card__hint">{hint}</span> : null}
    </Link>
  );
}

export function StatCard({
  title,
  value,
  hint,
  icon,
}: {
  title: string;
  value: ReactNode;
  hint?: string;
  icon?: string;
}) {
  return (
    <div className="ui-card ui-card--stat">
      {icon ? (
        <span className="ui-card__icon" aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <span className="ui-card__title">{title}</span>
      <span className="ui-card__value">{value}</span>
      {hint ? <span className="ui-card__hint">{hint}</span> : null}
    </div>
  );
}
