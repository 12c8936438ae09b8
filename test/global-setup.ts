import type { TestProject } from 'vitest/node';
import './vitest-context.js';
import { createDataDirTemplate } from './data-dir-template.js';
import { type ManagedPostgres, startManagedPostgres } from './managed-postgres.js';
import { createMigratedTemplate } from './scratch-database.js';
import { startTestServer, type TestServer } from './start-test-server.js';

let server: TestServer | undefined;
let managed: ManagedPostgres | undefined;
let template: Awaited<ReturnType<typeof createDataDirTemplate>> | undefined;

/**
 * One seeded server for the API suites; tests make their own rows and do not depend on order.
 * It runs on a PostgreSQL whose owner is not a superuser, with the C locale, as a managed host
 * hands one out: the strictest database the product supports, so the suites run once, there.
 * The embedded cluster (whose owner is a superuser) is what the files starting servers of their
 * own, the fault runs and the browser journeys run on. TEST_DATABASE=embedded puts this server on
 * one too, for a run by hand.
 */
export async function setup(project: TestProject) {
  const kind = process.env.TEST_DATABASE === 'embedded' ? 'embedded' : 'managed';
  // The files that start servers of their own copy a cluster migrated once for the run.
  [template, managed] = await Promise.all([
    createDataDirTemplate(),
    kind === 'managed' ? startManagedPostgres() : undefined,
  ]);
  server = await startTestServer(
    {
      SEED_DEMO: 'true',
      // Every test file renders from 127.0.0.1; the render limits are tested on their own server.
      RENDER_COLD_LIMIT: '100000',
      RENDER_QUEUE_PER_IP: '1000',
      // Test files send many /rest/v1 requests at once from 127.0.0.1; the bound has its own test.
      REST_CONCURRENT_PER_CLIENT: '0',
      ...(managed ? { DATABASE_URL: managed.ownerUrl } : {}),
    },
    {
      // Rendering the demo catalogue's pictures ahead (tested on its own server) would only take
      // a core from the run for a minute or two: here the render limits are lifted instead.
      renderAhead: false,
      auth: {
        // Short enough for a test to outwait it.
        refreshReuseIntervalSeconds: 2,
        // Every test file calls from 127.0.0.1; the limits themselves are tested on their own server.
        rateLimits: {
          signInPerIp: { max: 10_000, windowSeconds: 300 },
          signUpPerIp: { max: 10_000, windowSeconds: 3600 },
          recoverPerIp: { max: 10_000, windowSeconds: 3600 },
          verifyPerIp: { max: 10_000, windowSeconds: 300 },
          refreshPerIp: { max: 10_000, windowSeconds: 300 },
          passwordChangePerIp: { max: 10_000, windowSeconds: 3600 },
          mfaVerifyPerIp: { max: 10_000, windowSeconds: 300 },
        },
      },
    },
  );
  const clusterAdminUrl = managed?.adminUrl ?? server.databaseUrl;
  // The files whose servers run on scratch databases copy one migrated once for the run.
  const migratedTemplate = await createMigratedTemplate(clusterAdminUrl, server.databaseUrl);
  project.provide('databaseKind', kind);
  project.provide('gatewayUrl', server.url);
  project.provide('anonKey', server.keys.anonKey);
  project.provide('serviceKey', server.keys.serviceKey);
  project.provide('jwtSecret', server.jwtSecret);
  project.provide('databaseUrl', server.databaseUrl);
  project.provide('clusterAdminUrl', clusterAdminUrl);
  project.provide('migratedTemplate', migratedTemplate);
  project.provide('serviceDatabaseUrl', server.serviceDatabaseUrl);
  project.provide('postgrestUrl', server.postgrest.url);
  project.provide('dataDir', server.dataDir);
  // What the server hands its caller, as the console shows the operator.
  project.provide('devMailboxUrl', server.devMailboxUrl ?? '');
}

export async function teardown() {
  await server?.dispose();
  await managed?.stop();
  await template?.remove();
}
