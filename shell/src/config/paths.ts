// The route table (docs/architecture.md#route-table): every path, who may open it, and the remote module it loads.
// It is the one list of the site's paths: the header, footer, guard and tests read it rather than repeat it.

import {
  CMS_SCREENS,
  cmsEditScreens,
  cmsManageScreens,
  routePatternOf,
  type BlockScreens,
} from '@agency/contracts/cms-screens';
import { LANDING_BLOCKS, SERVICE_BLOCKS, type PublicBlock } from '@agency/contracts/public-reads';

export type RemoteName = 'mfe_public' | 'mfe_customer' | 'mfe_admin' | 'mfe_cms';
/** Who may open a route: anyone, any signed-in user, or a signed-in admin (the guard in require-auth.tsx). */
export type Access = 'public' | 'signed-in' | 'admin';

/** Where an admin route sits in the back office's persistent navigation. */
export type BackOfficeGroup = 'sales' | 'content' | 'settings';

export interface AppRoute {
  path: string;
  remote: RemoteName;
  /** The exposed module name without './', e.g. 'Landing' for mfe_public's './Landing'. */
  module: string;
  title: string;
  access: Access;
  /** The single-segment catch-all `/:id` matches only a 24-hex record id; anything else is not found. */
  recordIdOnly?: boolean;
  /** Content the page shows, read while the remote's code downloads rather than after it. */
  prefetch?: readonly PublicBlock[];
  /** The back office's navigation group of an admin route (its pages without an `:id` are listed there). */
  group?: BackOfficeGroup;
  /**
   * For search engines: listed in the sitemap, and the page sets its own title, description, canonical URL and
   * link previews. Every other route (sign-in forms, token pages, the customer, admin and CMS areas) is `noindex`.
   */
  indexed?: true;
}

/** A factory for one remote's routes: every route of a remote has the same access (and by default one group). */
const routesOf =
  (remote: RemoteName, access: Access, defaultGroup?: BackOfficeGroup) =>
  (path: string, module: string, title: string, group = defaultGroup): AppRoute => ({
    path,
    remote,
    module,
    title,
    access,
    ...(group ? { group } : {}),
  });

const pub = routesOf('mfe_public', 'public');
/** A public page meant for search engines and link previews; its title and description need the site settings. */
const indexed = (route: AppRoute): AppRoute => ({
  ...route,
  indexed: true,
  prefetch: [...(route.prefetch ?? []), 'siteSettings'],
});
const customer = routesOf('mfe_customer', 'signed-in');
const admin = routesOf('mfe_admin', 'admin', 'sales');
const cms = routesOf('mfe_cms', 'admin', 'content');

/**
 * The CMS's routes for a table of block screens (CMS_SCREENS unless a test brings another): one per page where
 * blocks are managed, rendered by its ManageScreen module, and one per record editor, rendered by its EditScreen
 * module. The single-segment `/{id}` (the about block's editor) takes only a record id.
 */
export function cmsRoutesFor(screens: Readonly<Record<string, BlockScreens>> = CMS_SCREENS): AppRoute[] {
  const managers = cmsManageScreens(screens).map(({ path, title }) => cms(path, 'ManageScreen', title));
  const editors = cmsEditScreens(screens).map(({ path, title }): AppRoute => {
    const route = cms(routePatternOf(path), 'EditScreen', title);
    return path === '/{id}' ? { ...route, recordIdOnly: true } : route;
  });
  return [...managers, ...editors];
}

export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  reset: '/reset',
  dashboard: '/dashboard',
  account: '/account',
  admin: '/admin/',
  allSubscribers: '/all-subscriber/',
  contact: '/contact',
  pricing: '/pricing/',
  service: '/service/',
} as const;

export const routes: AppRoute[] = [
  // Public (mfe-public)
  indexed({ ...pub(paths.home, 'Landing', 'Home'), prefetch: LANDING_BLOCKS }),
  indexed({ ...pub(paths.contact, 'Contact', 'Contact'), prefetch: ['contacts'] }),
  indexed({ ...pub('/contact-us', 'Contact', 'Contact Us'), prefetch: ['contacts'] }),
  indexed(pub('/thanks', 'Thanks', 'Thanks')),
  pub(paths.login, 'Login', 'Login'),
  pub(paths.reset, 'Reset', 'Reset Password'),
  pub('/reset/confirm', 'ResetConfirm', 'Choose a New Password'),
  pub('/verify-email', 'VerifyEmail', 'Verify Email'),
  pub('/confirm-email', 'ConfirmEmail', 'Confirm Email'),
  pub(paths.register, 'Register', 'Sign Up'),
  indexed({ ...pub(paths.pricing, 'Pricing', 'Pricing'), prefetch: ['pricings'] }),
  indexed({ ...pub(paths.service, 'Service', 'Services'), prefetch: SERVICE_BLOCKS }),

  // Customer area (mfe-customer)
  customer('/order-now/:id', 'OrderNow', 'Order Now'),
  customer('/my-order', 'MyOrders', 'My Orders'),
  customer('/pending-order', 'PendingOrders', 'Pending Orders'),
  customer(paths.dashboard, 'Dashboard', 'Dashboard'),
  customer(paths.account, 'Account', 'My Account'),
  customer('/pay-now/:id', 'PayNow', 'Pay Now'),
  customer('/order-cancelled/:id', 'OrderCancelled', 'Payment Cancelled'),
  customer('/received-payment/:id', 'ReceivedPayment', 'Payment Received'),

  // Administration (mfe-admin)
  admin('/admin', 'AdminDashboard', 'Admin Dashboard'),
  admin('/total-orders', 'TotalOrders', 'Total Orders'),
  admin('/all-messages/', 'AllMessages', 'All Messages'),
  admin('/view/:id', 'ViewMessage', 'View Message'),
  admin(paths.allSubscribers, 'AllSubscribers', 'All Subscribers'),
  admin('/admin/payment-status/:id', 'PaymentStatus', 'Order Status'),
  admin('/add-user', 'AddUser', 'Admin Email', 'settings'),
  admin('/admin-user/:id', 'AdminUser', 'Edit Admin User', 'settings'),
  admin('/add-paypal-Email', 'AddPaypalEmail', 'Add Paypal Email', 'settings'),
  admin('/paypal-email/:id', 'PaypalEmail', 'Payment Email', 'settings'),
  admin('/audit-log', 'AuditLog', 'Audit Log', 'settings'),
  admin('/releases', 'Releases', 'Releases', 'settings'),

  // Content management (mfe-cms)
  cms('/setting', 'Settings', 'Settings'),
  cms('/media-library', 'MediaLibrary', 'Media Library'),
  ...cmsRoutesFor(),
];

export const BACK_OFFICE_GROUPS: ReadonlyArray<{ group: BackOfficeGroup; label: string }> = [
  { group: 'sales', label: 'Sales' },
  { group: 'content', label: 'Content' },
  { group: 'settings', label: 'Settings' },
];

/** The routes a given visitor level opens, e.g. routesWith('public') for robots.txt and the sitemap. */
export function routesWith(access: Access): AppRoute[] {
  return routes.filter((route) => route.access === access);
}
