import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../../db/client.js';
import type { CatalogChange } from '../../../plugins/catalog-cache.js';
import * as repo from '../repository.js';
import { CatalogReadModel } from './read-model.js';

/** Rows read per statement while the whole catalog is loaded. */
const LOAD_CHUNK = 2_000;
/**
 * A change without ids (stock moved by an order) is caught up by time: the rows changed since the
 * previous catch-up began, less this margin (for transactions that committed after it began, and
 * for clocks of replicas that differ a little).
 */
const CATCH_UP_MARGIN_MS = 30_000;
/** How often the store checks it has seen every change (count and newest change time). */
const RECONCILE_EVERY_MS = 30_000;
/** Every this many checks, every product's change time is compared even when count and newest agree. */
const FULL_CHECK_EVERY = 10;

/** Applies rows read again: the archived ones leave the model like the deleted ones. */
function applyOnSale(model: CatalogReadModel, rows: repo.ProductRow[], removedIds: string[] = []): void {
  const onSale = rows.filter((row) => row.archivedAt === null);
  const archived = rows.filter((row) => row.archivedAt !== null).map((row) => row.id);
  model.apply(onSale, [...removedIds, ...archived]);
}

/**
 * Keeps a CatalogReadModel in step with the products table. The whole catalog is read once at
 * start, in chunks (the server listens once it is loaded; should the load fail, the routes read
 * SQL); then
 * every change is applied as it is announced through the catalog cache, made on this replica
 * (before the writer's request answers) or on another (through Redis):
 * - with ids (admin edits, reviews, orders): those rows are read again, and the ids no longer found
 *   removed; the ids announced while an earlier reading runs are read together, in one statement;
 * - without (stock moved where the writer does not know the products: payment settling, a failed
 *   order): the rows changed since the previous catch-up began, less a margin, are read through
 *   the updated_at index;
 * - and every 30 s the count of products and the newest change are compared with the model's; when
 *   they differ (and every 5 minutes regardless), every product's id and change time are, and the
 *   rows that differ are read again (a change made in SQL by hand, or whose message was lost).
 * Changes are applied one at a time, in the order they come (a reading by id joins the one queued).
 */
export class CatalogReadModelStore {
  private model: CatalogReadModel | undefined;
  private queue: Promise<void> = Promise.resolve();
  private newestChange = 0;
  /** When the previous catch-up (or the load) began, on this process's clock. */
  private caughtUpAt = 0;
  private checks = 0;
  private timer: NodeJS.Timeout | undefined;
  private closed = false;
  /** A catch-up by time that is queued and not begun: later ones join it. */
  private pendingCatchUp: Promise<void> | undefined;
  /** A reading of products by id that is queued and not begun: later changes add their ids to it. */
  private pendingRefresh: { ids: Set<string>; done: Promise<void> } | undefined;

  constructor(
    private readonly db: Executor,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The model, once the catalog is loaded. */
  get current(): CatalogReadModel | undefined {
    return this.model;
  }

  /** Loads the catalog in the background and starts the periodic check. */
  start(): Promise<void> {
    const loaded = this.enqueue(() => this.reload());
    this.timer = setInterval(() => {
      void this.enqueue(() => this.reconcile());
    }, RECONCILE_EVERY_MS);
    this.timer.unref();
    return loaded;
  }

  /** Applies a change announced by a writer; resolves when the model shows it. */
  changed(change: CatalogChange): Promise<void> {
    if (change.products) {
      // orders come many at a time: the changes that queue up while one is read are read together
      if (!this.pendingRefresh) {
        const ids = new Set<string>();
        const done = this.enqueue(async () => {
          this.pendingRefresh = undefined;
          await this.refresh([...ids]);
        });
        this.pendingRefresh = { ids, done };
      }
      for (const id of change.products) this.pendingRefresh.ids.add(id);
      return this.pendingRefresh.done;
    }
    this.pendingCatchUp ??= this.enqueue(async () => {
      this.pendingCatchUp = undefined;
      await this.catchUp();
    });
    return this.pendingCatchUp;
  }

  close(): void {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
  }

  private enqueue(task: () => Promise<void>): Promise<void> {
    const run = this.queue.then(async () => {
      if (this.closed) return;
      try {
        await task();
      } catch (err) {
        this.log.warn({ err }, 'catalog read model could not be brought up to date');
      }
    });
    this.queue = run;
    return run;
  }

  private note(rows: { updatedAt: Date }[]): void {
    for (const row of rows) this.newestChange = Math.max(this.newestChange, row.updatedAt.getTime());
  }

  private async reload(): Promise<void> {
    const startedAt = Date.now();
    const model = new CatalogReadModel();
    let last: string | undefined;
    this.newestChange = 0;
    this.caughtUpAt = Date.now();
    for (;;) {
      const rows = await repo.readProductsAfter(this.db, last, LOAD_CHUNK);
      if (rows.length === 0 || this.closed) break;
      model.load(rows);
      this.note(rows);
      last = rows[rows.length - 1]?.id;
      if (rows.length < LOAD_CHUNK) break;
    }
    // the words of products gone before this load too: corrections choose among the words SQL knows
    model.vocabulary.know(await repo.readVocabularies(this.db));
    model.seal();
    this.model = model;
    this.log.info({ products: model.size, ms: Date.now() - startedAt }, 'catalog read model loaded');
  }

  private async refresh(ids: string[]): Promise<void> {
    const model = this.model;
    if (!model) return;
    for (let i = 0; i < ids.length; i += LOAD_CHUNK) {
      const chunk = ids.slice(i, i + LOAD_CHUNK);
      const rows = await repo.readProductsByIds(this.db, chunk);
      const found = new Set(rows.map((r) => r.id));
      applyOnSale(
        model,
        rows,
        chunk.filter((id) => !found.has(id)),
      );
      this.note(rows);
    }
  }

  private async catchUp(): Promise<void> {
    const model = this.model;
    if (!model) return;
    const since = this.caughtUpAt - CATCH_UP_MARGIN_MS;
    this.caughtUpAt = Date.now();
    // the versions first, then only the rows the model holds in another version, a chunk at a
    // time: a bulk change of the whole catalog (or a catalog seeded just before) is read piecemeal
    const versions = await repo.readProductVersionsSince(this.db, new Date(since));
    await this.readAgain(model, model.differences(versions, true).changed);
    this.note(versions);
  }

  private async readAgain(model: CatalogReadModel, ids: string[]): Promise<void> {
    for (let i = 0; i < ids.length; i += LOAD_CHUNK) {
      const rows = await repo.readProductsByIds(this.db, ids.slice(i, i + LOAD_CHUNK));
      applyOnSale(model, rows);
      this.note(rows);
    }
  }

  /** The periodic check (see above), run now. */
  async reconcile(): Promise<void> {
    const model = this.model;
    if (!model) return;
    const { count, lastUpdate } = await repo.catalogFingerprint(this.db);
    this.checks += 1;
    const inStep = count === model.size && (lastUpdate?.getTime() ?? 0) <= this.newestChange;
    if (inStep && this.checks % FULL_CHECK_EVERY !== 0) return;
    // out of step (a change made in SQL by hand, or a message lost): read again what differs
    const { changed, removed } = model.differences(await repo.readProductVersions(this.db));
    if (changed.length + removed.length === 0) return;
    this.log.info({ changed: changed.length, removed: removed.length }, 'catalog read model caught up');
    await this.readAgain(model, changed);
    model.apply([], removed);
    if (lastUpdate) this.newestChange = Math.max(this.newestChange, lastUpdate.getTime());
  }
}
