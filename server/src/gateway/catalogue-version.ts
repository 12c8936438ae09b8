import pg from 'pg';
import type { Logger } from '../platform/logger.js';

/** How often the number is read again besides the notifications: a silent loss is found soon. */
const RECHECK_MS = 10_000;
const RETRY_MIN_MS = 500;
const RETRY_MAX_MS = 15_000;

/** The catalogue's version as this gateway knows it; undefined while it cannot know it. */
export interface CatalogueVersionSource {
  current(): bigint | undefined;
}

/**
 * Follows private.catalogue_version (migration 0033) on one connection of its own: LISTEN, then
 * a read, so no change between the two is missed; each notification carries the new number.
 * The number is read again every {@link RECHECK_MS} ms; when the connection fails the version is
 * unknown (nothing is answered from it) until a new connection has read it again.
 */
export class CatalogueVersionFollower implements CatalogueVersionSource {
  private version: bigint | undefined;
  private client: pg.Client | undefined;
  private timer: NodeJS.Timeout | undefined;
  private retryMs = RETRY_MIN_MS;
  private stopped = false;

  constructor(
    private readonly connectionString: string,
    private readonly log: Logger,
  ) {}

  current(): bigint | undefined {
    return this.version;
  }

  /** Resolves once the first connection has read the number (or failed: it keeps trying). */
  async start(): Promise<void> {
    await this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    this.version = undefined;
    await this.client?.end().catch(() => undefined);
    this.client = undefined;
  }

  private raise(next: bigint) {
    if (this.version === undefined || next > this.version) this.version = next;
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.connectionString,
      keepAlive: true,
      application_name: 'ecotours catalogue version',
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    client.on('notification', (message) => {
      if (message.channel !== 'catalogue_version' || !message.payload) return;
      try {
        this.raise(BigInt(message.payload));
      } catch {
        this.lost(client, new Error(`catalogue_version said ${message.payload}`));
      }
    });
    this.client = client;
    try {
      await client.connect();
      await client.query('listen catalogue_version');
      await this.read(client);
      this.retryMs = RETRY_MIN_MS;
      this.schedule(RECHECK_MS, () => this.recheck(client));
    } catch (error) {
      this.lost(client, error);
    }
  }

  private async read(client: pg.Client) {
    const { rows } = await client.query<{ version: string }>(
      'select version from private.catalogue_version',
    );
    if (rows.length !== 1) throw new Error('private.catalogue_version has no row');
    this.raise(BigInt(rows[0]!.version));
  }

  private async recheck(client: pg.Client) {
    try {
      await this.read(client);
      this.schedule(RECHECK_MS, () => this.recheck(client));
    } catch (error) {
      this.lost(client, error);
    }
  }

  private schedule(ms: number, next: () => Promise<void>) {
    clearTimeout(this.timer);
    if (this.stopped) return;
    this.timer = setTimeout(() => void next(), ms);
    this.timer.unref();
  }

  private lost(client: pg.Client, error?: unknown) {
    if (this.stopped || this.client !== client) return;
    this.client = undefined;
    this.version = undefined;
    client.end().catch(() => undefined);
    this.log.warn(
      { err: error },
      'catalogue version unknown: catalogue reads are not answered from caches until it is read again',
    );
    const wait = this.retryMs;
    this.retryMs = Math.min(this.retryMs * 2, RETRY_MAX_MS);
    this.schedule(wait, () => this.connect());
  }
}
