import type { ReactNode } from 'react';

/** One block of an editor page: an optional heading over its form or list. */
export function BlockFrame({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <section className="ui-editor-block" aria-label={title}>
      {title ? <h2 className="ui-editor-block__title">{title}</h2> : null}
      {children}
    </section>
  );
}
