import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { shopSettings } from '../../db/schema-settings.js';

export type ShopSettingsRow = typeof shopSettings.$inferSelect;
export type ShopSettingsChange = Partial<Pick<ShopSettingsRow, 'cashOnDelivery' | 'cashFeeCents' | 'cashMaxCents'>>;

/** The defaults of a shop that never saved its settings: no cash on delivery. */
const DEFAULTS: ShopSettingsRow = {
  id: 1,
  cashOnDelivery: false,
  cashFeeCents: 0,
  cashMaxCents: null,
  updatedAt: new Date(0),
};

/** The shop's settings (its one row); the defaults when the row is missing. */
export async function readSettings(db: Executor): Promise<ShopSettingsRow> {
  const [row] = await db.select().from(shopSettings).where(eq(shopSettings.id, 1)).limit(1);
  return row ?? DEFAULTS;
}

/** Writes the settings given, creating the row when it is missing. */
export async function writeSettings(db: Executor, values: ShopSettingsChange): Promise<ShopSettingsRow> {
  const [row] = await db
    .insert(shopSettings)
    .values({ id: 1, ...values, updatedAt: new Date() })
    .onConflictDoUpdate({ target: shopSettings.id, set: { ...values, updatedAt: new Date() } })
    .returning();
  if (!row) throw new Error('upsert returned no row');
  return row;
}
