import { trusted, type Model, type SortOrder } from 'mongoose';
import {
  LIST_SEARCHES,
  MAX_PAGE,
  MAX_PAGE_SIZE,
  MAX_SEARCH_LENGTH,
  type SearchableList,
  type SearchPage,
} from '@agency/contracts';
import type { FieldError } from '@agency/contracts';
import { searchWordsFilter } from './search-words';
import { ValidationFailedException } from './validated-body';
import { apiMessage, type Problem } from '../i18n/api-message';

/** A search of an admin list, checked and turned into a MongoDB filter, sort and page. */
export interface ListQuery {
  filter: Record<string, unknown>;
  sort: Record<string, SortOrder>;
  page: number;
  pageSize: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/**
 * Checks a search's query parameters against the list's `LIST_SEARCHES` entry: every bad, repeated or unknown
 * parameter is named in one 400, and nothing reaches the database as the client wrote it (the text is split into
 * words, values are checked against their lists, numbers and days are parsed).
 */
export function parseListQuery(list: SearchableList, query: Record<string, unknown>): ListQuery {
  const spec = LIST_SEARCHES[list];
  const filterFields: Readonly<Record<string, readonly string[]>> = spec.filters;
  const errors: FieldError[] = [];
  const fail = (field: string, problem: Problem) => errors.push({ field, ...problem });
  const known = new Set(['q', 'from', 'to', 'sort', 'page', 'pageSize', ...Object.keys(filterFields)]);
  for (const key of Object.keys(query))
    if (!known.has(key)) fail(key, apiMessage('error.search.unknownParameter', { field: key, list }));

  const text = (key: string): string | undefined => {
    const value = query[key];
    if (value === undefined || value === '') return undefined;
    if (typeof value === 'string') return value;
    fail(key, apiMessage('error.search.repeated', { field: key }));
    return undefined;
  };
  const whole = (key: string, fallback: number, max: number): number => {
    const value = text(key);
    if (value === undefined) return fallback;
    const number = Number(value);
    if (/^\d+$/.test(value) && number >= 1 && number <= max) return number;
    fail(key, apiMessage('error.search.wholeNumber', { field: key, max }));
    return fallback;
  };
  const day = (key: string): number | undefined => {
    const value = text(key);
    if (value === undefined) return undefined;
    const time = Date.parse(`${value}T00:00:00.000Z`);
    if (DAY.test(value) && !Number.isNaN(time) && new Date(time).toISOString().startsWith(value)) return time;
    fail(key, apiMessage('error.search.day', { field: key }));
    return undefined;
  };

  const filter: Record<string, unknown> = {};
  const q = text('q')?.trim();
  if (q && q.length > MAX_SEARCH_LENGTH)
    fail('q', apiMessage('error.search.tooLong', { max: MAX_SEARCH_LENGTH }));
  else if (q) Object.assign(filter, searchWordsFilter(q));
  for (const [field, values] of Object.entries(filterFields)) {
    const value = text(field);
    if (value === undefined) continue;
    if (values.includes(value)) filter[field] = value;
    else fail(field, apiMessage('error.search.oneOf', { field, values: values.join(', ') }));
  }
  const from = day('from');
  const to = day('to');
  if (from !== undefined && to !== undefined && from > to)
    fail('to', { message: 'to must not be before from' });
  else if (from !== undefined || to !== undefined)
    filter.createdAt = trusted({
      ...(from !== undefined ? { $gte: new Date(from) } : {}),
      ...(to !== undefined ? { $lt: new Date(to + DAY_MS) } : {}),
    });

  const sortText = text('sort') ?? spec.defaultSort;
  const descending = sortText.startsWith('-');
  const sortField = descending ? sortText.slice(1) : sortText;
  const sortable: readonly string[] = spec.sortable;
  if (!sortable.includes(sortField))
    fail('sort', apiMessage('error.search.sort', { fields: sortable.join(', ') }));
  const direction: SortOrder = descending ? -1 : 1;
  // _id last, so records with equal values keep one order from page to page.
  const sort = { [sortable.includes(sortField) ? sortField : 'createdAt']: direction, _id: direction };

  const page = whole('page', 1, MAX_PAGE);
  const pageSize = whole('pageSize', spec.pageSize, MAX_PAGE_SIZE);
  if (errors.length) throw new ValidationFailedException(errors);
  return { filter, sort, page, pageSize };
}

/** One page of the records a search matches, and how many match in all (counted with the same filter). */
export async function searchPage<T>(model: Model<T>, query: ListQuery): Promise<SearchPage<T>> {
  const [items, total] = await Promise.all([
    model
      .find(query.filter)
      .sort(query.sort)
      .skip((query.page - 1) * query.pageSize)
      .limit(query.pageSize)
      .lean<T[]>(),
    model.countDocuments(query.filter),
  ]);
  return { items, total, page: query.page, pageSize: query.pageSize };
}

/** How many records a long read holds at a time: the database hands them over in batches of this size. */
const CURSOR_BATCH = 500;

/** Every record a search matches, in its order, read one at a time (a CSV export of a long list). */
export function matchingCursor<T>(model: Model<T>, query: Pick<ListQuery, 'filter' | 'sort'>) {
  return model
    .find(query.filter)
    .sort(query.sort)
    .batchSize(CURSOR_BATCH)
    .lean<T & { _id: unknown }>()
    .cursor();
}
