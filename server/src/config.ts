import path from 'node:path';
import { z } from 'zod';
import type { S3Settings } from './storage/s3-driver.js';

const port = z.coerce.number().int().min(0).max(65535);
const optionalUrl = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .pipe(z.url().optional())
  .optional();

/**
 * Where wallet top-ups are paid (server/src/payments): `demo` credits at once; `stripe` sends
 * the member to Stripe Checkout and credits when Stripe's signed webhook says the money was taken.
 */
export const PAYMENT_PROVIDERS = ['demo', 'stripe'] as const;
export type PaymentsSetting = (typeof PAYMENT_PROVIDERS)[number];

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const milliseconds = z.coerce.number().int().min(100).max(3_600_000);

/** A line printed on receipts: no control characters (a line break included), within `max`. */
const receiptLine = (name: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${name} must be at most ${max} characters long`)
    .regex(/^[^\p{Cc}]*$/u, `${name} must be one line without control characters`);

/** `vat:<percent>` (0 to 100, at most two decimals) or `margin-scheme`. */
const RECEIPT_TAX_PATTERN = /^(?:vat:(?<rate>\d{1,3}(?:\.\d{1,2})?)|margin-scheme)$/;

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: port.default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./.data'),
  DATABASE_URL: optionalUrl,
  POSTGREST_URL: optionalUrl,
  JWT_SECRET: z
    .string()
    .min(32, 'JWT_SECRET must be at least 32 characters long')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  JWT_EXPIRY: z.coerce.number().int().min(30).max(604800).default(3600),
  SITE_URL: optionalUrl,
  ADMIN_EMAILS: z.string().default(''),
  ADMIN_EMAIL: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email())
    .optional()
    .or(z.literal('').transform(() => undefined)),
  ADMIN_PASSWORD: z
    .string()
    .min(8, 'ADMIN_PASSWORD must be at least 8 characters long')
    .max(1024)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('EcoTours <no-reply@ecotours.local>'),
  // Where contact-form messages are mailed (the info address the site shows).
  CONTACT_EMAIL: z.string().trim().toLowerCase().pipe(z.email()).default('info@ecotours.eu'),
  // How fast a newsletter issue goes out, in mails per second across its batches.
  NEWSLETTER_MAILS_PER_SECOND: z.coerce.number().min(0.1).max(1000).default(10),
  // Where stored files' bytes live: under DATA_DIR (disk) or in one S3-compatible bucket (s3).
  STORAGE_BACKEND: z.enum(['disk', 's3']).default('disk'),
  S3_ENDPOINT: optionalUrl,
  S3_BUCKET: z
    .string()
    .trim()
    .regex(
      /^$|^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'an S3 bucket name: 3 to 63 of a-z, 0-9, . and -',
    )
    .transform((value) => (value === '' ? undefined : value))
    .optional(),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
  STOCK_PHOTOS: z.enum(['local', 'unsplash']).default('local'),
  PAYMENTS: z
    .enum(PAYMENT_PROVIDERS, {
      error: `the payment providers are ${PAYMENT_PROVIDERS.join(', ')}`,
    })
    .default('demo'),
  UNSPLASH_ACCESS_KEY: z.string().optional(),
  UNSPLASH_API_URL: optionalUrl,
  STRIPE_SECRET_KEY: z.string().trim().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().trim().optional(),
  // Another address for Stripe's API (a local fake in tests); Stripe's own when unset.
  STRIPE_API_BASE: optionalUrl,
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  // Sign-ups confirmed at once, without a mail (GoTrue's GOTRUE_MAILER_AUTOCONFIRM): tests only.
  MAILER_AUTOCONFIRM: z.enum(['true', 'false']).default('false'),
  // The job queue's worker: inside the gateway (on), not in this process (off), or alone (only).
  JOB_WORKER: z.enum(['on', 'off', 'only']).default('on'),
  JOB_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(4),
  // A job worker silent this long (seconds) is taken for dead: its jobs run again elsewhere.
  JOB_STALE_SECONDS: z.coerce.number().int().min(2).max(3600).default(60),
  // Browser origins besides the site's own that may call the APIs (comma list); none by default.
  CORS_ORIGINS: z.string().default(''),
  // Which peers may set X-Forwarded-For: proxy-addr names or addresses, comma separated.
  TRUST_PROXY: z.string().trim().min(1).default('loopback'),
  // Resized pictures (storage render endpoint): see README's settings table.
  RENDER_QUEUE_LIMIT: z.coerce.number().int().min(1).max(10_000).default(32),
  RENDER_QUEUE_PER_IP: z.coerce.number().int().min(1).max(10_000).default(8),
  RENDER_COLD_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(60),
  // At most an hour: the shared counters are pruned an hour after their window ends.
  RENDER_COLD_WINDOW: z.coerce.number().int().min(1).max(3600).default(60),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Bounds on every connection and request (milliseconds); see the README's settings table.
  REQUEST_TIMEOUT_MS: milliseconds.default(30_000),
  HEADERS_TIMEOUT_MS: milliseconds.default(10_000),
  KEEP_ALIVE_TIMEOUT_MS: milliseconds.default(72_000),
  CONNECTION_TIMEOUT_MS: milliseconds.default(60_000),
  SHUTDOWN_GRACE_MS: milliseconds.default(10_000),
  MAX_CONNECTIONS_PER_CLIENT: z.coerce.number().int().min(0).max(100_000).default(64),
  REST_BODY_LIMIT: z.coerce
    .number()
    .int()
    .min(1024)
    .max(1024 ** 3)
    .default(1024 * 1024),
  REST_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
  // Browsers open at most six connections to one origin, so one visitor never waits.
  REST_CONCURRENT_PER_CLIENT: z.coerce.number().int().min(0).max(10_000).default(6),
  REST_QUEUE_PER_CLIENT: z.coerce.number().int().min(0).max(100_000).default(24),
  REST_POOL_TIMEOUT: z.coerce.number().int().min(1).max(600).default(5),
  // The operator's legal details and the tax line on receipts (docs/decisions/036-receipts.md).
  OPERATOR_NAME: receiptLine('OPERATOR_NAME', 200)
    .pipe(z.string().min(1, 'OPERATOR_NAME must not be empty'))
    .default('EcoTours'),
  OPERATOR_ADDRESS: receiptLine('OPERATOR_ADDRESS', 500)
    .pipe(z.string().min(1, 'OPERATOR_ADDRESS must not be empty'))
    .default("1 Rue de l'Exemple, 75001 Paris, France"),
  OPERATOR_VAT_ID: z
    .string()
    .trim()
    .toUpperCase()
    .regex(
      /^$|^[A-Z]{2}[0-9A-Z+*.]{2,13}$/,
      'OPERATOR_VAT_ID must be a VAT number: a country code and 2 to 13 letters or digits (FR12345678901)',
    )
    .transform((value) => (value === '' ? undefined : value))
    .optional(),
  OPERATOR_REGISTRATION: receiptLine('OPERATOR_REGISTRATION', 200)
    .transform((value) => (value === '' ? undefined : value))
    .optional(),
  RECEIPT_TAX: z
    .string()
    .trim()
    .regex(RECEIPT_TAX_PATTERN, 'RECEIPT_TAX is vat:<percent> (vat:20, vat:5.5) or margin-scheme')
    .refine(
      (value) => Number(RECEIPT_TAX_PATTERN.exec(value)?.groups?.rate ?? 0) <= 100,
      'the VAT rate of RECEIPT_TAX is at most 100',
    )
    .default('margin-scheme'),
  // The bearer token of GET /metrics; unset, the endpoint does not exist.
  METRICS_TOKEN: z
    .string()
    .trim()
    .min(32, 'METRICS_TOKEN must be at least 32 characters long')
    .max(1024)
    .regex(/^[\x21-\x7e]+$/, 'METRICS_TOKEN must be printable ASCII without spaces')
    .optional()
    .or(z.literal('').transform(() => undefined)),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  postgrestUrl: string | undefined;
  jwtSecret: string | undefined;
  jwtExpiry: number;
  /** Unset: `http://localhost:<the port the gateway listens on>`. */
  siteUrl: string | undefined;
  adminEmails: string[];
  /** The demo admin created when ADMIN_EMAILS is empty. */
  demoAdmin: { email: string; password: string | undefined };
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The operator's inbox for contact-form messages (CONTACT_EMAIL). */
  contactEmail: string;
  /** NEWSLETTER_MAILS_PER_SECOND: the pace of a newsletter issue. */
  newsletterMailsPerSecond: number;
  /** Where stored files' bytes live (STORAGE_BACKEND and the S3_* settings). */
  storage: StorageSettings;
  stockPhotos: 'local' | 'unsplash';
  /** Set whenever STOCK_PHOTOS=unsplash (loadConfig refuses to start otherwise). */
  unsplash: { accessKey: string | undefined; apiUrl: string };
  payments: PaymentsSetting;
  /** Set whenever PAYMENTS=stripe (loadConfig refuses to start otherwise). */
  stripe: StripeSettings | undefined;
  seedDemo: boolean;
  /** MAILER_AUTOCONFIRM: sign-ups get a session at once (never in production). */
  mailerAutoconfirm: boolean;
  /** Where jobs run: in the gateway, elsewhere, or in a process that is only a worker. */
  jobWorker: 'on' | 'off' | 'only';
  jobConcurrency: number;
  jobStaleSeconds: number;
  trustProxy: string;
  corsOrigins: string[];
  renders: RenderSettings;
  logLevel: string;
  /** The bearer token of GET /metrics (METRICS_TOKEN); undefined: no metrics endpoint. */
  metricsToken: string | undefined;
  /** What receipts print about the operator and its tax (OPERATOR_*, RECEIPT_TAX). */
  receipts: ReceiptSettings;
  limits: {
    requestTimeoutMs: number;
    headersTimeoutMs: number;
    keepAliveTimeoutMs: number;
    connectionTimeoutMs: number;
    /** On stop, how long requests in flight may finish before their connections are closed. */
    shutdownGraceMs: number;
    maxConnectionsPerClient: number;
    /** Bytes a /rest/v1 request body may have. */
    restBodyLimit: number;
    /** PostgREST's connection pool, and the seconds a request waits for one of them. */
    restPoolSize: number;
    restPoolTimeoutSeconds: number;
    /** /rest/v1 requests one client address may have at PostgREST at once (0: no bound). */
    restConcurrentPerClient: number;
    /** …and waiting for a turn, at most REST_QUEUE_WAIT_MS each; beyond either, 429. */
    restQueuePerClient: number;
  };
}

