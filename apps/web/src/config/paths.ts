/** Every route path of the app, in one place; links and redirects use these. */
export const paths = {
  root: '/',
  auth: { login: '/auth/login', register: '/auth/register' },
  admin: {
    root: '/admin',
    dashboard: '/admin/dashboard',
    products: '/admin/products',
    orders: '/admin/orders',
    features: '/admin/features',
    scm: '/admin/scm',
    expertAdvice: '/admin/expertAdvice',
  },
  shop: {
    root: '/shop',
    home: '/shop/home',
    listing: '/shop/listing',
    checkout: '/shop/checkout',
    account: '/shop/account',
    paypalReturn: '/shop/paypal-return',
    paymentSuccess: '/shop/payment-success',
    search: '/shop/search',
  },
  farmAI: {
    root: '/farmAI',
    home: '/farmAI/home',
    expertAdvice: '/farmAI/expertAdvice',
    scientificCultivation: '/farmAI/scientificCultivation',
    diagnosis: '/farmAI/diagnosis',
  },
  unauth: '/unauth-page',
  /**
   * Where a product is shown: the shop's search for its title, which lists it with its details
   * dialog. The one place to change when products get pages of their own.
   */
  shopProduct: (product: { _id: string; title: string }) => `/shop/search?keyword=${encodeURIComponent(product.title)}`,
  suggestion: (id: number | string) => `/suggestion/${id}`,
  scientificCultivationDetail: (id: string) => `/scientific-cultivation/${id}`,
} as const;
