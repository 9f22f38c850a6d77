/** Quoted texts of the account screen (SPEC 2.6, 2.8), each written once. */
export const accountTexts = {
  orders: 'Orders',
  address: 'Address',
  orderHistory: 'Order History',
  orderId: 'Order ID',
  orderDate: 'Order Date',
  orderStatus: 'Order Status',
  orderPrice: 'Order Price',
  viewDetails: 'View Details',
  paymentMethod: 'Payment method',
  paymentStatus: 'Payment Status',
} as const;
