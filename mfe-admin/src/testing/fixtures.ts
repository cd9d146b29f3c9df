import type { Message, Order, SearchableList } from '@agency/contracts';
import { LIST_SEARCH_ENDPOINTS } from '@agency/contracts/endpoints/list-searches';

export function makeOrders(count: number): Order[] {
  return Array.from({ length: count }, (_, i) => ({
    _id: `o${i}`,
    packageName: 'Basic',
    packagePrice: '19',
    customerEmail: 'c@example.com',
    customerName: `Customer ${i + 1}`,
    paymentStatus: 'Paid',
    orderStatus: 'Pending',
    orderDate: '01/01/2026',
  }));
}

export function makeMessage(overrides: Partial<Message> = {}): Message {
  return {
    _id: 'm1',
    name: 'Ana Lopez',
    email: 'ana@example.com',
    number: '555-0101',
    subject: 'Pricing',
    message: 'Do you offer yearly plans?',
    messageStatus: 'UnRead',
    ...overrides,
  };
}

type SearchRoute = () => { body: { items: unknown[]; total: number; page: number; pageSize: number } };

/**
 * The pages of an admin table as the API serves them (`GET <its search path>?[filter&][page=N&]pageSize=S`, in the
 * order the table writes them), from `records` or, when they change during a test, from a function reading them.
 */
export function searchPages(
  list: SearchableList,
  records: unknown[] | (() => unknown[]),
  pageSize: number,
  filter = '',
): Record<string, SearchRoute> {
  const current = typeof records === 'function' ? records : () => records;
  const routes: Record<string, SearchRoute> = {};
  const pages = Math.max(1, Math.ceil(current().length / pageSize));
  for (let page = 1; page <= pages; page++) {
    const params = [filter, page > 1 ? `page=${page}` : '', `pageSize=${pageSize}`].filter(Boolean).join('&');
    routes[`GET ${LIST_SEARCH_ENDPOINTS[list].search.path}?${params}`] = () => {
      const all = current();
      return {
        body: { items: all.slice((page - 1) * pageSize, page * pageSize), total: all.length, page, pageSize },
      };
    };
  }
  return routes;
}

/** A list's size as the admin cards read it (the total of a one-record page). */
export function countOf(list: 'orders' | 'messages' | 'subscribers', total: number) {
  return { [`GET /${list}/search?pageSize=1`]: { body: { items: [], total, page: 1, pageSize: 1 } } };
}

/** Record ids for pages opened at `/…/:id`. */
export const ID = {
  order: '64b000000000000000000001',
  message: '64b000000000000000000002',
  user: '64b000000000000000000003',
  paypal: '64b000000000000000000004',
};
