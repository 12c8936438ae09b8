import pg from 'pg';
import { ensureDatabaseRoles } from './database-roles.js';
import { StartupError } from './startup-error.js';
import { errorMessage } from './error-fields.js';

/** Connects as the database owner once, to set up the roles the migrations and runtime need. */
export async function prepareDatabase(
  databaseUrl: string,
  authenticatorPassword: string,
): Promise<void> {
  const owner = new pg.Client({ connectionString: databaseUrl });
  try {
    await owner.connect();
  } catch (error) {
    throw new StartupError(
      `Cannot connect to the database (${errorMessage(error)}): check DATABASE_URL and that PostgreSQL is running.`,
    );
  }
  try {
    await ensureDatabaseRoles(owner, authenticatorPassword);
  } finally {
    await owner.end();
  }
}
