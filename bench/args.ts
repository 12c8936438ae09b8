import { parseArgs } from 'node:util';

export type Suite = 'all' | 'catalogue' | 'images';

export interface BenchArgs {
  suite: Suite;
  tours: number;
  microTours: number;
  seconds: number;
  warmupSeconds: number;
  connections: number;
  rounds: number;
  compress: boolean;
  fresh: boolean;
}

export const usage = `Usage: npm run bench [-- options]
  --suite NAME       all (default), catalogue (list pages) or images (resized pictures)
  --tours N          scale tours to keep in bench/.data (default 100000)
  --micro-tours N    scale micro-tours to keep in bench/.data (default 100000)
  --seconds N        duration of each measurement (default 10)
  --warmup N         warm-up seconds before each measurement (default 3)
  --connections N    concurrent connections (default 8)
  --rounds N         measure each target N times, alternating, and merge (default 1)
  --compress         send Accept-Encoding: gzip, br like a browser does
  --fresh            delete bench/.data first (needed after a migration was edited)`;

function count(name: string, value: string | undefined, fallback: number, max: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > max) {
    throw new Error(`--${name} "${value}" is not a whole number from 0 to ${max}.\n${usage}`);
  }
  return n;
}

export function parseBenchArgs(argv: string[]): BenchArgs | undefined {
  const { values } = parseArgs({
    args: argv,
    options: {
      suite: { type: 'string' },
      tours: { type: 'string' },
      'micro-tours': { type: 'string' },
      seconds: { type: 'string' },
      warmup: { type: 'string' },
      connections: { type: 'string' },
      rounds: { type: 'string' },
      compress: { type: 'boolean' },
      fresh: { type: 'boolean' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) return undefined;
  const suite = values.suite ?? 'all';
  if (suite !== 'all' && suite !== 'catalogue' && suite !== 'images') {
    throw new Error(`--suite "${suite}" is not all, catalogue or images.\n${usage}`);
  }
  return {
    suite,
    tours: count('tours', values.tours, 100_000, 5_000_000),
    microTours: count('micro-tours', values['micro-tours'], 100_000, 5_000_000),
    seconds: Math.max(1, count('seconds', values.seconds, 10, 600)),
    warmupSeconds: count('warmup', values.warmup, 3, 60),
    connections: Math.max(1, count('connections', values.connections, 8, 1000)),
    rounds: Math.max(1, count('rounds', values.rounds, 1, 20)),
    compress: values.compress ?? false,
    fresh: values.fresh ?? false,
  };
}
