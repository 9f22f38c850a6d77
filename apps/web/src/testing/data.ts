import { type Cart, NO_FACTS, type Order, type Product } from '@farmai/contracts';

/** A product as the API sends it; override what the test is about. */
export const product = (overrides: Partial<Product> = {}): Product => ({
  _id: 'p1',
  image: '/uploads/products/p1.webp',
  title: 'Hybrid Tomato Seeds',
  description: 'High-yield tomato seeds for the rabi season.',
  category: 'seed',
  brand: 'aci',
  price: 12.5,
  salePrice: 0,
  totalStock: 40,
  averageReview: 4,
  images: [overrides.image ?? '/uploads/products/p1.webp'],
  unit: 'piece',
  packSize: 1,
  ...NO_FACTS,
  slug: 'hybrid-tomato-seeds',
  ...overrides,
});

export const cart = (items: Partial<Cart['items'][number]>[]): Cart =>
  ({
    _id: 'c1',
    userId: 'u1',
    items: items.map((item, i) => ({
      productId: `p${i + 1}`,
      title: `Product ${i + 1}`,
      image: `/uploads/products/p${i + 1}.webp`,
      price: 10,
      salePrice: 0,
      quantity: 1,
      totalStock: 20,
      ...item,
    })),
  }) as Cart;

/** An order line bought in English (or in `titleLanguage`, with the shop's title given apart). */
export const line = (title: string, more: Partial<Order['cartItems'][number]> = {}): Order['cartItems'][number] => ({
  productId: 'p1',
  title,
  shopTitle: title,
  titleLanguage: 'en',
  image: '',
  price: 12.5,
  quantity: 2,
  lineTotal: 25,
  ...more,
});

export const order = (overrides: Partial<Order> = {}): Order =>
  ({
    _id: 'o1',
    orderNumber: 'FA-2025-000001',
    userId: 'u1',
    cartId: 'c1',
    cartItems: [line('Hybrid Tomato Seeds')],
    addressInfo: {
      addressId: 'ad1',
      address: 'Road 4',
      city: 'Bogura',
      pincode: '5800',
      phone: '0170000000',
      notes: '',
    },
    orderStatus: 'pending',
    paymentMethod: 'paypal',
    paymentStatus: 'paid',
    totalAmount: 25,
    orderDate: '2025-03-14T09:30:00.000Z',
    orderUpdateDate: '2025-03-14T09:30:00.000Z',
    paymentId: 'PAY-1',
    payerId: 'PAYER-1',
    paymentProvider: 'demo',
    timeline: [
      { step: 'placed', at: '2025-03-14T09:30:00.000Z' },
      { step: 'paid', at: '2025-03-14T09:32:00.000Z' },
    ],
    ...overrides,
  }) as Order;
