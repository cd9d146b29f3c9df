export interface Order {
  _id: string;
  packageName: string;
  packagePrice: string;
  customerEmail: string;
  customerName: string;
  paymentStatus: 'UnPaid' | 'Paid' | 'Cancelled';
  orderStatus: 'Pending' | 'Delivered';
  orderDate: string;
}
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
