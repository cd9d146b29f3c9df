import type { ReactNode } from 'react';
import './message-page.css';

/** A short confirmation screen: an icon, a heading, a sentence and where to go next. */
export function MessagePage({ icon, title, children }: { icon: string; title: string; children: ReactNode }) {
  return (
    <div className="pub-message">
      <div className="pub-message__card">
        <span className="pub-message__icon" aria-hidden="true">
          {icon}
        </span>
        <h1>{title}</h1>
        {children}
      </div>
    </div>
  );
}
