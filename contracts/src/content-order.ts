import type { FieldError, FieldErrorCode, ValidationResult } from './validate-body';

/** What a collection's order route takes: every item id of the collection, once each, in the new order. */
export interface OrderBody {
  ids: string[];
}

const RECORD_ID = /^[a-f0-9]{24}$/i;
/** Far above any collection an editor keeps by hand; bounds the work one request can ask for. */
export const ORDER_MAX_IDS = 1000;

/** Why an order body is refused: a fixed text, or a message with its code and arguments. */
type OrderProblem =
  | { message: 'ids must be a list of record ids' | 'ids must hold 24-character hexadecimal record ids' }
  | { message: string; code: FieldErrorCode; params: NonNullable<FieldError['params']> };

/** The shape of an order body: a list of well-formed, distinct record ids (whether they name items is the API's check). */
export function validateOrder(body: unknown): ValidationResult<OrderBody> {
  const ids = (body as { ids?: unknown } | null)?.ids;
  const fail = (error: OrderProblem, field = 'ids'): ValidationResult<OrderBody> => ({
    ok: false,
    errors: [{ field, ...error }],
  });
  if (typeof body !== 'object' || body === null || Array.isArray(body) || !Array.isArray(ids)) {
    return fail({ message: 'ids must be a list of record ids' });
  }
  const extra = Object.keys(body).filter((key) => key !== 'ids');
  if (extra.length > 0) {
    const field = extra[0];
    const message = `Unknown field: ${field} (send only ids)`;
    return fail({ message, code: 'orderUnknownField', params: { field } }, field);
  }
  if (ids.length > ORDER_MAX_IDS) {
    const message = `ids must list at most ${ORDER_MAX_IDS} records`;
    return fail({ message, code: 'tooManyIds', params: { max: ORDER_MAX_IDS } });
  }
  if (!ids.every((id): id is string => typeof id === 'string' && RECORD_ID.test(id))) {
    return fail({ message: 'ids must hold 24-character hexadecimal record ids' });
  }
  const lower = ids.map((id) => id.toLowerCase());
  const repeated = lower.find((id, index) => lower.indexOf(id) !== index);
  if (repeated)
    return fail({
      message: `ids lists ${repeated} more than once`,
      code: 'repeatedId',
      params: { id: repeated },
    });
  return { ok: true, value: { ids: lower } };
}
