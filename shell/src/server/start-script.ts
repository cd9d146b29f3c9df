import { createHash } from 'node:crypto';
import { START_GLOBAL } from '../app/early-input';

export interface StartScript {
  /** The inline script's text, exactly as the page carries it. */
  content: string;
  /** Its CSP source (`'sha256-…'`), which lets it run without allowing any other inline script. */
  hash: string;
}

/**
 * The one inline script of a server-rendered page: it adds the shell's entry scripts once the page has loaded (its
 * styles and the images it shows) and been painted, or as soon as the visitor starts to use the page. A phone on a
 * slow network then spends its first bandwidth and CPU on what the visitor sees instead of on the code that only
 * makes the page interactive; links work meanwhile. A form sent before the code has taken over is held (a native
 * submission would lose what was typed) and sent again by the app once it has (early-input.ts). A page opened in a
 * background tab, which paints nothing, starts at once.
 */
export function startScript(scripts: readonly string[]): StartScript {
  const content = [
    '(function(scripts){',
    'var started=false,held=null;',
    'function go(){if(started)return;started=true;scripts.forEach(function(src){',
    "var e=document.createElement('script');e.src=src;e.async=false;document.head.appendChild(e)})}",
    "function whenPainted(){if(document.visibilityState==='hidden')go();",
    'else requestAnimationFrame(function(){setTimeout(go,0)})}',
    "if(document.readyState==='complete')whenPainted();else addEventListener('load',whenPainted);",
    "['pointerdown','keydown','focusin','touchstart'].forEach(function(type){",
    'addEventListener(type,go,{capture:true,passive:true})});',
    'function hold(event){event.preventDefault();held=[event.target,event.submitter||null];go()}',
    "addEventListener('submit',hold,true);",
    `window.${START_GLOBAL}={release:function(){removeEventListener('submit',hold,true);`,
    'var form=held;held=null;return form}}',
    `})(${JSON.stringify(scripts)})`,
  ].join('');
  if (/<\/?script/i.test(content)) throw new Error('an entry script URL may not contain "<script"');
  return { content, hash: `'sha256-${createHash('sha256').update(content).digest('base64')}'` };
}
