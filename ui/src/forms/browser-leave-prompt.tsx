import { useEffect } from 'react';

/** While it is rendered, closing the tab, reloading or leaving the site asks through the browser's own prompt. */
export default function BrowserLeavePrompt() {
  useEffect(() => {
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, []);
  return null;
}
