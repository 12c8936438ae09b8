import { beforeAll, describe, expect, it } from 'vitest';
import { buildCatalogue } from '@app/db/catalogue';
import {
  anonClient,
  createTestUser,
  servicePool,
  type TestUser,
  uniqueTag,
} from '@app/testing/clients';

let ada: TestUser;
let bob: TestUser;

const paris = { place_id: 2988507, name: 'Paris', country: 'FR', lat: 48.85341, lng: 2.3488 };

beforeAll(async () => {
  [ada, bob] = await Promise.all([createTestUser(), createTestUser()]);
});

describe('member_home_places (migration 0055)', () => {
  it('a member keeps one home city on the account and only they read or change it', async () => {
    const saved = await ada.client.from('member_home_places').upsert(paris).select().single();
    expect(saved.error).toBeNull();
    expect(saved.data).toMatchObject({ ...paris, user_id: ada.id });

    const moved = await ada.client
      .from('member_home_places')
      .upsert({ ...paris, place_id: 2950159, name: 'Berlin', country: 'DE', lat: 52.52, lng: 13.4 })
      .select();
    expect(moved.data).toHaveLength(1);

    const bobReads = await bob.client.from('member_home_places').select('*');
    expect(bobReads.data).toEqual([]);
    const bobWrites = await bob.client
      .from('member_home_places')
      .update({ name: 'Nowhere' })
      .eq('user_id', ada.id)
      .select();
    expect(bobWrites.data).toEqual([]);
    const bobPlants = await bob.client
      .from('member_home_places')
      .insert({ ...paris, user_id: ada.id });
    expect(bobPlants.error).not.toBeNull();

    const visitor = await anonClient().from('member_home_places').select('*');
    expect(visitor.error ? [] : visitor.data).toEqual([]);

    const { rows } = await servicePool().query<{ name: string }>(
      'select name from public.member_home_places where user_id = $1',
      [ada.id],
    );
    expect(rows).toEqual([{ name: 'Berlin' }]);
  });

  it('refuses a place off the globe or with a made-up country', async () => {
    for (const bad of [
      { ...paris, lat: 91 },
      { ...paris, lng: -181 },
      { ...paris, country: 'fr' },
      { ...paris, country: 'FRA' },
      { ...paris, name: '' },
    ]) {
      const { error } = await bob.client.from('member_home_places').upsert(bad);
      expect(error?.code).toBe('23514');
    }
  });
});

describe('start places of tours and micro-tours (migration 0055)', () => {
  it('every demo tour and micro-tour says where it starts and how it is reached', async () => {
    const demo = buildCatalogue(new Date());
    const { rows } = await servicePool().query<{ missing: number; coach: number; total: number }>(
      `select count(*) filter (where start_lat is null)::int as missing,
              count(*) filter (where footprint_transport = 'coach')::int as coach,
              count(*)::int as total
         from (select start_lat, footprint_transport from public.tours where slug = any($1)
               union all
               select start_lat, footprint_transport from public.micro_tours where slug = any($2)) s`,
      [demo.tours.map((tour) => tour.slug), demo.microTours.map((tour) => tour.slug)],
    );
    expect(rows[0]).toEqual({
      missing: 0,
      coach: demo.tours.filter((tour) => tour.transport === 'bus').length,
      total: demo.tours.length + demo.microTours.length,
    });
    const visitor = await anonClient()
      .from('tours')
      .select('start_place_name, start_country, start_lat, start_lng, footprint_transport')
      .eq('slug', 'swiss-alpine-rail-circle')
      .single();
    expect(visitor.data).toEqual({
      start_place_name: 'Zürich',
      start_country: 'CH',
      start_lat: 47.36667,
      start_lng: 8.55,
      footprint_transport: 'rail',
    });
  });

  it('keeps a start place whole: all its parts or none', async () => {
    const slug = `half-start-${uniqueTag()}`;
    await expect(
      servicePool().query(
        `insert into public.micro_tours (slug, title, city, country, price_eur, duration_hours,
           start_place_name, start_country)
         values ($1, 'Half a start', 'Paris', 'France', 10, 2, 'Paris', 'FR')`,
        [slug],
      ),
    ).rejects.toMatchObject({ code: '23514' });
    await expect(
      servicePool().query(
        `insert into public.micro_tours (slug, title, city, country, price_eur, duration_hours,
           footprint_transport)
         values ($1, 'By plane', 'Paris', 'France', 10, 2, 'plane')`,
        [slug],
      ),
    ).rejects.toMatchObject({ code: '23514' });
  });
});
