import type { Language, Order } from '@farmai/contracts';

/** An order as the documents get it, its one line bought in `language` with `title` (and `shopTitle`). */
export function documentOrder(line: { title: string; shopTitle: string; titleLanguage: Language }): Order {
  return {
    _id: '0f4c2a7e-8d1b-4c3a-9e5f-2b6d7a8c9e10',
    orderNumber: 'FA-2026-000005',
    userId: 'u1',
    cartId: 'c1',
    cartItems: [
      { productId: 'p1', image: '', price: 12.5, quantity: 3, lineTotal: 37.5, ...line },
      {
        productId: 'p2',
        title: 'Hand Hoe',
        shopTitle: 'Hand Hoe',
        titleLanguage: 'en',
        image: '',
        price: 1234.5,
        quantity: 1,
        lineTotal: 1234.5,
      },
    ],
    addressInfo: {
      addressId: 'a1',
      address: 'গ্রাম রামপুর, খালের পাড়, বাড়ি ১২',
      city: 'বগুড়া',
      pincode: '5800',
      phone: '+8801712345678',
      notes: 'সন্ধ্যার আগে পৌঁছে দিন',
    },
    orderStatus: 'inProcess',
    paymentMethod: 'paypal',
    paymentStatus: 'paid',
    totalAmount: 1272,
    orderDate: '2026-03-14T09:30:00.000Z',
    orderUpdateDate: '2026-03-14T09:30:00.000Z',
    paymentId: 'pay-1',
    payerId: 'payer-1',
    paymentProvider: 'demo',
    timeline: [{ step: 'placed', at: '2026-03-14T09:30:00.000Z' }],
    customerName: 'রহিম উদ্দিন',
    customerEmail: 'rahim@example.com',
  };
}
