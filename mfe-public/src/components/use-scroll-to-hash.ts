import { useEffect } from 'react';
import { useLocation } from '@agency/ui';

/** Header anchors (/#service-sec …) point into sections whose final place is known only once the content is in. */
export function useScrollToHash(ready: boolean): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (ready && hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView?.();
  }, [ready, hash]);
}
