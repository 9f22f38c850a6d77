import type { SharedCatalogue } from '@farmai/contracts/shared-messages';
import type account from '@/locales/en/account.json';
import type activeIngredients from '@/locales/en/active-ingredients.json';
import type addresses from '@/locales/en/addresses.json';
import type admin from '@/locales/en/admin.json';
import type adminContent from '@/locales/en/admin-content.json';
import type adminDashboard from '@/locales/en/admin-dashboard.json';
import type adminOrders from '@/locales/en/admin-orders.json';
import type adminProducts from '@/locales/en/admin-products.json';
import type adminTable from '@/locales/en/admin-table.json';
import type app from '@/locales/en/app.json';
import type auth from '@/locales/en/auth.json';
import type cart from '@/locales/en/cart.json';
import type catalog from '@/locales/en/catalog.json';
import type catalogSearch from '@/locales/en/catalog-search.json';
import type checkout from '@/locales/en/checkout.json';
import type common from '@/locales/en/common.json';
import type contentReader from '@/locales/en/content-reader.json';
import type crops from '@/locales/en/crops.json';
import type diagnosis from '@/locales/en/diagnosis.json';
import type diagnosisShop from '@/locales/en/diagnosis-shop.json';
import type farmerHome from '@/locales/en/farmer-home.json';
import type guest from '@/locales/en/guest.json';
import type imageUpload from '@/locales/en/image-upload.json';
import type mail from '@/locales/en/mail.json';
import type markdown from '@/locales/en/markdown.json';
import type orderTracking from '@/locales/en/order-tracking.json';
import type orders from '@/locales/en/orders.json';
import type productPage from '@/locales/en/product-page.json';
import type profile from '@/locales/en/profile.json';
import type shopCatalog from '@/locales/en/shop-catalog.json';
import type suggestions from '@/locales/en/suggestions.json';
import type translations from '@/locales/en/translations.json';

/**
 * The English catalogues, one per area of the app (`src/locales/en/<area>.json`). Listing an area
 * here is what lets code use its keys: an id that is not in English fails the type check, and
 * `catalogues.test.ts` fails when a language lacks a key English has, or has one English lacks.
 */
interface Catalogues {
  account: typeof account;
  'active-ingredients': typeof activeIngredients;
  addresses: typeof addresses;
  'admin-content': typeof adminContent;
  'admin-dashboard': typeof adminDashboard;
  'admin-orders': typeof adminOrders;
  'admin-products': typeof adminProducts;
  'admin-table': typeof adminTable;
  admin: typeof admin;
  app: typeof app;
  auth: typeof auth;
  cart: typeof cart;
  catalog: typeof catalog;
  'catalog-search': typeof catalogSearch;
  checkout: typeof checkout;
  common: typeof common;
  'content-reader': typeof contentReader;
  crops: typeof crops;
  diagnosis: typeof diagnosis;
  'diagnosis-shop': typeof diagnosisShop;
  'farmer-home': typeof farmerHome;
  guest: typeof guest;
  'image-upload': typeof imageUpload;
  'order-tracking': typeof orderTracking;
  'product-page': typeof productPage;
  mail: typeof mail;
  markdown: typeof markdown;
  orders: typeof orders;
  profile: typeof profile;
  'shop-catalog': typeof shopCatalog;
  /** The messages the API answers too (packages/contracts/src/shared-messages.ts). */
  shared: SharedCatalogue;
  suggestions: typeof suggestions;
  translations: typeof translations;
}

/** Every message id, `<area>.<key>`. */
export type MessageId = {
  [Area in keyof Catalogues]: `${Area}.${keyof Catalogues[Area] & string}`;
}[keyof Catalogues];

/** The values an ICU message's `{placeholders}` take. */
export type MessageValues = Record<string, string | number | Date | undefined>;
