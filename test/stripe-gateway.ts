import pg from 'pg';
import { inject } from 'vitest';
import { type FakeStripe, startFakeStripe } from './fake-stripe.js';
import { createMigratedScratchDatabase } from './scratch-database.js';
import { startTestServer, type TestServer } from './start-test-server.js';

/**
 * A gateway of its own with PAYMENTS=stripe, on a scratch database, against a local fake of
 * Stripe's API whose webhooks reach it: card top-ups and withdrawals are tested on one.
 */
export interface StripeGateway {
  server: TestServer;
  stripe: FakeStripe;
  /** The database owner's connection: only it reads and adds the queue's jobs. */
  owner: pg.Pool;
  dispose(): Promise<void>;
}

export async function startStripeGateway(databaseName: string): Promise<StripeGateway> {
  const stripe = await startFakeStripe();
  const databaseUrl = await createMigratedScratchDatabase(databaseName);
  const owner = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  const server = await startTestServer({
    DATABASE_URL: databaseUrl,
    // Same secret as the run's server: the authenticator password is cluster-wide.
    JWT_SECRET: inject('jwtSecret'),
    SEED_DEMO: 'false',
    PAYMENTS: 'stripe',
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    STRIPE_API_BASE: stripe.url,
  });
  stripe.setWebhookUrl(`${server.url}/functions/v1/stripe-webhook`);
  return {
    server,
    stripe,
    owner,
    async dispose() {
      await owner.end();
      await stripe.idle();
      await server.dispose();
      await stripe.close();
    },
  };
}
