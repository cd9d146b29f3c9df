// Every API path of the endpoint catalogue is written once, in contracts/src/endpoints/: the API routes it from there
// and every client calls it from there. A path spelled again elsewhere drifts the day the catalogue changes.
import fs from 'node:fs';
import path from 'node:path';
import { catalogueRoots, OUTSIDE_THE_PRODUCT } from '.';

const root = path.join(__dirname, '../../..');

const WORKSPACES = [
  'api',
  'ui',
  'shell',
  'mfe-public',
  'mfe-customer',
  'mfe-admin',
  'mfe-cms',
  'web',
  'release',
];

/**
 * Pages of the site whose path is also an API resource's (`/account` is both the account page and the account's
 * endpoints, `/releases` the back office's Releases page, `/order-cancelled/:id` the page PayPal's cancel link opens,
 * `/paypal-email/:id` the back office's PayPal e-mail page, `/add-user` and `/audit-log` back-office pages): they are
 * the route table's, not the API's. A link to one fills its parameter (`/paypal-email/${record._id}`).
 */
const SITE_PAGES = new Set(
  ['/account', '/releases', '/order-cancelled/:id', '/paypal-email/:id', '/add-user', '/audit-log'].map(
    (page) => asPattern(page),
  ),
);

/** A path with its query left out and each parameter, a route's (`:id`) or a filled one (`${id}`), alike. */
function asPattern(path: string): string {
  return path.replace(/[?#].*$/, '').replace(/\$\{[^}]+\}|:\w+/g, ':param');
}

/** The PayPal simulator's paths stand in for PayPal's own, outside the product (OUTSIDE_THE_PRODUCT). */
const isOutsideTheProduct = (literal: string) =>
  OUTSIDE_THE_PRODUCT.some((prefix) => literal === prefix || literal.startsWith(`${prefix}/`));

/** A comment may name a path to explain itself; only code calls one. */
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

function sources(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return ['node_modules', 'dist', 'test'].includes(entry.name) ? [] : sources(full);
    return /\.(ts|tsx|mjs|cjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The string literals of a file that start like a path under one of `roots`. */
function apiPathLiterals(text: string, roots: string[]): string[] {
  const literals = [...text.matchAll(/(['"`])(\/[^'"`\s]*)/g)].map((match) => match[2]!);
  return literals.filter(
    (literal) =>
      !SITE_PAGES.has(asPattern(literal)) &&
      !isOutsideTheProduct(literal) &&
      roots.some(
        (prefix) =>
          literal === prefix ||
          (/^[/?$]/.test(literal.slice(prefix.length, prefix.length + 1)) && literal.startsWith(prefix)),
      ),
  );
}

test('the catalogue has resource prefixes to look for', () => {
  expect(catalogueRoots()).toEqual(
    expect.arrayContaining([
      '/releases',
      '/account',
      '/auth',
      '/languages',
      '/upadete-users',
      '/media',
      '/health',
    ]),
  );
  expect(apiPathLiterals("fetch(`/releases/${slice}`); go('/accounts')", ['/releases', '/account'])).toEqual([
    '/releases/${slice}',
  ]);
  const links =
    "to={`/paypal-email/${record._id}`}; fetch(`/paypal-email/${id}/x`); '/payments/simulator/pay'";
  expect(apiPathLiterals(links, ['/paypal-email', '/payments'])).toEqual(['/paypal-email/${id}/x']);
});

test('no source outside contracts spells a path of a catalogued resource', () => {
  const roots = catalogueRoots();
  const offenders = WORKSPACES.flatMap((workspace) => sources(path.join(root, workspace, 'src')))
    .map((file) => ({
      file: path.relative(root, file),
      literals: apiPathLiterals(withoutComments(fs.readFileSync(file, 'utf8')), roots),
    }))
    .filter(({ literals }) => literals.length > 0);
  expect(offenders).toEqual([]);
});
