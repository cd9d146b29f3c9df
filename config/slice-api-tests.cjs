// Which of the API's contract tests (api/test/<name>.test.ts) each workspace relies on: `npm test -w @agency/<slice>`
// runs them beside the slice's own suites (config/jest-slice.config.js), so a team's pipeline learns that the API
// still answers its pages as they expect without running, or building, any other slice.
// e2e/src/slice-tests.test.ts holds the list whole: every API test is named here, by a slice or as the API's own.

/** The endpoints each slice's pages, servers or commands call, by the API tests that hold them. */
const sliceApiTests = {
  // The header's session and sign-out, the route guard's access levels, the language switcher, the footer's
  // newsletter and the public forms its server sends for visitors (a trusted proxy naming the visitor).
  shell: ['auth', 'access-guard', 'access-matrix', 'content-languages', 'subscribers', 'messages', 'proxies'],
  // Every content read of the public pages, sign-in (with its second step), registration, resets, the e-mail
  // confirmation pages and the contact form.
  'mfe-public': [
    'content',
    'content-collections',
    'content-cache',
    'content-languages',
    'design-item-links',
    'auth',
    'second-factor',
    'common-passwords',
    'email-change',
    'messages',
  ],
  // Orders, their numbers and payments (IPN, Orders v2, the simulator), and My Account.
  'mfe-customer': [
    'orders',
    'order-numbers',
    'payments',
    'paypal-orders',
    'payments-simulator',
    'account',
    'account-language',
    'email-change',
    'second-factor',
    'password-typed-again',
    'session-place',
    'common-passwords',
    'verified-address-trust',
  ],
  // The back office: sales, the long lists and their exports, admins, PayPal settings, refunds, the audit log and
  // the Releases page.
  'mfe-admin': [
    'orders',
    'order-numbers',
    'sales',
    'list-search',
    'exports',
    'messages',
    'subscribers',
    'auth',
    'second-factor',
    'verified-address-trust',
    'paypal-settings',
    'paypal-orders',
    'audit-log',
    'releases',
    'access-matrix',
  ],
  // Every block's editor, drafts, publishing and history, languages, media, and blocks added to the catalogue.
  'mfe-cms': [
    'content',
    'content-collections',
    'content-publishing',
    'concurrent-publishing',
    'content-languages',
    'design-item-links',
    'media',
    'catalogue-block',
    'audit-log',
  ],
  // The release registry's routing, the site's languages, a signed-in page's session read, and forms sent as a
  // trusted proxy.
  web: ['releases', 'content-languages', 'auth', 'proxies'],
  // The API client's session layer and the release queries the shell and the Releases page share.
  ui: ['auth', 'releases'],
  // The catalogue's routes and endpoints, the rules the API's body pipe and its OpenAPI document take from the
  // contracts.
  contracts: ['content-routes', 'catalogue-block', 'openapi', 'handler-bodies', 'endpoint-catalogue'],
  // The registry the release commands register with, activate and roll back.
  release: ['releases'],
};

/**
 * The API's own workings, which no slice calls: its configuration, start, shutdown, health and metrics (for
 * operators and balancers), the database's outages, migrations and backups, mail, PayPal's side of payments, the
 * demo seed, the cost of a signed-in read and its messages' wording. `npm test -w @agency/api` runs these with the rest.
 */
const apiOwnTests = [
  'api-message',
  'api-messages-translated',
  'backup-restore',
  'config',
  'connection-settings',
  'content-seed',
  'graceful-shutdown',
  'health',
  'ipn-abuse',
  'mail-queue',
  'metrics',
  'migrations',
  'outages',
  'payment-crash',
  'paypal-rest-simulator',
  'seed-demo',
  'shop-emails',
  'signed-in-path',
  'simulator-and-docs',
];

module.exports = { sliceApiTests, apiOwnTests };
