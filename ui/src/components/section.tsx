import type { ReactNode } from 'react';

export function Section({
  id,
  eyebrow,
  title,
  intro,
  tone = 'plain',
  children,
}: {
  id?: string;
  eyebrow?: ReactNode;
  title?: ReactNode;
  intro?: ReactNode;
  tone?: 'plain' | 'muted' | 'dark';
  children?: ReactNode;
}) {
  return (
    <section id={id} className={`ui-section ui-section--${tone}`}>
      <div className="ui-container">
        {eyebrow || title || intro ? (
          <header className="ui-section__head">
            {eyebrow ? <p className="ui-eyebrow">{eyebrow}</p> : null}
            {title ? <h2 className="ui-section__title">{title}</h2> : null}
            {intro ? <p className="ui-section__intro">{intro}</p> : null}
          </header>
        ) : null}
        {children}
      </div>
    </section>
  );
}

/** The heading block of an app page (dashboards, editors). */
export function PageHeader({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <div className="ui-page-header">
      <h1 className="ui-page-header__title">{title}</h1>
      {children ? <div className="ui-page-header__actions">{children}</div> : null}
    </div>
  );
}

/** Page frame for the app screens below the header. */
export function Page({ children, narrow = false }: { children: ReactNode; narrow?: boolean }) {
  return (
    <div className={['ui-container', 'ui-page', narrow ? 'ui-page--narrow' : null].filter(Boolean).join(' ')}>
      {children}
    </div>
  );
}
