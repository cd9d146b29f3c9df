import type { ValidationResult } from './validate-body';

/** What a collection's order route takes: every item id of the collection, once each, in the new order. */
export interface OrderBody {
  ids: string[];
}

const RECORD_ID = /^[a-f0-9]{24}$/i;
/** Far above any collection an editor keeps by hand; bounds the work one request can ask for. */
export const ORDER_MAX_IDS = 1000;

/** The shape of an order body: a list of well-formed, distinct record ids (whether they name items is the API's check). */
export function validateOrder(body: unknown): ValidationResult<OrderBody> {
  const ids = (body as { ids?: unknown } | null)?.ids;
  const fail = (message: string, field = 'ids'): ValidationResult<OrderBody> => ({
    ok: false,
    errors: [{ field, message }],
  });
  if (typeof body !== 'object' || body === null || Array.isArray(body) || !Array.isArray(ids)) {
    return fail('ids must be a list of record ids');
  }
  const extra = Object.keys(body).filter((key) => key !== 'ids');
  if (extra.length > 0) return fail(`Unknown field: ${extra[0]} (send only ids)`, extra[0]);
  if (ids.length > ORDER_MAX_IDS) return fail(`ids must list at most ${ORDER_MAX_IDS} records`);
  if (!ids.every((id): id is string => typeof id === 'string' && RECORD_ID.test(id))) {
    return fail('ids must hold 24-character hexadecimal record ids');
  }
  const lower = ids.map((id) => id.toLowerCase());
  const repeated = lower.find((id, index) => lower.indexOf(id) !== index);
  if (repeated) return fail(`ids lists ${repeated} more than once`);
  return { ok: true, value: { ids: lower } };
}
