import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { pino } from 'pino';
import { createAuthContext } from './auth/auth-context.js';
import { createAuthSettings } from './auth/auth-settings.js';
import { AuthStore } from './auth/auth-store.js';
import { ensureAdmins } from './auth/demo-admin.js';
import type { Config } from './config.js';
import { buildGateway } from './gateway/app.js';
import { createMailer } from './mail/mailer.js';
import { type ApiKeys, createApiKeys } from './platform/api-keys.js';
import { prepareDataDir } from './platform/data-dir.js';
import { redactUrl, withCredentials } from './platform/database-url.js';
import { isCatalogueEmpty, seedDemo } from './platform/demo-seed.js';
import { openDatabase } from './platform/database.js';
import { runMigrations } from './platform/migrations.js';
import { webDistDir } from './platform/project-paths.js';
import { externalPostgrest, type PostgrestHandle, startPostgrest } from './platform/postgrest.js';
import { loadSecrets } from './platform/secrets.js';
import { StartupError } from './platform/startup-error.js';
import { FileStore } from './storage/file-store.js';
import { VariantCache } from './storage/variant-cache.js';

export interface RunningServer {
  url: string;
  app: FastifyInstance;
  pool: pg.Pool;
  databaseUrl: string;
  keys: ApiKeys;
  jwtSecret: string;
  postgrest: PostgrestHandle;
  store: FileStore;
  stop(): Promise<void>;
}

export async function startServer(config: Config, webDist = webDistDir): Promise<RunningServer> {
  const log = pino({ level: config.logLevel });
  const cleanups: Array<() => Promise<void>> = [];
  const stopAll = async () => {
    for (const cleanup of cleanups.reverse()) {
      await cleanup().catch((error: unknown) => log.error({ err: error }, 'shutdown step failed'));
    }
    cleanups.length = 0;
  };

  try {
    await prepareDataDir(config.dataDir);
    const secrets = await loadSecrets(config.dataDir, config.jwtSecret);

    const database = await openDatabase(config, secrets, log);
    cleanups.push(() => database.stop());
    const databaseUrl = database.url;
    log.info(`database ${redactUrl(databaseUrl)}`);

    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    pool.on('error', (error) => {
      // 57P01: the database is shutting down, which is expected while we stop.
      if ((error as { code?: string }).code !== '57P01') {
        log.warn({ err: error }, 'idle database connection failed');
      }
    });
    cleanups.push(() => pool.end());
    try {
      await pool.query('select 1');
    } catch (error) {
      throw new StartupError(
        `Cannot connect to the database (${(error as Error).message}): check DATABASE_URL and that PostgreSQL is running.`,
      );
    }

    const migrations = await runMigrations(databaseUrl);
    if (migrations.applied.length > 0)
      log.info(`applied migrations: ${migrations.applied.join(', ')}`);
    if (migrations.vacuumed.length > 0)
      log.info(`vacuumed after the migrations: ${migrations.vacuumed.join(', ')}`);
    if (migrations.vacuumError)
      log.warn(
        `vacuum after the migrations stopped (${migrations.vacuumError}); run VACUUM (ANALYZE) on the tables they rewrote`,
      );

    const authStore = AuthStore.fromPool(pool);
    const adminEmails = await ensureAdmins(authStore, config, log);

    const store = new FileStore(path.join(config.dataDir, 'storage'), pool);
    if (config.seedDemo && (await isCatalogueEmpty(pool))) await seedDemo(pool, store, log);

    let postgrest: PostgrestHandle;
    if (config.postgrestUrl) {
      postgrest = externalPostgrest(config.postgrestUrl);
    } else {
      await pool.query(
        `alter role authenticator with login password ${pg.escapeLiteral(secrets.authenticatorPassword)}`,
      );
      postgrest = await startPostgrest({
        dbUri: withCredentials(databaseUrl, 'authenticator', secrets.authenticatorPassword),
        jwtSecret: secrets.jwtSecret,
        log,
      });
      cleanups.push(() => postgrest.stop());
    }

    const keys = await createApiKeys(secrets.jwtSecret);
    const mailer = createMailer({ pool, smtpUrl: config.smtpUrl, from: config.mailFrom, log });
    cleanups.push(async () => mailer.close());
    const auth = createAuthContext({
      settings: createAuthSettings({
        siteUrl: config.siteUrl ?? `http://localhost:${config.port}`,
        jwtSecret: secrets.jwtSecret,
        jwtExpirySeconds: config.jwtExpiry,
        adminEmails,
        tuning: config.auth,
      }),
      store: authStore,
      mailer,
      log,
    });
    const app = await buildGateway({
      pool,
      postgrest,
      keys,
      store,
      variants: new VariantCache(path.join(config.dataDir, 'storage-cache'), log),
      webDist,
      logLevel: config.logLevel,
      trustProxy: config.trustProxy,
      migrationVersion: () => migrations.version,
      auth,
      devMailbox: config.env !== 'production' && !config.smtpUrl,
    });
    cleanups.push(() => app.close());
    try {
      await app.listen({ port: config.port, host: config.host });
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EADDRINUSE') {
        throw new StartupError(
          `Port ${config.port} on ${config.host} is already in use: stop the program using it or set PORT to another port.`,
        );
      }
      throw error;
    }
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const url = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`;
    // With SITE_URL unset, e-mail links lead to the address we print, known only now (PORT=0),
    // so a link opens on the same origin (and the same stored session) as the site.
    if (!config.siteUrl) {
      const isWildcard = config.host === '0.0.0.0' || config.host === '::';
      auth.settings.siteUrl = isWildcard ? `http://localhost:${port}` : url;
    }
    return {
      url,
      app,
      pool,
      databaseUrl,
      keys,
      jwtSecret: secrets.jwtSecret,
      postgrest,
      store,
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
