const DAY_MS = 86_400_000;

/** The benches' `i`th order, stored as the shop stores one: spread over a year back from `now`, every fifth paid. */
export function benchOrder(i: number, now: number) {
  const createdAt = new Date(now - (i % 365) * DAY_MS - i);
  const paid = i % 5 === 0;
  return {
    packageName: ['Basic', 'Standard', 'Premium'][i % 3],
    packagePrice: '49.99',
    amountCents: 4999,
    customerEmail: `customer${i}@example.com`,
    customerName: `Customer ${i}`,
    customerAddress: '1 Main Street',
    customerCountry: 'Portugal',
    paymentStatus: paid ? 'Paid' : 'UnPaid',
    orderStatus: i % 3 === 0 ? 'Delivered' : 'Pending',
    orderDate: createdAt.toLocaleDateString('en-US'),
    ...(paid ? { paidAt: createdAt, txnId: `TXN${i}` } : {}),
    createdAt,
    updatedAt: createdAt,
  };
}