/** Bounds on rendering resized pictures (`/storage/v1/render/image`). */
export interface RenderSettings {
  /** Cold renders waiting for one of the two render slots, all callers together (then 503). */
  queueLimit: number;
  /** Cold renders one address may have running or waiting (then 429). */
  queuePerAddress: number;
  /** Cold renders (not served from the variant cache) one address may start per window (then 429). */
  coldPerAddress: { max: number; windowSeconds: number };
}

/** The operator's legal details and tax mode as receipts print them (decision 036). */
export interface ReceiptSettings {
  operator: { name: string; address: string; vatId?: string; registration?: string };
  /** `vat`: the amounts include VAT at `ratePercent`; `margin_scheme`: the travel agents' scheme. */
  tax: { mode: 'vat'; ratePercent: number } | { mode: 'margin_scheme' };
}

function receiptSettings(e: z.infer<typeof envSchema>): ReceiptSettings {
  const rate = RECEIPT_TAX_PATTERN.exec(e.RECEIPT_TAX)?.groups?.rate;
  return {
    operator: {
      name: e.OPERATOR_NAME,
      address: e.OPERATOR_ADDRESS,
      ...(e.OPERATOR_VAT_ID ? { vatId: e.OPERATOR_VAT_ID } : {}),
      ...(e.OPERATOR_REGISTRATION ? { registration: e.OPERATOR_REGISTRATION } : {}),
    },
    tax:
      rate === undefined ? { mode: 'margin_scheme' } : { mode: 'vat', ratePercent: Number(rate) },
  };
}

