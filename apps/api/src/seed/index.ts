import {
  adviceTranslationsSchema,
  cultivationTranslationsSchema,
  featureTranslationsSchema,
  productTranslationsSchema,
} from '@farmai/contracts';
import type { StorageDriver } from '@farmai/media';
import type { Db } from '../db/client.js';
import { toCents } from '../lib/money.js';
import { findUserByEmail, registerUser, upsertAdmin } from '../modules/auth/index.js';
import { insertProducts, setUnitsSold } from '../modules/catalog/index.js';
import * as content from '../modules/content/index.js';
import { seedDemoOrders } from '../modules/orders/index.js';
import { setCashOnDelivery } from '../modules/settings/index.js';
import { storeImage } from '../modules/uploads/index.js';
import { seedAdvice } from './content/advice.js';
import { seedBanners } from './content/banners.js';
import { seedCultivation } from './content/cultivation.js';
import { seedProducts } from './content/products.js';
import { isCatalogEmpty } from './empty.js';
import { packOf, renderBannerImage, renderProductGallery, renderProductImage } from './images/index.js';
import { seedTranslationsOf } from './translations.js';

export interface SeedAccounts {
  admin: { email: string; password: string };
  farmer: { email: string; password: string; userName: string };
}

export interface SeedResult {
  seeded: boolean;
  products: number;
  advice: number;
  cultivation: number;
  banners: number;
}

/** Runs `fn` over `items` with at most `limit` running at once (image rendering is CPU-bound). */
async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i] as T, i);
    }
  });
  await Promise.all(workers);
  return results;
}

/** The advice articles, cultivation guides and banners, with their pictures and translations. */
async function seedContent(db: Db, storage: StorageDriver): Promise<void> {
  const day = 24 * 60 * 60 * 1000;
  const now = Date.now();
  // covers carry no words: the title is text beside them, in the reader's language
  await mapLimit(seedAdvice, 2, async (a, i) => {
    const path = await storeImage(storage, 'advice', await renderBannerImage(a.art));
    // spread the posting dates over the last weeks, newest first in the list
    await content.insertAdvice(db, {
      title: a.title,
      description: a.description,
      path,
      postedDate: new Date(now - (i + 1) * 3 * day),
      translations: adviceTranslationsSchema.parse(seedTranslationsOf('advice', a.title)),
    });
  });
  // a draft the admin is still writing: on the admin's list, marked Draft; farmers never see it
  await content.insertAdvice(db, {
    title: 'Drip irrigation for dry-season vegetables',
    description:
      '## Why drip\nWater goes **to the roots**, so a field needs *about half* the water of flooding.\n\n1. Layout: one lateral per bed.\n- Check the filter weekly\n- Flush the lines after fertigation',
    path: '',
    status: 'draft',
    translations: {},
  });
  for (const c of seedCultivation) {
    const path = await storeImage(storage, 'cultivation', await renderBannerImage(c.art));
    await content.insertCultivation(db, {
      cropName: c.crop_name,
      description: c.description,
      path,
      translations: cultivationTranslationsSchema.parse(seedTranslationsOf('cultivation', c.crop_name)),
    });
  }
  // a banner's words are drawn into its English picture, and kept as text with a picture without
  // them, over which the browser draws them in another language
  for (const b of seedBanners) {
    const image = await storeImage(storage, 'features', await renderBannerImage(b.art, b.title));
    const backdrop = await storeImage(
      storage,
      'features',
      await renderBannerImage(b.art, b.title, { drawCaption: false }),
    );
    await content.insertFeature(db, image, {
      title: b.title,
      backdrop,
      translations: featureTranslationsSchema.parse(seedTranslationsOf('banners', b.title)),
    });
  }
}

/** The delivery address of the demo farmer's orders. */
const DEMO_ADDRESS = {
  address: '12 Canal Road, Village Rampur',
  city: 'Bogura',
  pincode: '5800',
  phone: '+880 1711 000000',
  notes: 'Call before delivery',
};

/** The demo's shelf life by category, in months: a seed pack's viability and a pesticide's stated life. */
const DEMO_SHELF_LIFE_MONTHS: Record<string, number> = { seed: 12, pestisides: 24 };

/**
 * Fills an empty database with the demo shop: the admin and farmer accounts, products with
 * generated pictures, expert advice, cultivation guides and banners, each with the translations
 * of seed/content/translations (checked against the contracts). Does nothing when the catalog
 * already has products, unless `force` is set.
 */
export async function seedDemoData(
  db: Db,
  storage: StorageDriver,
  accounts: SeedAccounts,
  options: { force?: boolean } = {},
): Promise<SeedResult> {
  if (!options.force && !(await isCatalogEmpty(db))) {
    return { seeded: false, products: 0, advice: 0, cultivation: 0, banners: 0 };
  }
  await upsertAdmin(db, { ...accounts.admin, userName: 'admin' });
  const farmer = (await findUserByEmail(db, accounts.farmer.email)) ?? (await registerUser(db, accounts.farmer));

  // each product's picture, and two more made from it (a close-up and another angle)
  const pictures = await mapLimit(seedProducts, 4, async (p) => {
    const main = await renderProductImage(p);
    const more = await renderProductGallery(main, p);
    return Promise.all([main, ...more].map((bytes) => storeImage(storage, 'products', bytes)));
  });
  await insertProducts(
    db,
    seedProducts.map((p, i) => ({
      image: pictures[i]?.[0] as string,
      gallery: pictures[i]?.slice(1) ?? [],
      ...packOf(p),
      shelfLifeMonths: DEMO_SHELF_LIFE_MONTHS[p.category] ?? null,
      title: p.title,
      description: p.description,
      category: p.category,
      brand: p.brand,
      priceCents: toCents(p.price),
      salePriceCents: toCents(p.salePrice),
      totalStock: p.totalStock,
      activeIngredients: p.activeIngredients ?? [],
      translations: productTranslationsSchema.parse(seedTranslationsOf('products', p.title)),
    })),
  );
  await setUnitsSold(
    db,
    seedProducts.flatMap((p) => (p.sold ? [{ title: p.title, units: p.sold }] : [])),
  );

  await seedContent(db, storage);
  // the demo farmer's order history: delivered, on its way, just paid
  await seedDemoOrders(db, { userId: farmer.id, address: DEMO_ADDRESS });
  // the demo shop offers cash on delivery: a $1.50 fee, for orders up to $500
  await setCashOnDelivery(db, { enabled: true, feeCents: 150, maxCents: 50_000 });
  return {
    seeded: true,
    products: seedProducts.length,
    advice: seedAdvice.length,
    cultivation: seedCultivation.length,
    banners: seedBanners.length,
  };
}
