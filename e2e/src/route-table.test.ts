// Every route of the shell's table must name a module its remote exposes, or the route could never load.
import { routes, routesWith } from '../../shell/src/config/paths';
import { remoteNames } from './scripts-lib';

const exposesOf: Record<string, Record<string, string>> = Object.fromEntries(
  Object.entries(remoteNames).map(([app, name]) => [
    name,
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the exposes maps are CommonJS webpack config files
    require(`../../${app}/exposes.cjs`),
  ]),
);

test.each(routes.map((route) => [route.path, route]))('%s is exposed by its remote', (_path, route) => {
  expect(Object.keys(exposesOf[route.remote])).toContain(`./${route.module}`);
});

const withoutSlash = (path: string) => path.replace(/\/$/, '') || '/';

/** The documented public routes, which the server renders (docs/web-delivery.md#server-rendering). */
const SPEC_PUBLIC = [
  '/',
  '/contact',
  '/contact-us',
  '/thanks',
  '/login',
  '/reset',
  '/register',
  '/pricing',
  '/service',
];

test('every module a remote exposes is reached through a route, so none escapes the guard', () => {
  for (const [remote, exposes] of Object.entries(exposesOf)) {
    const routed = routes.filter((route) => route.remote === remote).map((route) => `./${route.module}`);
    expect(Object.keys(exposes).filter((module) => !routed.includes(module))).toEqual([]);
  }
});

test('the product description route table is complete', () => {
  const paths = routes.map((route) => withoutSlash(route.path));
  const spec = [
    ...SPEC_PUBLIC,
    '/order-now/:id',
    '/my-order',
    '/pending-order',
    '/dashboard',
    '/add-user',
    '/admin-user/:id',
    '/admin',
    '/edit-faq',
    '/faqtext-edit/:id',
    '/faq-edit/:id',
    '/admin/payment-status/:id',
    '/edit-banner',
    '/update-calltoaction',
    '/edit-work',
    '/edit-work/:id',
    '/edit-counter',
    '/banner/:id',
    '/edit-call/:id',
    '/counters/:id',
    '/add-logo',
    '/edit-logo/:id',
    '/edit-experience/:id',
    '/edit-about',
    '/:id',
    '/edit-video',
    '/video/:id',
    '/service-edit/:id',
    '/main-service-edit/:id',
    '/servicetext-edit/:id',
    '/videotext-edit/:id',
    '/edit-service',
    '/step-section',
    '/edit-step/:id',
    '/total-orders',
    '/add-item',
    '/setting',
    '/add-pricing',
    '/edit-testimonial',
    '/edit-services-features',
    '/edit-team-text',
    '/edit-experience',
    '/edit-testimonial/:id',
    '/team-text-edit/:id',
    '/edit-feature-items/:id',
    '/edit-team-items/:id',
    '/testimonialtext-edit/:id',
    '/featurestext-edit/:id',
    '/package-edit/:id',
    '/add-contact',
    '/edit-contact-page/:id',
    '/add-about-footer',
    '/edit-about-footer/:id',
    '/add-address-footer',
    '/edit-address-footer/:id',
    '/add-social-footer',
    '/edit-social-footer/:id',
    '/all-messages',
    '/view/:id',
    '/all-subscriber',
    '/add-copyright',
    '/edit-copyright/:id',
    '/paypal-email/:id',
    '/pay-now/:id',
    '/add-paypal-Email',
    '/order-cancelled/:id',
    '/received-payment/:id',
  ];
  expect(spec.filter((path) => !paths.includes(path))).toEqual([]);
  expect(routesWith('public').map((route) => withoutSlash(route.path))).toEqual(
    expect.arrayContaining(SPEC_PUBLIC),
  );
});
