import { useId, useState } from 'react';
import {
  isRecordId,
  Link,
  matchRoutes,
  Navigate,
  Outlet,
  useLocation,
  useSession,
  useTexts,
} from '@agency/ui';
import { paths, type AppRoute } from '../config/paths';
import { BACK_OFFICE_NAV, BACK_OFFICE_ROUTES, groupLabel, isListed, samePath } from './back-office-nav';
import { MainArea } from '../components/layout';
import { shellMessages } from '../messages';
import { shellOnDemandMessages } from '../messages/on-demand';
import './back-office.css';

const DASHBOARD = BACK_OFFICE_NAV[0].entries[0];

function useCurrentRoute(): AppRoute | null {
  const location = useLocation();
  const matches = matchRoutes(
    BACK_OFFICE_ROUTES.map((route) => ({ path: route.path, route })),
    location,
  );
  const match = matches?.[0];
  // `/:id` is a page only for a record id; anything else there is the not-found page, outside the frame.
  if (!match || (match.route.route.recordIdOnly && !isRecordId(match.params.id))) return null;
  return match.route.route;
}

function Breadcrumbs({ current, parent }: { current: AppRoute; parent: AppRoute | null }) {
  const t = useTexts(shellOnDemandMessages);
  const shell = useTexts(shellMessages);
  return (
    <nav aria-label={t('backOffice.breadcrumb')} className="bo-breadcrumbs">
      <ol>
        <li>
          <Link to={DASHBOARD.path}>{shell('backOffice.home')}</Link>
        </li>
        {current.group ? <li>{groupLabel(current.group)}</li> : null}
        {parent ? (
          <li>
            <Link to={parent.path}>{parent.title}</Link>
          </li>
        ) : null}
        <li aria-current="page">{current.title}</li>
      </ol>
    </nav>
  );
}

function SideNav({ pathname }: { pathname: string }) {
  const t = useTexts(shellOnDemandMessages);
  const shell = useTexts(shellMessages);
  const [open, setOpen] = useState(false);
  const [shownFor, setShownFor] = useState(pathname);
  const listId = useId();
  // A phone's menu closes once a page was chosen from it.
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setOpen(false);
  }
  return (
    <nav aria-label={shell('backOffice.home')} className={`bo-nav${open ? ' bo-nav--open' : ''}`}>
      <button
        type="button"
        className="bo-nav__toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((shown) => !shown)}
      >
        {t('backOffice.menu')}
      </button>
      <div id={listId} className="bo-nav__groups">
        {BACK_OFFICE_NAV.map(({ group, label, entries }) => (
          <div key={group} className="bo-nav__group">
            <p className="bo-nav__label" id={`${listId}-${group}`}>
              {label}
            </p>
            <ul aria-labelledby={`${listId}-${group}`}>
              {entries.map((entry) => (
                <li key={entry.path}>
                  <Link
                    to={entry.path}
                    className="bo-nav__link"
                    aria-current={samePath(entry.path, pathname) ? 'page' : undefined}
                  >
                    {entry.title}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </nav>
  );
}

/**
 * The frame around every admin and CMS page: a persistent navigation grouped as sales, content and settings
 * (collapsible on a phone), and breadcrumbs to the page. A record's page (`/banner/:id`) names as its parent the
 * listed page it was opened from. Only an admin sees the frame; anyone else gets the page's own refusal alone. An
 * admin whose grace to add a second sign-in step ran out goes to the account page's security part to add one (the
 * API refuses them the back office until then); the check is here, not in the route guard, so the public pages'
 * script does not carry it.
 */
export default function BackOfficeFrame() {
  const { user, expired, loading } = useSession();
  const { pathname } = useLocation();
  const current = useCurrentRoute();
  const [lastListed, setLastListed] = useState<AppRoute | null>(null);
  if (current && isListed(current) && current !== lastListed) setLastListed(current);
  if (user?.isAdmin && user.secondFactorSetup?.overdue)
    return <Navigate to={`${paths.account}#security`} replace />;
  // While an expired session is renewed in place the frame stays, so the page under the dialog keeps its state; while
  // the session is read it is already there, so the page does not move down when the frame appears around it.
  if (!(user?.isAdmin || expired || loading) || !current) return <MainArea />;
  const parent = !isListed(current) && lastListed && lastListed.group === current.group ? lastListed : null;
  return (
    <div className="bo-frame site-main">
      <SideNav pathname={pathname} />
      <main id="main" className="bo-frame__page" tabIndex={-1}>
        <Breadcrumbs current={current} parent={parent} />
        <Outlet />
      </main>
    </div>
  );
}
