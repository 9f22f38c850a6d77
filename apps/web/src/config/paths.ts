import { productPageSegment } from '@farmai/contracts';

/** Every route path of the app, in one place; links and redirects use these. */
export const paths = {
  root: '/',
  auth: {
    login: '/auth/login',
    register: '/auth/register',
    forgotPassword: '/auth/forgot-password',
    resetPassword: '/auth/reset-password',
    confirmEmail: '/auth/confirm-email',
  },
  admin: {
    root: '/admin',
    dashboard: '/admin/dashboard',
    products: '/admin/products',
    orders: '/admin/orders',
    features: '/admin/features',
    scm: '/admin/scm',
    expertAdvice: '/admin/expertAdvice',
    mail: '/admin/mail',
    settings: '/admin/settings',
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
    /** A product's own page: `{id}-{slug}` (productPath). */
    product: '/shop/product/:idSlug',
  },
  farmAI: {
    root: '/farmAI',
    home: '/farmAI/home',
    expertAdvice: '/farmAI/expertAdvice',
    scientificCultivation: '/farmAI/scientificCultivation',
    diagnosis: '/farmAI/diagnosis',
  },
  unauth: '/unauth-page',
  suggestion: (id: number | string) => `/suggestion/${id}`,
  scientificCultivationDetail: (id: string) => `/scientific-cultivation/${id}`,
} as const;

/**
 * A product's page: `/shop/product/{id}-{slug}`, the slug made from its English title by the
 * server (the same in every language, so a shared link reads alike for everyone).
 */
export const productPath = (product: { _id: string; slug: string }) => `/shop/product/${productPageSegment(product)}`;
