import { Link, useTexts } from '@agency/ui';
import { publicMessages } from '../messages';
import './page-banner.css';

/** The title band of an inner public page, with the way back home. */
export function PageBanner({ title, intro }: { title: string; intro?: string }) {
  const t = useTexts(publicMessages);
  return (
    <header className="pub-banner">
      <div className="ui-container">
        <nav className="pub-banner__crumbs" aria-label={t('breadcrumb')}>
          <Link to="/">{t('home')}</Link>
          <span aria-hidden="true">/</span>
          <span aria-current="page">{title}</span>
        </nav>
        <h1>{title}</h1>
        {intro ? <p>{intro}</p> : null}
      </div>
    </header>
  );
}
