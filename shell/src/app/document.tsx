import type { ReactNode } from 'react';

/**
 * The whole HTML document of a server-rendered page. The server fills `head` (character set, icons, styles, the
 * page's state); the browser hydrates the same tree without it, and React keeps what only the server wrote there.
 * Titles and link-preview tags come from the page itself (`PageMeta`), which React places in the head.
 */
export function Document({ head, children }: { head?: ReactNode; children: ReactNode }) {
  return (
    <html lang="en">
      <head>{head}</head>
      <body>
        <div id="root">{children}</div>
      </body>
    </html>
  );
}