export type StorageSettings = { backend: 'disk' } | { backend: 's3'; s3: S3Settings };

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Stripe's API address, when it is not Stripe's own. */
  apiBase: string | undefined;
}

export class ConfigError extends Error {}

function stripeSettings(e: z.infer<typeof envSchema>): StripeSettings | undefined {
  if (e.PAYMENTS !== 'stripe') return undefined;
  if (!e.STRIPE_SECRET_KEY || !e.STRIPE_WEBHOOK_SECRET) {
    throw new ConfigError(
      'PAYMENTS=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (the endpoint secret of the webhook at /functions/v1/stripe-webhook): set both or use PAYMENTS=demo.',
    );
  }
  if (!/^(sk|rk)_/.test(e.STRIPE_SECRET_KEY) || !e.STRIPE_WEBHOOK_SECRET.startsWith('whsec_')) {
    throw new ConfigError(
      'STRIPE_SECRET_KEY must be a secret or restricted key (sk_… or rk_…) and STRIPE_WEBHOOK_SECRET a webhook signing secret (whsec_…).',
    );
  }
  return {
    secretKey: e.STRIPE_SECRET_KEY,
    webhookSecret: e.STRIPE_WEBHOOK_SECRET,
    apiBase: e.STRIPE_API_BASE?.replace(/\/+$/, ''),
  };
}

