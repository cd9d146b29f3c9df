import { useEffect } from 'react';
import { ButtonLink } from '@agency/ui';

export function NotFound() {
  useEffect(() => {
    document.title = 'Page not found · Agency';
  }, []);
  return (
    <div className="ui-container not-found">
      <p className="not-found__code">404</p>
      <h1>Page not found</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <ButtonLink to="/">Back Home</ButtonLink>
    </div>
  );
}
