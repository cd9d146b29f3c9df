import type { Message, Order } from '@agency/contracts';

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
