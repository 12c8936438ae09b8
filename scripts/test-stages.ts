import { spawn } from 'node:child_process';
import { createDataDirTemplate } from '@app/testing/data-dir-template';

/**
 * `npm test`: every suite once, in order, stopping at the first that fails (as `&&` did), and a
 * table of each stage's time at the end, so that a slow stage shows without reading the log.
 */
const stages: readonly { name: string; command: string }[] = [
  { name: 'build', command: 'npm run build' },
  { name: 'unit', command: 'npm run test:unit' },
  { name: 'api', command: 'npm run test:api' },
  { name: 'faults', command: 'npm run test:faults' },
  { name: 'journeys', command: 'playwright test' },
];

function run(command: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const times: string[] = [];
let failed = 0;
const started = performance.now();
// One migrated DATA_DIR for every stage's servers (test/data-dir-template.ts), made while the app
// builds: each stage's global setup would otherwise run initdb and every migration again.
// Without it (it failed), each stage makes its own as when run alone.
const template = createDataDirTemplate().catch((error: unknown) => {
  console.warn('No shared DATA_DIR template; each stage makes its own:', error);
  return undefined;
});
// Interrupted: the stages stop with it, and the template goes.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void template.then((made) => made?.remove()).finally(() => process.exit(130));
  });
}
for (const stage of stages) {
  const at = performance.now();
  if (stage.name !== 'build') await template;
  const code = await run(stage.command);
  const seconds = Math.round((performance.now() - at) / 1000);
  times.push(`${stage.name.padEnd(14)} ${String(seconds).padStart(5)} s${code ? '  FAILED' : ''}`);
  if (code) {
    failed = code;
    break;
  }
}
await (await template)?.remove();
const total = Math.round((performance.now() - started) / 1000);
console.log(
  `\nnpm test on Node ${process.version}, stage times:\n${times.join('\n')}\n${'total'.padEnd(14)} ${String(total).padStart(5)} s`,
);
process.exit(failed);
