import { MAX_LINE_QUANTITY, MAX_MERGE_ITEMS, PRODUCT_FACT_KEYS, type ProductFactValues } from '@farmai/contracts';

/**
 * The cart of a visitor who has not signed in, kept in this browser's local storage
 * (docs/product/screens.md#shop-screens): each line's product id and quantity, with the title,
 * picture and prices seen when it was added, for showing it before the catalogue answers.
 * Signing in merges it into the account's cart (docs/product/wire.md#cart) and empties it.
 */
export const GUEST_CART_KEY = 'guestCart';

export interface GuestCartLine extends Partial<ProductFactValues> {
  productId: string;
  quantity: number;
  title: string;
  image: string;
  price: number;
  salePrice: number;
  totalStock?: number | undefined;
}

const text = (value: unknown, max: number) => (typeof value === 'string' && value.length <= max ? value : '');
const amount = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : 0);
const finite = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const count = (value: unknown, min: number, max: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? value : undefined;

/**
 * A stored line, or undefined when its product id or quantity is not usable; the shown fields fall
 * back to empty (the catalogue's answer replaces them). Checked by hand: a schema library would
 * double what the shop's first page downloads (docs/product/rules.md#speed-budgets).
 */
function readLine(entry: unknown, minQuantity: number): GuestCartLine | undefined {
  if (typeof entry !== 'object' || entry === null) return undefined;
  const line = entry as Record<string, unknown>;
  const productId = text(line.productId, 100);
  const quantity = count(line.quantity, minQuantity, MAX_LINE_QUANTITY);
  if (!productId || quantity === undefined) return undefined;
  return {
    productId,
    quantity,
    title: text(line.title, 500),
    image: text(line.image, 2048),
    price: amount(line.price),
    salePrice: amount(line.salePrice),
    totalStock: count(line.totalStock, 0, 10_000_000),
    // the facts the line rules may read, as last seen (the catalogue's answer replaces them)
    ...Object.fromEntries(PRODUCT_FACT_KEYS.map((key) => [key, finite(line[key])])),
  };
}

const EMPTY: readonly GuestCartLine[] = Object.freeze([]);

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined; // storage switched off: the cart lives as long as the page
  }
}

/** The lines, each readable one once (a hand-edited or older entry never breaks the page). */
function parse(raw: string | null, minQuantity: number): readonly GuestCartLine[] {
  if (!raw) return EMPTY;
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return EMPTY;
    const seen = new Set<string>();
    const lines: GuestCartLine[] = [];
    for (const entry of value) {
      const line = readLine(entry, minQuantity);
      if (!line || seen.has(line.productId)) continue;
      seen.add(line.productId);
      lines.push(line);
    }
    return lines.slice(0, MAX_MERGE_ITEMS);
  } catch {
    return EMPTY;
  }
}

/**
 * Cart lines kept in this browser's local storage under `key`: the visitor's cart, or what a
 * signed-in farmer changed with no connection (`offlineCart`). `minQuantity` 0 keeps lines of
 * no units (a line the server holds, removed offline).
 */
export function browserCart(key: string, minQuantity = 1) {
  const listeners = new Set<() => void>();
  let memory: string | null = null;
  let cached: { raw: string | null; lines: readonly GuestCartLine[] } = { raw: null, lines: EMPTY };

  const readRaw = (): string | null => {
    const store = storage();
    try {
      return store ? store.getItem(key) : memory;
    } catch {
      return memory;
    }
  };

  /** The lines now; the same array until they change (for useSyncExternalStore). */
  const lines = (): readonly GuestCartLine[] => {
    const raw = readRaw();
    if (raw !== cached.raw) cached = { raw, lines: parse(raw, minQuantity) };
    return cached.lines;
  };

  const write = (next: readonly GuestCartLine[]) => {
    const raw = next.length > 0 ? JSON.stringify(next) : null;
    const store = storage();
    try {
      if (!store) memory = raw;
      else if (raw === null) store.removeItem(key);
      else store.setItem(key, raw);
    } catch {
      memory = raw; // storage full or refused: keep it for this page
    }
    for (const listener of listeners) listener();
  };

  return {
    lines,
    /** Calls `listener` when the lines change, here or in another tab. */
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      const onStorage = (event: StorageEvent) => {
        if (event.key === key || event.key === null) listener();
      };
      globalThis.addEventListener?.('storage', onStorage);
      return () => {
        listeners.delete(listener);
        globalThis.removeEventListener?.('storage', onStorage);
      };
    },
    /** Adds `quantity` units of the product (a new line goes last), keeping its latest title, picture and prices. */
    add(product: Omit<GuestCartLine, 'quantity'>, quantity = 1) {
      const current = lines();
      const existing = current.find((line) => line.productId === product.productId);
      if (!existing && current.length >= MAX_MERGE_ITEMS) return;
      write(
        existing
          ? current.map((line) =>
              line === existing
                ? { ...line, ...product, quantity: Math.min(MAX_LINE_QUANTITY, line.quantity + quantity) }
                : line,
            )
          : [...current, { ...product, quantity }],
      );
    },
    /** Sets the product's line to `quantity` units (a new line goes last), with its latest title, picture and prices. */
    put(product: Omit<GuestCartLine, 'quantity'>, quantity: number) {
      const current = lines().filter((line) => line.productId !== product.productId);
      if (current.length >= MAX_MERGE_ITEMS) return;
      write([...current, { ...product, quantity }]);
    },
    setQuantity(productId: string, quantity: number) {
      write(lines().map((line) => (line.productId === productId ? { ...line, quantity } : line)));
    },
    remove(productIds: readonly string[]) {
      const gone = new Set(productIds);
      write(lines().filter((line) => !gone.has(line.productId)));
    },
    clear() {
      write(EMPTY);
    },
  };
}

export type BrowserCart = ReturnType<typeof browserCart>;

export const guestCart = browserCart(GUEST_CART_KEY);
export const guestCartLines = guestCart.lines;
export const subscribeGuestCart = guestCart.subscribe;
export const addGuestLine = guestCart.add;
export const setGuestQuantity = guestCart.setQuantity;
export const removeGuestLines = guestCart.remove;
export const clearGuestCart = guestCart.clear;

/**
 * What a signed-in farmer changed in the cart with no connection, kept on this phone under their
 * account until the server's cart has it (`useSendOfflineCart`): `added`, units to add to the
 * server's lines (sent in one merge); `changed`, the number of units a line the server holds should
 * have (0: removed), sent first, as the quantity changes and removals they stand for.
 */
export interface OfflineCart {
  added: BrowserCart;
  changed: BrowserCart;
}

const offline = new Map<string, OfflineCart>();

export function offlineCart(userId: string): OfflineCart {
  let cart = offline.get(userId);
  if (!cart) {
    cart = { added: browserCart(`cartWaiting:${userId}`), changed: browserCart(`cartChanged:${userId}`, 0) };
    offline.set(userId, cart);
  }
  return cart;
}

/** The changes kept for no one (a visitor, an admin): always empty. */
const NOTHING: BrowserCart = {
  lines: () => EMPTY,
  subscribe: () => () => undefined,
  add: () => undefined,
  put: () => undefined,
  setQuantity: () => undefined,
  remove: () => undefined,
  clear: () => undefined,
};
export const NO_OFFLINE_CART: OfflineCart = { added: NOTHING, changed: NOTHING };
