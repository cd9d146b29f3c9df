import { Link } from '@agency/ui';
import './page-banner.css';

/** The title band of an inner public page, with the way back home. */
export function PageBanner({ title, intro }: { title: string; intro?: string }) {
  return (
    <header className="pub-banner">
      <div className="ui-container">
        <nav className="pub-banner__crumbs" aria-label="Breadcrumb">
          <Link to="/">Home</Link>
          <span aria-hidden="true">/</span>
          <span aria-current="page">{title}</span>
        </nav>
        <h1>{title}</h1>
        {intro ? <p>{intro}</p> : null}
      </div>
    </header>
  );
}