function storageSettings(e: z.infer<typeof envSchema>): StorageSettings {
  if (e.STORAGE_BACKEND === 'disk') return { backend: 'disk' };
  const required = {
    S3_BUCKET: e.S3_BUCKET,
    S3_ACCESS_KEY_ID: e.S3_ACCESS_KEY_ID,
    S3_SECRET_ACCESS_KEY: e.S3_SECRET_ACCESS_KEY,
  };
  const missing = Object.entries(required)
    .filter(([, value]) => !value)
    .map(([name]) => name);
  if (!e.S3_BUCKET || !e.S3_ACCESS_KEY_ID || !e.S3_SECRET_ACCESS_KEY) {
    throw new ConfigError(
      `STORAGE_BACKEND=s3 needs ${missing.join(', ')}: set ${missing.length > 1 ? 'them' : 'it'} (and S3_ENDPOINT for a store other than AWS S3) or use STORAGE_BACKEND=disk.`,
    );
  }
  return {
    backend: 's3',
    s3: {
      endpoint: e.S3_ENDPOINT?.replace(/\/+$/, ''),
      bucket: e.S3_BUCKET,
      region: e.S3_REGION,
      accessKeyId: e.S3_ACCESS_KEY_ID,
      secretAccessKey: e.S3_SECRET_ACCESS_KEY,
      forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
    },
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = issue?.path.join('.') ?? 'environment';
    throw new ConfigError(
      `Setting ${name} is invalid (${issue?.message ?? 'unknown problem'}): fix it and start again.`,
    );
  }
  const e = parsed.data;
  if (e.HEADERS_TIMEOUT_MS > e.REQUEST_TIMEOUT_MS) {
    throw new ConfigError(
      'HEADERS_TIMEOUT_MS must not be larger than REQUEST_TIMEOUT_MS (the headers are part of the request).',
    );
  }
  if (e.NODE_ENV === 'production' && e.MAILER_AUTOCONFIRM === 'true') {
    throw new ConfigError(
      'MAILER_AUTOCONFIRM=true is for development and test setups: in production every new account confirms its address by mail. Remove it.',
    );
  }
  if (e.STOCK_PHOTOS === 'unsplash' && !e.UNSPLASH_ACCESS_KEY) {
    throw new ConfigError(
      'STOCK_PHOTOS=unsplash needs UNSPLASH_ACCESS_KEY: set it or use STOCK_PHOTOS=local.',
    );
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    postgrestUrl: e.POSTGREST_URL?.replace(/\/+$/, ''),
    jwtSecret: e.JWT_SECRET,
    jwtExpiry: e.JWT_EXPIRY,
    siteUrl: e.SITE_URL?.replace(/\/+$/, ''),
    adminEmails: e.ADMIN_EMAILS.split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
    demoAdmin: {
      email: e.ADMIN_EMAIL ?? 'admin@ecotours.local',
      password: e.ADMIN_PASSWORD,
    },
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    contactEmail: e.CONTACT_EMAIL,
    newsletterMailsPerSecond: e.NEWSLETTER_MAILS_PER_SECOND,
    storage: storageSettings(e),
    stockPhotos: e.STOCK_PHOTOS,
    unsplash: {
      accessKey: e.UNSPLASH_ACCESS_KEY || undefined,
      apiUrl: (e.UNSPLASH_API_URL ?? 'https://api.unsplash.com').replace(/\/+$/, ''),
    },
    payments: e.PAYMENTS,
    stripe: stripeSettings(e),
    seedDemo: e.SEED_DEMO === 'true',
    mailerAutoconfirm: e.MAILER_AUTOCONFIRM === 'true',
    jobWorker: e.JOB_WORKER,
    jobConcurrency: e.JOB_CONCURRENCY,
    jobStaleSeconds: e.JOB_STALE_SECONDS,
    trustProxy: e.TRUST_PROXY,
    corsOrigins: e.CORS_ORIGINS.split(',')
      .map((origin) => origin.trim().replace(/\/+$/, ''))
      .filter(Boolean),
    renders: {
      queueLimit: e.RENDER_QUEUE_LIMIT,
      queuePerAddress: e.RENDER_QUEUE_PER_IP,
      coldPerAddress: { max: e.RENDER_COLD_LIMIT, windowSeconds: e.RENDER_COLD_WINDOW },
    },
    logLevel: e.LOG_LEVEL,
    metricsToken: e.METRICS_TOKEN,
    receipts: receiptSettings(e),
    limits: {
      requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
      headersTimeoutMs: e.HEADERS_TIMEOUT_MS,
      keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_MS,
      connectionTimeoutMs: e.CONNECTION_TIMEOUT_MS,
      shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
      maxConnectionsPerClient: e.MAX_CONNECTIONS_PER_CLIENT,
      restBodyLimit: e.REST_BODY_LIMIT,
      restPoolSize: e.REST_POOL_SIZE,
      restPoolTimeoutSeconds: e.REST_POOL_TIMEOUT,
      restConcurrentPerClient: e.REST_CONCURRENT_PER_CLIENT,
      restQueuePerClient: e.REST_QUEUE_PER_CLIENT,
    },
  };
}
