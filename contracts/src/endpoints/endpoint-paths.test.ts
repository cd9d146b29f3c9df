// Every API path of the endpoint catalogue is written once, in contracts/src/endpoints/: the API routes it from there
// and every client calls it from there. A path spelled again elsewhere drifts the day the catalogue changes.
import fs from 'node:fs';
import path from 'node:path';
import { catalogueRoots } from '.';

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
 * endpoints, `/releases`, `/add-user` and `/audit-log` back-office pages): they are the route table's, not the API's.
 */
const SITE_PAGES = new Set(['/account', '/releases', '/add-user', '/audit-log']);

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
      !SITE_PAGES.has(literal.replace(/[?#].*$/, '')) &&
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
