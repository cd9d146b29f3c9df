import { ButtonLink, PageMeta, useTexts } from '@agency/ui';
import { shellMessages } from '../messages';

/** Titled for the visitor and link previews, but `noindex` and with no canonical URL: it is no page of the site. */
export function NotFound() {
  const t = useTexts(shellMessages);
  return (
    <div className="ui-container not-found">
      <PageMeta title={t('notFound.title')} description={t('notFound.text')} noindex />
      <p className="not-found__code">404</p>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <ButtonLink to="/">{t('notFound.home')}</ButtonLink>
    </div>
  );
}
