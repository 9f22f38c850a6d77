import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { freePort } from './processes.js';

/**
 * A PostgreSQL server of a test's own, in a temporary folder, that the test may restart, kill and
 * start again without touching the machine's. Runs as the `postgres` user when started by root
 * (PostgreSQL refuses to run as root).
 */
export class PrivatePostgres {
  private constructor(
    readonly dir: string,
    readonly port: number,
    private readonly bin: string,
    private readonly owner: { uid: number; gid: number; name: string } | undefined,
  ) {}

  /** Creates the cluster (initdb, trust authentication) and starts it. */
  static async create(): Promise<PrivatePostgres> {
    const bin = postgresBin();
    const dir = mkdtempSync(path.join(tmpdir(), 'farmai-pg-'));
    const owner = userInfo().uid === 0 ? postgresUser() : undefined;
    if (owner) chownSync(dir, owner.uid, owner.gid);
    const server = new PrivatePostgres(dir, await freePort(), bin, owner);
    server.run('initdb', ['-D', server.dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
    await server.start();
    return server;
  }

  get dataDir(): string {
    return path.join(this.dir, 'data');
  }

  get logFile(): string {
    return path.join(this.dir, 'server.log');
  }

  /** A connection string for `database` (created by `createDatabase`). */
  url(database = 'postgres'): string {
    return `postgres://postgres@127.0.0.1:${this.port}/${database}`;
  }

  async createDatabase(name: string): Promise<string> {
    await this.query(`create database ${name}`);
    return this.url(name);
  }

  /** Runs one statement on a connection of its own. */
  async query<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
    const client = new pg.Client({ connectionString: this.url(), connectionTimeoutMillis: 5_000 });
    client.on('error', () => {});
    await client.connect();
    try {
      return (await client.query<T>(text, values)).rows;
    } finally {
      await client.end().catch(() => {});
    }
  }

  async start(): Promise<void> {
    const socketDir = path.join(this.dir, 'socket');
    if (!existsSync(socketDir)) {
      mkdirSync(socketDir);
      if (this.owner) chownSync(socketDir, this.owner.uid, this.owner.gid);
    }
    const options = [
      `-p ${this.port}`,
      "-c listen_addresses='127.0.0.1'",
      `-c unix_socket_directories='${socketDir}'`,
      // fsync off: a killed server loses nothing the OS already holds; only a machine crash would
      '-c fsync=off',
      '-c full_page_writes=off',
      '-c max_connections=60',
    ].join(' ');
    this.run('pg_ctl', ['-D', this.dataDir, '-o', options, '-l', this.logFile, '-w', '-t', '30', 'start']);
    await this.waitUntilUp();
  }

  /** `pg_ctl restart -m fast`: every session is ended, then the server is down until it is up again. */
  async restartFast(): Promise<void> {
    this.run('pg_ctl', ['-D', this.dataDir, '-l', this.logFile, '-m', 'fast', '-w', '-t', '30', 'restart']);
    await this.waitUntilUp();
  }

  /** SIGKILL to the postmaster and every backend, as a crash or an OOM kill would; resolves once all are gone. */
  async kill(): Promise<void> {
    const postmaster = Number(readFileSync(path.join(this.dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    const pids = [postmaster, ...childrenOf(postmaster)];
    const alive = (pid: number) => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    };
    for (const pid of pids) if (alive(pid)) process.kill(pid, 'SIGKILL');
    for (let i = 0; i < 100 && pids.some(alive); i++) await sleep(50);
  }

  /** Ends every session of `database` except this one's, as `pg_terminate_backend` does. */
  async terminateSessions(database: string): Promise<number> {
    const rows = await this.query<{ ended: boolean }>(
      'select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [database],
    );
    return rows.filter((r) => r.ended).length;
  }

  async stop(): Promise<void> {
    try {
      this.run('pg_ctl', ['-D', this.dataDir, '-m', 'immediate', 'stop']);
    } catch {
      // already down
    }
    rmSync(this.dir, { recursive: true, force: true });
  }

  private async waitUntilUp(): Promise<void> {
    for (let i = 0; i < 100; i++) {
      const up = await this.query('select 1').then(
        () => true,
        () => false,
      );
      if (up) return;
      await sleep(100);
    }
    throw new Error(`PostgreSQL did not start:\n${readFileSync(this.logFile, 'utf8')}`);
  }

  private run(program: string, args: string[]): void {
    const binary = path.join(this.bin, program);
    // the server's own output goes to its log file: no pipe of ours outlives pg_ctl
    const options = { stdio: 'pipe', timeout: 60_000 } as const;
    if (this.owner) execFileSync('runuser', ['-u', this.owner.name, '--', binary, ...args], options);
    else execFileSync(binary, args, options);
  }
}

/** The newest PostgreSQL's programs (Debian keeps them under /usr/lib/postgresql/<version>/bin). */
function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  for (const version of versions) {
    const bin = path.join(root, version, 'bin');
    if (existsSync(path.join(bin, 'initdb'))) return bin;
  }
  throw new Error('PostgreSQL server programs not found under /usr/lib/postgresql (apt-get install postgresql)');
}

function postgresUser(): { uid: number; gid: number; name: string } {
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
  return { uid, gid, name: 'postgres' };
}

function childrenOf(pid: number): number[] {
  try {
    return execFileSync('pgrep', ['-P', String(pid)])
      .toString()
      .split('\n')
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}
