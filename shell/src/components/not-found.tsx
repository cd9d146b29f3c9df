import { ButtonLink, PageMeta } from '@agency/ui';

const NOT_FOUND_TEXT = 'The page you are looking for does not exist or has moved.';

/** Titled for the visitor and link previews, but `noindex` and with no canonical URL: it is no page of the site. */
export function NotFound() {
  return (
    <div className="ui-container not-found">
      <PageMeta title="Page not found" description={NOT_FOUND_TEXT} noindex />
      <p className="not-found__code">404</p>
      <h1>Page not found</h1>
      <p>{NOT_FOUND_TEXT}</p>
      <ButtonLink to="/">Back Home</ButtonLink>
    </div>
  );
}
