import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { type PageVitals, VITALS_LINE, vitalsReport } from './web-vitals.js';

/** Issue 53's list pages, named as in web/src/app/page-paths.ts, each also under /de. */
const LIST_PAGES = 'tours,microTours';
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * `--suite pages`: the list pages on Lighthouse mobile (`npm run lighthouse`: a fresh build and
 * seeded server, CPU calibrated to the host per run, 3 runs a page), their Core Web Vitals
 * against the 'good' bounds. Lighthouse's own table goes to the log; its score bars are not this
 * suite's verdict.
 */
export async function benchListPageVitals(
  log: (message: string) => void,
  signal: AbortSignal,
): Promise<{ text: string; misses: string[] }> {
  const child = spawn('npm', ['run', '--silent', 'lighthouse'], {
    cwd: repoRoot,
    env: { ...process.env, LIGHTHOUSE_PAGES: LIST_PAGES, LIGHTHOUSE_LOCALES: 'de' },
    stdio: ['ignore', 'pipe', 'inherit'],
    signal,
  });
  let vitals: PageVitals[] | undefined;
  let pending = '';
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => {
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      if (line.startsWith(VITALS_LINE)) vitals = JSON.parse(line.slice(VITALS_LINE.length));
      else log(`lighthouse: ${line}`);
    }
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  // Lighthouse exits 1 when a score is under its bar; the vitals are this suite's verdict.
  if (!vitals) throw new Error(`npm run lighthouse printed no vitals (exit ${code ?? 'signal'})`);
  return vitalsReport(vitals);
}
