import { createHash } from 'node:crypto';

export interface StartScript {
  /** The inline script's text, exactly as the page carries it. */
  content: string;
  /** Its CSP source (`'sha256-…'`), which lets it run without allowing any other inline script. */
  hash: string;
}

/**
 * The one inline script of a server-rendered page: it adds the shell's entry scripts once the page has been painted.
 * A phone on a slow network then spends its first bandwidth and CPU on what the visitor sees (styles, the hero image,
 * the first paint) instead of on the code that only makes it interactive; the HTML works without
 * it meanwhile (links navigate, forms post). A page opened in a background tab, which paints nothing, starts at once.
 */
export function startScript(scripts: readonly string[]): StartScript {
  const content =
    `(function(s){function go(){s.forEach(function(u){var e=document.createElement('script');e.src=u;` +
    `e.async=false;document.head.appendChild(e)})}` +
    `if(document.visibilityState==='hidden')go();else requestAnimationFrame(function(){setTimeout(go,0)})})` +
    `(${JSON.stringify(scripts)})`;
  if (/<\/?script/i.test(content)) throw new Error('an entry script URL may not contain "<script"');
  return { content, hash: `'sha256-${createHash('sha256').update(content).digest('base64')}'` };
}
