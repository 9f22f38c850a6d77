import { MAX_LINE_QUANTITY, MAX_MERGE_ITEMS } from '@farmai/contracts';

/**
 * The cart of a visitor who has not signed in, kept in this browser's local storage
 * (docs/product/screens.md#shop-screens): each line's product id and quantity, with the title,
 * picture and prices seen when it was added, for showing it before the catalogue answers.
 * Signing in merges it into the account's cart (docs/product/wire.md#cart) and empties it.
 */
export const GUEST_CART_KEY = 'guestCart';

export interface GuestCartLine {
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
const count = (value: unknown, min: number, max: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? value : undefined;

/**
 * A stored line, or undefined when its product id or quantity is not usable; the shown fields fall
 * back to empty (the catalogue's answer replaces them). Checked by hand: a schema library would
 * double what the shop's first page downloads (docs/product/rules.md#speed-budgets).
 */
function readLine(entry: unknown): GuestCartLine | undefined {
  if (typeof entry !== 'object' || entry === null) return undefined;
  const line = entry as Record<string, unknown>;
  const productId = text(line.productId, 100);
  const quantity = count(line.quantity, 1, MAX_LINE_QUANTITY);
  if (!productId || quantity === undefined) return undefined;
  return {
    productId,
    quantity,
    title: text(line.title, 500),
    image: text(line.image, 2048),
    price: amount(line.price),
    salePrice: amount(line.salePrice),
    totalStock: count(line.totalStock, 0, 10_000_000),
  };
}

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
      const line = readLine(entry);
      if (!line || seen.has(line.productId)) continue;
      seen.add(line.productId);
      lines.push(line);
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
        line === existing
          ? { ...line, ...product, quantity: Math.min(MAX_LINE_QUANTITY, line.quantity + quantity) }
          : line,
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
