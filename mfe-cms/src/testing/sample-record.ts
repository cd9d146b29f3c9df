import type { ContentResource } from '@agency/contracts';
import type { ContentRecord } from '../kit/form-rules';

/** A record that passes the resource's rules: the shape the API would return. */
export function sampleRecord(resource: ContentResource, id = '0123456789abcdef01234567'): ContentRecord {
  const record: ContentRecord = {
    _id: id,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
  for (const [field, rule] of Object.entries(resource.fields)) {
    record[field] =
      rule.kind === 'enum'
        ? (rule.values?.[0] ?? '')
        : rule.kind === 'link'
          ? `https://example.com/${field}.png`
          : rule.kind === 'email'
            ? 'office@example.com'
            : rule.format === 'price'
              ? '49.99'
              : `${field} value`.slice(0, rule.maxLength);
  }
  return record;
}
