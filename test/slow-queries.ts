import { randomUUID } from 'node:crypto';
import type pg from 'pg';

/**
 * The slowest filter an anonymous client can send to /rest/v1: backreferences make
 * PostgreSQL's regex engine try every split of the text, minutes on a description of a few
 * hundred words. Append it to `/rest/v1/tours?select=id&`.
 */
export const SLOW_TOUR_FILTER = `full_description=match.${encodeURIComponent('^(.*)(.*)(.*)(.*)(.*)\\1\\2\\3\\4\\5$')}`;

const WORDS = ['forest', 'river', 'train', 'valley', 'village', 'harvest', 'trail', 'lake'];

/** Tours with long descriptions for SLOW_TOUR_FILTER to chew on. */
export async function insertLongTours(pool: pg.Pool, count = 20): Promise<void> {
  for (let i = 0; i < count; i += 1) {
    const description = Array.from({ length: 300 }, (_, n) => WORDS[(n * 7 + i) % 8]).join(' ');
    await pool.query(
      `insert into public.tours (slug, title, full_description, category, country, price_eur,
                                 duration_days, difficulty, group_size)
       values ($1, $2, $3, 'eco', 'Slovenia', 100, 3, 'easy', 10)`,
      [`slow-${randomUUID()}`, `Slow tour ${i}`, description],
    );
  }
}
