import { servicePool, uniqueTag } from './clients.js';

export type CatalogueTable = 'tours' | 'micro_tours';

/**
 * A row of its own for a test of the catalogue's places: a three-day tour in Austria or a
 * two-hour micro-tour in Vienna, with no start place yet; answers its id.
 */
export async function insertCatalogueRow(table: CatalogueTable, slugPrefix: string) {
  const tag = uniqueTag();
  const values = [`${slugPrefix}-${tag}`, `${slugPrefix} ${tag}`];
  const { rows } =
    table === 'tours'
      ? await servicePool().query<{ id: string }>(
          `insert into public.tours (slug, title, category, country, price_eur, duration_days,
             difficulty, group_size)
           values ($1, $2, 'eco', 'Austria', 500, 3, 'easy', 8) returning id`,
          values,
        )
      : await servicePool().query<{ id: string }>(
          `insert into public.micro_tours (slug, title, city, country, price_eur, duration_hours)
           values ($1, $2, 'Wien', 'Austria', 10, 2) returning id`,
          values,
        );
  return rows[0]!.id;
}
