import type { ContentResource } from '@agency/contracts';
import type { ContentRecord } from './content-record';

/** Who a content read is for: admins read every field, the public not the resource's withheld ones. */
export type ContentAudience = 'admin' | 'public';

/** The record as `audience` may read it: withheld fields left out of the records they apply to. */
export function forAudience<R extends ContentRecord>(
  resource: ContentResource,
  record: R,
  audience: ContentAudience,
): R {
  const withheld = resource.withheld;
  if (audience === 'admin' || !withheld) return record;
  const applies = Object.entries(withheld.where).every(([field, value]) => record[field] === value);
  if (!applies) return record;
  const visible: Record<string, unknown> = { ...record };
  for (const field of withheld.fields) delete visible[field];
  return visible as R;
}
