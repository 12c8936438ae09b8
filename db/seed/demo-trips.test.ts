import { describe, expect, it } from 'vitest';
import { anonClient, servicePool } from '@app/testing/clients';
import { checkLedger } from '@app/testing/money-invariants';
import { demoTravellers } from './demo-reviews.js';

describe("the demo travellers' trips (the demo ratings' reviews)", () => {
  it('are paid as a member pays: a demo top-up and the booking’s debit each, wallets at zero', async () => {
    const ids = demoTravellers.map((traveller) => traveller.id);
    const { figures, anomalies } = await checkLedger(servicePool(), undefined, ids);
    expect(anomalies).toEqual([]);
    expect(figures.paidBookings).toBeGreaterThan(100);
    expect(figures.topUpRows).toBe(figures.paidBookings);
    expect(figures.balancesEur).toBe(0);
    expect(figures.bookingDebitsEur).toBe(figures.paidBookingsEur);
  });

  it('have reviews that say they are the demo’s, never a verified traveller’s', async () => {
    const ids = demoTravellers.map((traveller) => traveller.id);
    const { rows } = await servicePool().query<{ demo: boolean; verified: boolean; n: number }>(
      `select v.demo, v.verified, count(*)::int as n
         from public.reviews v join public.review_records r using (id)
        where r.user_id = any($1) group by 1, 2`,
      [ids],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ demo: true, verified: false });
    expect(rows[0]!.n).toBeGreaterThan(100);
    // As a visitor reads them (the view runs as its reader).
    const { data, error } = await anonClient()
      .from('reviews')
      .select('demo, verified')
      .eq('demo', true)
      .limit(1);
    expect(error).toBeNull();
    expect(data).toEqual([{ demo: true, verified: false }]);
  });

  it('are settled once: seeding again adds no money', async () => {
    const { rows } = await servicePool().query<{ paid: number }>(
      'select private.settle_demo_trips() as paid',
    );
    expect(rows[0]!.paid).toBe(0);
  });
});
