import type pg from 'pg';
import { seedScale } from '@app/db/seed-scale';

export interface ScaleCounts {
  tours: number;
  microTours: number;
}

export async function countScaleRows(pool: pg.Pool): Promise<ScaleCounts> {
  const { rows } = await pool.query<{ tours: string; micro_tours: string }>(
    `select
       (select count(*) from public.tours where slug like 'scale-tour-%') as tours,
       (select count(*) from public.micro_tours where slug like 'scale-micro-%') as micro_tours`,
  );
  return { tours: Number(rows[0]!.tours), microTours: Number(rows[0]!.micro_tours) };
}

/**
 * Tops the bench database up to the wanted number of scale rows; never deletes any. seedScale
 * numbers rows from 1 and skips slugs that exist, so it is asked for the whole wanted count.
 */
export async function ensureScaleRows(
  pool: pg.Pool,
  wanted: ScaleCounts,
  log: (message: string) => void,
): Promise<ScaleCounts> {
  const present = await countScaleRows(pool);
  const missing = {
    tours: Math.max(0, wanted.tours - present.tours),
    microTours: Math.max(0, wanted.microTours - present.microTours),
  };
  if (missing.tours === 0 && missing.microTours === 0) return present;
  log(
    `seeding ${missing.tours} tours and ${missing.microTours} micro-tours ` +
      `(present: ${present.tours} and ${present.microTours})`,
  );
  const started = Date.now();
  await seedScale(pool, {
    tours: missing.tours > 0 ? wanted.tours : 0,
    microTours: missing.microTours > 0 ? wanted.microTours : 0,
    log,
  });
  log(`seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return countScaleRows(pool);
}
