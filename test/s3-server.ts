import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findFreePort } from '@app/server/platform/free-port';
import type { S3Settings } from '@app/server/storage/s3-driver';

export interface TestS3Server {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** What an S3Driver needs to keep its files in this bucket. */
  settings: S3Settings;
  /** The settings a server needs to keep its files in this bucket. */
  env: Record<string, string>;
  /** Kills the server at once, mid-request if need be: an outage, or the end of the suite. */
  stop(): Promise<void>;
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// s3rver in a process of its own: its continuation tokens are DES-encrypted, which Node's
// OpenSSL 3 offers only with the legacy provider (without it every truncated listing is a 500).
// The process ends when its parent does (stdin closes).
const S3RVER_PROGRAM = `
const S3rver = require('s3rver');
const [port, directory, bucket] = process.argv.slice(1);
process.stdin.resume();
process.stdin.on('end', () => process.exit(0));
new S3rver({ address: '127.0.0.1', port: Number(port), directory, silent: true,
  configureBuckets: [{ name: bucket }] })
  .run()
  .then(() => process.stdout.write('ready\\n'), (error) => { console.error(error); process.exit(1); });
`;

/**
 * s3rver, a real S3-protocol server, on 127.0.0.1 at a free port with its files in a temporary
 * folder and one bucket made; s3rver's own credentials (S3RVER / S3RVER).
 */
export async function startS3Server(bucket = 'ecotours-test'): Promise<TestS3Server> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 's3rver-'));
  const port = await findFreePort();
  const legacy = process.allowedNodeEnvironmentFlags.has('--openssl-legacy-provider')
    ? ['--openssl-legacy-provider']
    : [];
  const child = spawn(
    process.execPath,
    [...legacy, '-e', S3RVER_PROGRAM, String(port), directory, bucket],
    { cwd: repoRoot, stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const exited = once(child, 'exit');
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve();
    });
    void exited.then(([code]) => reject(new Error(`s3rver exited (${String(code)})`)));
  });
  await ready;
  const endpoint = `http://127.0.0.1:${port}`;
  let stopped: Promise<void> | undefined;
  const settings: S3Settings = {
    endpoint,
    bucket,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  return {
    endpoint,
    bucket,
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    settings,
    env: {
      STORAGE_BACKEND: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: settings.region,
      S3_ACCESS_KEY_ID: settings.accessKeyId,
      S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    stop() {
      stopped ??= (async () => {
        if (child.exitCode === null && child.signalCode === null) {
          child.kill('SIGKILL');
          await exited;
        }
        await fs.rm(directory, { recursive: true, force: true });
      })();
      return stopped;
    },
  };
}
