import { MAX_SCHEDULE_DAYS, SCHEDULE_RULES } from '../content-publishing';
import { defineEndpoint } from './endpoint';

/**
 * Drafts, publishing, history and preview of content blocks (docs/content-and-cms.md#drafts-and-publishing), for
 * admins. Publishing, discarding or restoring may change any block, its drafts and its history.
 */
const CHANGED = ['content', 'publishing', 'auditLog'] as const;

export const PUBLISHING_ENDPOINTS = {
  drafts: defineEndpoint({
    method: 'GET',
    path: '/content-drafts',
    access: 'admin',
    summary: 'Every pending draft, newest first',
    stale: [],
  }),
  publishAll: defineEndpoint({
    method: 'POST',
    path: '/content-drafts/publish',
    access: 'admin',
    summary: 'Publish every pending draft, oldest first; one a check refuses stays pending',
    stale: CHANGED,
  }),
  publishDraft: defineEndpoint({
    method: 'POST',
    path: '/content-drafts/{id}/publish',
    access: 'admin',
    summary: 'Publish one draft; answers the published record',
    stale: CHANGED,
  }),
  schedule: defineEndpoint({
    method: 'PUT',
    path: '/content-drafts/{id}/schedule',
    access: 'admin',
    summary: `Publish a draft by itself at a time (within ${MAX_SCHEDULE_DAYS} days); \`publishAt: null\` cancels. Answers the draft`,
    body: SCHEDULE_RULES,
    stale: CHANGED,
  }),
  discard: defineEndpoint({
    method: 'DELETE',
    path: '/content-drafts/{id}',
    access: 'admin',
    summary: 'Discard one draft; answers it',
    stale: CHANGED,
  }),
  deleted: defineEndpoint({
    method: 'GET',
    path: '/content-history/{resource}/deleted',
    access: 'admin',
    summary: 'The newest version of each deleted record of a block, the last published first',
    stale: [],
  }),
  history: defineEndpoint({
    method: 'GET',
    path: '/content-history/{resource}/{id}',
    access: 'admin',
    summary: "A record's published versions, newest first",
    stale: [],
  }),
  /** `?from=N&to=M`: version numbers. */
  diff: defineEndpoint({
    method: 'GET',
    path: '/content-history/{resource}/{id}/diff',
    access: 'admin',
    summary: 'What changed between two versions, field by field (`from` and `to` are version numbers)',
    stale: [],
  }),
  restore: defineEndpoint({
    method: 'POST',
    path: '/content-history/{resource}/{id}/{version}/restore',
    access: 'admin',
    summary: "Make a version the record's draft again; answers the draft",
    stale: CHANGED,
  }),
  /** What a page in preview reads, keyed by block; never cached. */
  previewAll: defineEndpoint({
    method: 'GET',
    path: '/content-preview',
    access: 'admin',
    summary: "Every block's list with its pending drafts published, by block key; never cached",
    stale: [],
  }),
  preview: defineEndpoint({
    method: 'GET',
    path: '/content-preview/{resource}',
    access: 'admin',
    summary: "A block's list with every pending draft published, for an admin's preview; never cached",
    stale: [],
  }),
};
