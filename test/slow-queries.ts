import { randomUUID } from 'node:crypto';
import pg from 'pg';

/**
 * The slowest filter there is for /rest/v1: backreferences make PostgreSQL's regex engine try
 * every split of the text, minutes on a description of a few hundred words. The gateway lets
 * only the service key send it. Append it to `/rest/v1/tours?select=id&`.
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

/**
 * A request that holds one of PostgREST's connections for `seconds`, or until its role's
 * statement timeout (anon 3 s, authenticated 8 s): the stand-in for whatever query an attacker
 * finds dearest. Needs installSleepFunction first.
 */
export function sleepRequest(
  gatewayUrl: string,
  headers: Record<string, string>,
  seconds: number,
  signal?: AbortSignal,
) {
  return fetch(`${gatewayUrl}/rest/v1/rpc/test_sleep`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ seconds }),
    signal,
  });
}

/** `public.test_sleep(seconds)` for anon and members, once PostgREST has seen it. */
export async function installSleepFunction(server: {
  databaseUrl: string;
  url: string;
  keys: { anonKey: string };
}): Promise<void> {
  const owner = new pg.Client({ connectionString: server.databaseUrl });
  await owner.connect();
  try {
    await owner.query(`
      create or replace function public.test_sleep(seconds double precision) returns void
        language sql as 'select pg_sleep(seconds)';
      grant execute on function public.test_sleep(double precision) to anon, authenticated;
      notify pgrst, 'reload schema';
    `);
  } finally {
    await owner.end();
  }
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const response = await sleepRequest(server.url, { apikey: server.keys.anonKey }, 0);
    if (response.status === 204) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('PostgREST did not pick up test_sleep');
}
