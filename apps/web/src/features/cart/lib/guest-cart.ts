import { MAX_MERGE_ITEMS } from '@farmai/contracts';
import { z } from 'zod';

/**
 * The cart of a visitor who has not signed in, kept in this browser's local storage
 * (docs/product/screens.md#shop-screens): each line's product id and quantity, with the title,
 * picture and prices seen when it was added, for showing it before the catalogue answers.
 * Signing in merges it into the account's cart (docs/product/wire.md#cart) and empties it.
 */
export const GUEST_CART_KEY = 'guestCart';

const lineSchema = z.object({
  productId: z.string().min(1).max(100),
  quantity: z.number().int().min(1).max(10_000),
  title: z.string().max(500).catch(''),
  image: z.string().max(2048).catch(''),
  price: z.number().min(0).catch(0),
  salePrice: z.number().min(0).catch(0),
  totalStock: z.number().int().min(0).optional().catch(undefined),
});
export type GuestCartLine = z.infer<typeof lineSchema>;

const EMPTY: readonly GuestCartLine[] = Object.freeze([]);
const listeners = new Set<() => void>();

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined; // storage switched off: the cart lives as long as the page
  }
}

let memory: string | null = null;
let cached: { raw: string | null; lines: readonly GuestCartLine[] } = { raw: null, lines: EMPTY };

function readRaw(): string | null {
  const store = storage();
  try {
    return store ? store.getItem(GUEST_CART_KEY) : memory;
  } catch {
    return memory;
  }
}

/** The lines, each readable one once (a hand-edited or older entry never breaks the page). */
function parse(raw: string | null): readonly GuestCartLine[] {
  if (!raw) return EMPTY;
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return EMPTY;
    const seen = new Set<string>();
    const lines: GuestCartLine[] = [];
    for (const entry of value) {
      const line = lineSchema.safeParse(entry);
      if (!line.success || seen.has(line.data.productId)) continue;
      seen.add(line.data.productId);
      lines.push(line.data);
    }
    return lines.slice(0, MAX_MERGE_ITEMS);
  } catch {
    return EMPTY;
  }
}

/** The lines now; the same array until they change (for useSyncExternalStore). */
export function guestCartLines(): readonly GuestCartLine[] {
  const raw = readRaw();
  if (raw !== cached.raw) cached = { raw, lines: parse(raw) };
  return cached.lines;
}

function write(lines: readonly GuestCartLine[]) {
  const raw = lines.length > 0 ? JSON.stringify(lines) : null;
  const store = storage();
  try {
    if (!store) memory = raw;
    else if (raw === null) store.removeItem(GUEST_CART_KEY);
    else store.setItem(GUEST_CART_KEY, raw);
  } catch {
    memory = raw; // storage full or refused: keep it for this page
  }
  for (const listener of listeners) listener();
}

/** Calls `listener` when the lines change, here or in another tab. */
export function subscribeGuestCart(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === GUEST_CART_KEY || event.key === null) listener();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

/** Adds `quantity` units of the product (a new line goes last), keeping its latest title, picture and prices. */
export function addGuestLine(product: Omit<GuestCartLine, 'quantity'>, quantity = 1) {
  const lines = guestCartLines();
  const existing = lines.find((line) => line.productId === product.productId);
  if (!existing && lines.length >= MAX_MERGE_ITEMS) return;
  const next = existing
    ? lines.map((line) =>
        line === existing ? { ...line, ...product, quantity: Math.min(10_000, line.quantity + quantity) } : line,
      )
    : [...lines, { ...product, quantity }];
  write(next);
}

export function setGuestQuantity(productId: string, quantity: number) {
  write(guestCartLines().map((line) => (line.productId === productId ? { ...line, quantity } : line)));
}

export function removeGuestLines(productIds: readonly string[]) {
  const gone = new Set(productIds);
  write(guestCartLines().filter((line) => !gone.has(line.productId)));
}

export function clearGuestCart() {
  write(EMPTY);
}
