// Which cached reads a confirmed write made stale. It needs the whole content catalogue, so the query client loads
// this module only when the first write happens: the public pages, which never write content, do not carry it.
import type { QueryKey } from '@tanstack/react-query';
import {
  ACCOUNT_PATHS,
  ACCOUNT_QUERY_ROOT,
  catalogueRoutes,
  LANGUAGE_PATHS,
  PUBLISHING_PATHS,
  PUBLISHING_QUERY_ROOT,
} from '@agency/contracts';
import { matchesPath, RECORD_PATHS, type RecordName } from '@agency/contracts/record-paths';
import { SECOND_FACTOR_PATHS, SECOND_FACTOR_QUERY_ROOT } from '@agency/contracts/second-factor';
import { queryKeys } from './api-queries';
import { RELEASES_QUERY_ROOT } from './release-queries';
import { siteLanguagesQuery } from '../i18n/site-languages';

const contentWrites = catalogueRoutes().filter((route) => route.method !== 'GET');
const recordNames = Object.keys(RECORD_PATHS) as RecordName[];
const PUBLISHING_WRITES = [PUBLISHING_PATHS.drafts, PUBLISHING_PATHS.history.split('{')[0]];

/** The query keys whose reads a write to `path` may have changed. */
export function keysChangedBy(path: string): QueryKey[] {
  // Signing in or out changes whose orders, account and which admin lists the reads return.
  if (path.startsWith('/auth/'))
    return [...recordNames.map(queryKeys.records), ACCOUNT_QUERY_ROOT, SECOND_FACTOR_QUERY_ROOT];
  const publishing = [PUBLISHING_QUERY_ROOT];
  const auditLog = queryKeys.records('auditLog');
  if (path.startsWith('/releases/')) return [RELEASES_QUERY_ROOT, auditLog];
  // The site's languages decide which languages the editors offer, which the translation counts cover and which the
  // header's language switcher links.
  if (matchesPath(LANGUAGE_PATHS.settings, path)) return [publishing, siteLanguagesQuery.queryKey, auditLog];
  if (Object.values(SECOND_FACTOR_PATHS).some((template) => matchesPath(template, path)))
    return [SECOND_FACTOR_QUERY_ROOT, auditLog];
  if (Object.values(ACCOUNT_PATHS).some((template) => matchesPath(template, path)))
    return [ACCOUNT_QUERY_ROOT, auditLog];
  // Publishing, discarding or restoring may change any block, its drafts and its history.
  if (PUBLISHING_WRITES.some((prefix) => path.startsWith(prefix))) return [['content'], publishing, auditLog];
  const content = contentWrites
    .filter((route) => matchesPath(route.path, path))
    .map((route) => queryKeys.content(route.resource));
  const records = recordNames
    .filter((name) => Object.values(RECORD_PATHS[name]).some((template) => matchesPath(template, path)))
    .map(queryKeys.records);
  // A content write changes its block's drafts or history; every admin write adds a line to the audit log.
  return [...content, ...(content.length > 0 ? [publishing] : []), ...records, auditLog];
}
