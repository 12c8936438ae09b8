import { searchFold } from '@app/domain/search-fold';
import { createMigratedScratchDatabase } from '@app/testing/scratch-database';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { writeMicroText, writeTourText } from './scale-text.js';
import type { Place } from './scale-vocabulary.js';
import { seedScale } from './seed-scale.js';

const startOf = (place: Place) => [
  place.geonameId,
  place.name,
  place.countryCode,
  place.lat,
  place.lng,
];

describe('the scale seed', () => {
  it('adds rows as the database owner, also when that owner is no superuser, and reruns add none', async () => {
    const url = await createMigratedScratchDatabase('scale');
    const owner = new pg.Pool({ connectionString: url, max: 2 });
    try {
      expect(
        await seedScale(owner, { tours: 40, microTours: 30, members: 12, bookings: 50 }),
      ).toEqual({ tours: 40, microTours: 30, members: 12, bookings: 50 });
      // The written text and places, as scale-text.ts writes row n.
      const { rows: written } = await owner.query<Record<string, unknown>>(
        `select t.title, t.short_description, t.country, t.duration_days, t.end_location,
                m.title as micro_title, m.description as micro_description, m.city,
                t.translations as tour_translations, m.translations as micro_translations,
                t.search_text_de as tour_search_de, m.search_text_de as micro_search_de,
                jsonb_build_array(t.start_place_id, t.start_place_name, t.start_country,
                                  t.start_lat, t.start_lng) as tour_start,
                jsonb_build_array(m.start_place_id, m.start_place_name, m.start_country,
                                  m.start_lat, m.start_lng) as micro_start
           from public.tours t, public.micro_tours m
          where t.slug = 'scale-tour-000007' and m.slug = 'scale-micro-000030'`,
      );
      const tour = writeTourText(7);
      const micro = writeMicroText(30);
      expect(written).toEqual([
        {
          title: tour.title,
          short_description: tour.shortDescription,
          country: tour.place.country,
          duration_days: tour.days,
          end_location: tour.otherPlace.name,
          micro_title: micro.title,
          micro_description: micro.description,
          city: micro.city.name,
          // And in German, which the German search reads (decision 029).
          tour_translations: tour.translations,
          micro_translations: micro.translations,
          tour_search_de: searchFold(
            `${tour.translations.de!.title}\u0001${tour.translations.de!.short_description}`,
          ),
          micro_search_de: searchFold(
            `${micro.translations.de!.title}\u0001${micro.translations.de!.description}`,
          ),
          // Each starts at its GeoNames town, so the map has a point for every row (issue 52).
          tour_start: startOf(tour.place),
          micro_start: startOf(micro.city),
        },
      ]);
      // Left vacuumed and analysed: lists plan on statistics and count on index-only scans.
      // Whether VACUUM could mark pages all-visible (relallvisible) depends on the snapshots of
      // other connections to the cluster, so what is checked is that it ran, and that ANALYZE
      // left the row counts (it reads every row of tables this small). Its column statistics
      // are not read: pg_stats hides the rows of tables whose RLS applies to the reader, as it
      // does to the owner of a managed database.
      const { rows: tables } = await owner.query<{
        relname: string;
        vacuumed: boolean;
        analysed: boolean;
        reltuples: number;
      }>(
        `select c.relname, s.last_vacuum is not null as vacuumed,
                s.last_analyze is not null as analysed, c.reltuples::int as reltuples
           from pg_class c join pg_stat_user_tables s on s.relid = c.oid
          where c.relname in ('tours', 'micro_tours') and c.relnamespace = 'public'::regnamespace
          order by c.relname`,
      );
      expect(tables).toEqual([
        { relname: 'micro_tours', vacuumed: true, analysed: true, reltuples: 30 },
        { relname: 'tours', vacuumed: true, analysed: true, reltuples: 40 },
      ]);
      expect(
        await seedScale(owner, { tours: 40, microTours: 30, members: 12, bookings: 50 }),
      ).toEqual({ tours: 0, microTours: 0, members: 0, bookings: 0 });
      // Synthetic bookings queue no confirmation or reminder mails.
      const { rows: jobs } = await owner.query<{ jobs: number }>(
        `select count(*)::int as jobs from graphile_worker._private_jobs where key like 'booking_%'`,
      );
      expect(jobs[0]!.jobs).toBe(0);
      // Counted as service_role: RLS is forced, for the owner too.
      const client = await owner.connect();
      try {
        await client.query('begin');
        await client.query('set local role service_role');
        const { rows } = await client.query<Record<string, number>>(
          `select (select count(*)::int from public.tours) as tours,
                  (select count(*)::int from public.micro_tours) as micro,
                  (select count(*)::int from public.bookings where status = 'paid') as bookings,
                  (select count(distinct user_id)::int from public.bookings) as bookers,
                  (select count(*)::int from public.wallets where balance_eur > 0) as credited`,
        );
        // The state the booking trigger would have left: each booking on its item's departure
        // for its date with the policy in force, seats = paid travellers, balances = the ledger.
        const { rows: derived } = await client.query<Record<string, number>>(
          `select
             (select count(*)::int from public.bookings b
                join public.departures d on d.id = b.departure_id
                left join public.tours t on t.id = b.tour_id
                left join public.micro_tours m on m.id = b.micro_tour_id
               where d.start_date = b.start_date and d.status = 'open' and not d.scheduled
                 and d.tour_id is not distinct from b.tour_id
                 and d.micro_tour_id is not distinct from b.micro_tour_id
                 and d.capacity = coalesce(t.group_size, m.daily_capacity)
                 and b.refund_tiers = app_rules.refund_tiers()
                 and b.time_zone = private.country_time_zone(coalesce(t.country, m.country))
             ) as placed,
             (select count(*)::int from public.departures d
               where d.seats_taken <> (select coalesce(sum(b.travelers), 0) from public.bookings b
                                        where b.departure_id = d.id and b.status = 'paid')
             ) as miscounted_departures,
             (select count(*)::int from public.wallets w
               where w.balance_eur <> (select coalesce(sum(case x.direction when 'credit'
                                                 then x.amount_eur else -x.amount_eur end), 0)
                                         from public.wallet_transactions x
                                        where x.user_id = w.user_id)
             ) as unbalanced_wallets`,
        );
        await client.query('rollback');
        expect(rows[0]).toEqual({ tours: 40, micro: 30, bookings: 50, bookers: 12, credited: 6 });
        expect(derived[0]).toEqual({ placed: 50, miscounted_departures: 0, unbalanced_wallets: 0 });
      } finally {
        client.release();
      }
    } finally {
      await owner.end();
    }
  });
});
