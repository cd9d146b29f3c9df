import type { ReactNode } from 'react';
import type { Locale } from '@agency/ui';

/**
 * The whole HTML document of a server-rendered page. The server fills `head` (character set, icons, styles, the
 * page's state); the browser hydrates the same tree without it, and React keeps what only the server wrote there.
 * Titles and link-preview tags come from the page itself (`PageMeta`), which React places in the head. `lang` is the
 * language the page is rendered in, which the browser reads back to hydrate in the same one.
 */
export function Document({ lang, head, children }: { lang: Locale; head?: ReactNode; children: ReactNode }) {
  return (
    <html lang={lang}>
      <head>{head}</head>
      <body>
        <div id="root">{children}</div>
      </body>
    </html>
  );
}
