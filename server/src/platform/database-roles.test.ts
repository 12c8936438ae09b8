import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createScratchDatabase } from '@app/testing/scratch-database';
import { ensureDatabaseRoles } from './database-roles.js';
import { authenticatorPasswordFor } from './secrets.js';

/**
 * The roles are the cluster's, the advisory lock is per database: servers of several databases
 * on one cluster set the roles up at the same moment (as test files and products sharing a
 * managed cluster do), and each must start.
 */
describe('database roles', () => {
  const clients: pg.Client[] = [];

  beforeAll(async () => {
    for (let n = 0; n < 4; n += 1) {
      const client = new pg.Client({ connectionString: await createScratchDatabase('roles') });
      await client.connect();
      clients.push(client);
    }
  });
  afterAll(() => Promise.all(clients.map((client) => client.end())));

  it('are set up by servers of several databases at once, each of them starting', async () => {
    const password = authenticatorPasswordFor(inject('jwtSecret'));
    for (let round = 0; round < 6; round += 1) {
      const outcomes = await Promise.allSettled(
        clients.map((client) => ensureDatabaseRoles(client, password)),
      );
      expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toEqual([]);
    }
  });
});
