import { createDataDirTemplate } from './data-dir-template.js';

let template: Awaited<ReturnType<typeof createDataDirTemplate>> | undefined;

/**
 * The fault runs' servers (a test server, and server processes restarted on their DATA_DIR)
 * start from a cluster migrated once for the run, as the API run's do (decision 028).
 */
export async function setup() {
  template = await createDataDirTemplate();
}

export async function teardown() {
  await template?.remove();
}
