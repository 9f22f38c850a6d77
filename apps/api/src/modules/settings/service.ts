import type { ShopSettings } from '@farmai/contracts';
import type { Executor } from '../../db/client.js';
import { toCents, toDollars } from '../../lib/money.js';
import * as repo from './repository.js';

/** Cash on delivery as the orders module applies it: on or off, its fee and maximum in cents. */
export interface CashTerms {
  enabled: boolean;
  feeCents: number;
  /** The largest order total (before the fee) cash may pay; null: no limit. */
  maxCents: number | null;
}

export async function cashTerms(db: Executor): Promise<CashTerms> {
  const row = await repo.readSettings(db);
  return { enabled: row.cashOnDelivery, feeCents: row.cashFeeCents, maxCents: row.cashMaxCents };
}

const toWire = (row: repo.ShopSettingsRow): ShopSettings => ({
  cashOnDelivery: {
    enabled: row.cashOnDelivery,
    fee: toDollars(row.cashFeeCents),
    maximum: row.cashMaxCents === null ? null : toDollars(row.cashMaxCents),
  },
});

export async function getSettings(db: Executor): Promise<ShopSettings> {
  return toWire(await repo.readSettings(db));
}

export async function saveSettings(db: Executor, settings: ShopSettings): Promise<ShopSettings> {
  const cash = settings.cashOnDelivery;
  return toWire(
    await repo.writeSettings(db, {
      cashOnDelivery: cash.enabled,
      cashFeeCents: toCents(cash.fee),
      cashMaxCents: cash.maximum === null ? null : toCents(cash.maximum),
    }),
  );
}

/** Turns cash on delivery on or off with a fee and maximum in cents (the demo shop's seed). */
export async function setCashOnDelivery(db: Executor, terms: CashTerms): Promise<void> {
  await repo.writeSettings(db, {
    cashOnDelivery: terms.enabled,
    cashFeeCents: terms.feeCents,
    cashMaxCents: terms.maxCents,
  });
}
