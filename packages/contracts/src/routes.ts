/**
 * Every HTTP route of the API under `/api`, its method and its path, written once: the API registers
 * each from its definition here and the web app calls it by the same definition. A path names its
 * parameters as `:name` segments, which `pathTo` fills. Plain values, so a page reads them without
 * the schema library (docs/product/wire.md describes what each answers).
 */

/** The methods the API's routes answer (GET routes answer HEAD as well). */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/** One route: its method and its path under `/api`, with `:name` for each parameter. */
export interface RouteDefinition<Path extends string = string> {
  readonly method: HttpMethod;
  readonly path: Path;
}

/** A group of routes, or of groups. */
export interface RouteGroup {
  readonly [name: string]: RouteDefinition | RouteGroup;
}

export const routes = {
  /** Liveness and readiness checks, for the load balancer and the web app's start-up (the shop's currency). */
  operations: {
    health: { method: 'GET', path: '/api/health' },
    ready: { method: 'GET', path: '/api/ready' },
  },

  /** Signing up, in and out, the session check, and the calls behind mailed links (password reset, new e-mail). */
  auth: {
    register: { method: 'POST', path: '/api/auth/register' },
    login: { method: 'POST', path: '/api/auth/login' },
    logout: { method: 'POST', path: '/api/auth/logout' },
    logoutAll: { method: 'POST', path: '/api/auth/logout-all' },
    checkAuth: { method: 'GET', path: '/api/auth/check-auth' },
    forgotPassword: { method: 'POST', path: '/api/auth/forgot-password' },
    resetPassword: { method: 'POST', path: '/api/auth/reset-password' },
    confirmEmail: { method: 'POST', path: '/api/auth/confirm-email' },
  },

  /** The shop: its public catalog, and a signed-in shopper's cart, addresses, account, orders and reviews. */
  shop: {
    /** The public catalog: lists, one product, what is shown beside it, suggestions and searches. */
    products: {
      list: { method: 'GET', path: '/api/shop/products/get' },
      get: { method: 'GET', path: '/api/shop/products/get/:id' },
      related: { method: 'GET', path: '/api/shop/products/related/:id' },
      suggest: { method: 'GET', path: '/api/shop/products/suggest' },
      byIngredients: { method: 'GET', path: '/api/shop/products/by-ingredients' },
      search: { method: 'GET', path: '/api/shop/search/:keyword' },
    },
    /** The signed-in shopper's cart. */
    cart: {
      add: { method: 'POST', path: '/api/shop/cart/add' },
      get: { method: 'GET', path: '/api/shop/cart/get/:userId' },
      update: { method: 'PUT', path: '/api/shop/cart/update-cart' },
      merge: { method: 'POST', path: '/api/shop/cart/merge' },
      remove: { method: 'DELETE', path: '/api/shop/cart/:userId/:productId' },
    },
    /** The signed-in shopper's delivery addresses. */
    address: {
      add: { method: 'POST', path: '/api/shop/address/add' },
      list: { method: 'GET', path: '/api/shop/address/get/:userId' },
      update: { method: 'PUT', path: '/api/shop/address/update/:userId/:addressId' },
      remove: { method: 'DELETE', path: '/api/shop/address/delete/:userId/:addressId' },
    },
    /** The signed-in user's own account: name and language, e-mail, password, deleting it. */
    profile: {
      get: { method: 'GET', path: '/api/shop/profile/:userId' },
      update: { method: 'PUT', path: '/api/shop/profile/:userId' },
      remove: { method: 'DELETE', path: '/api/shop/profile/:userId' },
      changeEmail: { method: 'POST', path: '/api/shop/profile/:userId/email' },
      changePassword: { method: 'PUT', path: '/api/shop/profile/:userId/password' },
    },
    /** The shopper's orders: checkout, the payment's return, history, the receipt. */
    order: {
      create: { method: 'POST', path: '/api/shop/order/create' },
      capture: { method: 'POST', path: '/api/shop/order/capture' },
      cancel: { method: 'POST', path: '/api/shop/order/cancel' },
      retry: { method: 'POST', path: '/api/shop/order/retry' },
      paymentReturn: { method: 'POST', path: '/api/shop/order/return' },
      paymentOptions: { method: 'GET', path: '/api/shop/order/payment-options' },
      list: { method: 'GET', path: '/api/shop/order/list/:userId' },
      details: { method: 'GET', path: '/api/shop/order/details/:orderId' },
      receipt: { method: 'GET', path: '/api/shop/order/receipt/:orderId' },
    },
    /** A product's reviews. */
    review: {
      add: { method: 'POST', path: '/api/shop/review/add' },
      list: { method: 'GET', path: '/api/shop/review/:productId' },
    },
  },

  /** The back office (admins only). */
  admin: {
    /** The shop owner's first screen: sales, stock and content figures. */
    dashboard: {
      get: { method: 'GET', path: '/api/admin/dashboard' },
    },
    /** Products: the table, adding and editing, deleting and restoring, bulk actions, pictures. */
    products: {
      list: { method: 'GET', path: '/api/admin/products/get' },
      get: { method: 'GET', path: '/api/admin/products/get/:id' },
      add: { method: 'POST', path: '/api/admin/products/add' },
      edit: { method: 'PUT', path: '/api/admin/products/edit/:id' },
      remove: { method: 'DELETE', path: '/api/admin/products/delete/:id' },
      restore: { method: 'POST', path: '/api/admin/products/restore/:id' },
      bulkDelete: { method: 'POST', path: '/api/admin/products/bulk-delete' },
      bulkStock: { method: 'POST', path: '/api/admin/products/bulk-stock' },
      uploadImage: { method: 'POST', path: '/api/admin/products/upload-image' },
    },
    /** Every order: the list, one order, status changes and corrections, cash settled, the packing slip. */
    orders: {
      list: { method: 'GET', path: '/api/admin/orders/get' },
      details: { method: 'GET', path: '/api/admin/orders/details/:id' },
      update: { method: 'PUT', path: '/api/admin/orders/update/:id' },
      correct: { method: 'PUT', path: '/api/admin/orders/correct/:id' },
      cash: { method: 'POST', path: '/api/admin/orders/cash/:id' },
      packingSlip: { method: 'GET', path: '/api/admin/orders/packing-slip/:id' },
    },
    /** The shop's settings (cash on delivery). */
    settings: {
      get: { method: 'GET', path: '/api/admin/settings' },
      save: { method: 'PUT', path: '/api/admin/settings' },
    },
    /** The mails written to files while developing (listed only without an SMTP server, never in production). */
    mail: {
      status: { method: 'GET', path: '/api/admin/mail/status' },
      list: { method: 'GET', path: '/api/admin/mail' },
      get: { method: 'GET', path: '/api/admin/mail/:id' },
    },
  },

  /** The shop's content: home page banners, expert advice, cultivation guides, and the newsletter. */
  common: {
    /** The home page's banners. */
    feature: {
      list: { method: 'GET', path: '/api/common/feature/get' },
      translations: { method: 'GET', path: '/api/common/feature/translations' },
      add: { method: 'POST', path: '/api/common/feature/add' },
      update: { method: 'PUT', path: '/api/common/feature/:id' },
      remove: { method: 'DELETE', path: '/api/common/feature/:id' },
    },
    /** Expert advice articles: the public list, and the admin's list with translations and writes. */
    expertAdvice: {
      list: { method: 'GET', path: '/api/common/expertAdvice' },
      translations: { method: 'GET', path: '/api/common/expertAdvice/translations' },
      add: { method: 'POST', path: '/api/common/expertAdvice/add' },
      update: { method: 'PUT', path: '/api/common/expertAdvice/:id' },
      remove: { method: 'DELETE', path: '/api/common/expertAdvice/:id' },
    },
    /** Scientific cultivation guides: the public list, and the admin's list with translations and writes. */
    scm: {
      list: { method: 'GET', path: '/api/common/scm' },
      translations: { method: 'GET', path: '/api/common/scm/translations' },
      add: { method: 'POST', path: '/api/common/scm/add' },
      update: { method: 'PUT', path: '/api/common/scm/:id' },
      remove: { method: 'DELETE', path: '/api/common/scm/:id' },
    },
    /** Subscribing an e-mail address to the newsletter. */
    newsletter: {
      subscribe: { method: 'POST', path: '/api/common/newsletter' },
    },
  },

  /** Crop-disease diagnosis: the calls passed on to the diagnosis service, and a signed-in user's past answers. */
  diagnosis: {
    /** Forwarded to the diagnosis service (same paths there). */
    images: {
      analyze: { method: 'POST', path: '/api/images/analyze' },
      crops: { method: 'GET', path: '/api/images/crops' },
    },
    /** The signed-in user's past diagnoses. */
    history: {
      list: { method: 'GET', path: '/api/diagnosis/history' },
      clear: { method: 'DELETE', path: '/api/diagnosis/history' },
      get: { method: 'GET', path: '/api/diagnosis/history/:id' },
      remove: { method: 'DELETE', path: '/api/diagnosis/history/:id' },
    },
  },

  /** The demo payment provider's approval page (HTML) and its "Pay now" form; served only with that provider. */
  payments: {
    /** The demo provider's pages, which the buyer is sent to instead of PayPal's. */
    demo: {
      page: { method: 'GET', path: '/api/payments/demo/:paymentId' },
      approve: { method: 'POST', path: '/api/payments/demo/:paymentId/approve' },
    },
  },
} as const satisfies RouteGroup;

