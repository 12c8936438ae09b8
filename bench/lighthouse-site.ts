/**
 * One site for bench/lighthouse.ts to audit, run as a child process so that two builds (a
 * checkout before a change and the current one) can be served side by side, each with its own
 * code, data dir and port. The checkout is LIGHTHOUSE_SITE_CHECKOUT (a built clone of this
 * repository); its server is imported from its own sources, so it serves its own web/dist and
 * migrations. A seeded production server starts, its picture sizes are rendered ahead, and a line
 * on stdout says where it is (`lighthouse site: { url, anonKey }`); it stops when its stdin closes.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { startSmtpCatcher } from '@app/testing/smtp-catcher';

type ServerModule = typeof import('@app/server/server');
type ConfigModule = typeof import('@app/server/config');

const checkout = process.env.LIGHTHOUSE_SITE_CHECKOUT;
if (!checkout) throw new Error('LIGHTHOUSE_SITE_CHECKOUT: which checkout to serve?');
const load = <T>(file: string) =>
  import(pathToFileURL(path.resolve(checkout, 'server', 'src', file)).href) as Promise<T>;
const { startServer } = await load<ServerModule>('server.ts');
const { loadConfig } = await load<ConfigModule>('config.ts');

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ecotours-lighthouse-'));
// Production needs a mail server: a local SMTP catcher takes the mails (the audits send none).
const smtp = await startSmtpCatcher();
const server = await startServer(
  loadConfig({
    NODE_ENV: 'production',
    SMTP_URL: smtp.url,
    PORT: '0',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
  }),
);
// The app's picture sizes are rendered ahead after a seed; measuring meanwhile would share the
// cores with that work.
await server.prerenderer.idle();

let isStopping = false;
async function stop() {
  if (isStopping) return;
  isStopping = true;
  await server.stop();
  await smtp.close();
  await fs.rm(dataDir, { recursive: true, force: true });
  process.exit(0);
}
// The parent's end (even a crash) closes this pipe: the site never outlives the bench.
process.stdin.on('end', () => void stop());
process.stdin.resume();
process.on('SIGTERM', () => void stop());
// The one line bench/lighthouse.ts waits for (anything else on stdout is the server's log).
console.log(
  `lighthouse site: ${JSON.stringify({ url: server.url, anonKey: server.keys.anonKey })}`,
);
