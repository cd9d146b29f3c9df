// The router, shared through this singleton package: one copy of react-router in the page, and only the parts
// the site uses (a shared package cannot be tree-shaken, and all of react-router 7 is ~60 KB gzipped).
// Apps import routing from '@agency/ui', never from 'react-router' or 'react-router-dom' (e2e/src/imports.test.ts).
export {
  BrowserRouter,
  MemoryRouter,
  unstable_HistoryRouter as HistoryRouter,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_createMemoryHistory as createMemoryHistory,
  matchRoutes,
  Routes,
  Route,
  Link,
  Navigate,
  Outlet,
  useNavigate,
  useLocation,
  useParams,
  useSearchParams,
  type LinkProps,
  type Location,
} from 'react-router';
