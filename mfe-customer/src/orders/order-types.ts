export type PaymentStatus = 'UnPaid' | 'Paid' | 'Cancelled';

export interface Order {
  _id: string;
  packageName: string;
  packagePrice: string;
  customerEmail: string;
  customerName: string;
  customerAddress?: string;
  customerCountry?: string;
  paymentStatus: PaymentStatus;
  orderStatus: 'Pending' | 'Delivered';
  orderDate: string;
}
