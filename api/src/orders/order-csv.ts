import type { CsvColumn } from '../export/csv';
import type { Order } from './schemas/order.schema';

/** The columns of the orders export: what the admin's table shows, plus the payment's transaction. */
export const ORDER_CSV_COLUMNS: readonly CsvColumn<Order & { _id: unknown }>[] = [
  { header: 'Order No.', value: (order) => order.orderNumber },
  { header: 'Order Id', value: (order) => order._id },
  { header: 'Order Date', value: (order) => order.createdAt },
  { header: 'Customer Name', value: (order) => order.customerName },
  { header: 'Email', value: (order) => order.customerEmail },
  { header: 'Address', value: (order) => order.customerAddress },
  { header: 'Country', value: (order) => order.customerCountry },
  { header: 'Package', value: (order) => order.packageName },
  { header: 'Price', value: (order) => order.packagePrice },
  { header: 'Order Status', value: (order) => order.orderStatus },
  { header: 'Payment Status', value: (order) => order.paymentStatus },
  { header: 'Transaction Id', value: (order) => order.txnId },
];
