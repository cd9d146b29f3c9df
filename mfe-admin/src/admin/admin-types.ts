export interface Order {
  _id: string;
  packageName: string;
  packagePrice: string;
  customerEmail: string;
  customerName: string;
  customerAddress?: string;
  customerCountry?: string;
  paymentStatus: 'UnPaid' | 'Paid' | 'Cancelled' | 'Refunded';
  orderStatus: OrderStatus;
  orderDate: string;
}

/** Spec 000 §2: the admin's dropdown offers only these. */
export const ORDER_STATUSES = ['Pending', 'Delivered'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export interface Subscriber {
  _id: string;
  subemail: string;
}
export interface Message {
  _id: string;
  name: string;
  email: string;
  number: string;
  subject: string;
  message: string;
  messageStatus: 'UnRead' | 'Read';
}
export interface PaypalEmail {
  _id: string;
  paypalEmail: string;
}
export interface AdminUser {
  _id: string;
  userEmail: string;
  userRole: 'Admin';
}