/** The routes of one kind of content entry (`routes.common.scm`, `routes.common.expertAdvice`): each has these five. */
export interface ContentRoutes {
  readonly list: RouteDefinition;
  readonly translations: RouteDefinition;
  readonly add: RouteDefinition;
  readonly update: RouteDefinition<`${string}/:id`>;
  readonly remove: RouteDefinition<`${string}/:id`>;
}

/** The parameter names of a path template: `'/a/:userId/b/:id'` → `'userId' | 'id'`. */
export type PathParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** The values of a path's parameters, each named once. */
export type PathParams<Path extends string> = { readonly [Name in PathParamNames<Path>]: string | number };

/** What `pathTo` takes after the route: the path's parameters, or nothing for a path without any. */
export type PathToArgs<Path extends string> = [PathParamNames<Path>] extends [never] ? [] : [params: PathParams<Path>];

const PARAM = /:([A-Za-z0-9_]+)/g;

/**
 * The path of a route with its parameters filled in, each encoded as a URI component:
 * `pathTo(routes.shop.cart.remove, { userId: 'u 1', productId: 'p/2' })` → `/api/shop/cart/u%201/p%2F2`.
 */
export function pathTo<Path extends string>(route: RouteDefinition<Path>, ...args: PathToArgs<Path>): string {
  const params = (args[0] ?? {}) as Record<string, string | number | undefined>;
  return route.path.replace(PARAM, (_segment, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`pathTo: ${route.path} needs the parameter ${name}`);
    return encodeURIComponent(value);
  });
}

/** Every route definition in a group and its subgroups, with its dotted name (`shop.cart.add`). */
export function listRoutes(group: RouteGroup = routes, prefix = ''): { name: string; route: RouteDefinition }[] {
  return Object.entries(group).flatMap(([key, value]) => {
    const name = prefix ? `${prefix}.${key}` : key;
    return isRouteDefinition(value) ? [{ name, route: value }] : listRoutes(value, name);
  });
}

const isRouteDefinition = (value: RouteDefinition | RouteGroup): value is RouteDefinition =>
  typeof value.method === 'string' && typeof value.path === 'string';
