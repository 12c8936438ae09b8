import { describe, expect, it } from 'vitest';
import {
  adminBookingsPageSchema,
  adminImageLogsPageSchema,
  adminMemberLedgerPageSchema,
  adminMicroToursPageSchema,
  adminToursPageSchema,
  microTourCountsSchema,
} from './admin-lists.js';

describe('admin list answers', () => {
  it('parses a page of tours with its total', () => {
    const answer = {
      total: 100000,
      rows: [
        {
          id: '8f14e45f-ceea-467f-a8f3-2c1a9d2b7e10',
          slug: 'alpine-trails',
          title: 'Alpine Trails',
          country: 'Switzerland',
          cover_image: null,
          image_override_url: 'https://images.example/alps.jpg',
          gallery_count: 3,
          gallery_override_count: 0,
          created_at: '2026-11-01T08:00:00+00:00',
          updated_at: '2026-11-02T08:00:00+00:00',
          on_sale: true,
          translatable_fields: 9,
          translation_missing: { de: 0, fr: 4, es: 9, it: 9 },
        },
      ],
    };
    expect(adminToursPageSchema.parse(answer)).toEqual(answer);
  });

  it('parses bookings with money as numbers and refuses an unknown status', () => {
    const row = {
      id: 'a1b2c3d4-0000-4000-8000-000000000001',
      reference: 'A1B2C3D4',
      user_id: 'b1b2c3d4-0000-4000-8000-000000000001',
      email: 'ada@example.org',
      kind: 'micro_tour',
      tour_id: null,
      micro_tour_id: 'c1b2c3d4-0000-4000-8000-000000000001',
      title: 'Lisbon by Tram',
      slug: 'lisbon-by-tram',
      start_date: '2026-12-01',
      travelers: 2,
      total_eur: 59.9,
      status: 'paid',
      refund_eur: null,
      checked_in_at: null,
      created_at: '2026-11-20T10:00:00+00:00',
    };
    expect(adminBookingsPageSchema.parse({ total: 1, rows: [row] }).rows[0]?.total_eur).toBe(59.9);
    expect(
      adminBookingsPageSchema.safeParse({ total: 1, rows: [{ ...row, status: 'lost' }] }).success,
    ).toBe(false);
  });

  it('parses micro-tours with their image status, and the counters', () => {
    const page = {
      total: 1,
      rows: [
        {
          id: 'c1b2c3d4-0000-4000-8000-000000000001',
          slug: 'lisbon-by-tram',
          title: 'Lisbon by Tram',
          city: 'Lisbon',
          country: 'Portugal',
          cover_url: '  ',
          gallery_count: 1,
          image_status: 'partial',
          on_sale: false,
          translatable_fields: 4,
          translation_missing: { de: 0, fr: 0, es: 0, it: 4 },
        },
      ],
    };
    expect(adminMicroToursPageSchema.parse(page)).toEqual(page);
    expect(microTourCountsSchema.parse({ total: 3, complete: 1, partial: 1, missing: 1 })).toEqual({
      total: 3,
      complete: 1,
      partial: 1,
      missing: 1,
    });
    expect(
      microTourCountsSchema.safeParse({ total: -1, complete: 0, partial: 0, missing: 0 }).success,
    ).toBe(false);
  });

  it('parses a ledger entry made by an admin and an image log with a numeric score', () => {
    const ledger = adminMemberLedgerPageSchema.parse({
      total: 1,
      rows: [
        {
          id: 'd1b2c3d4-0000-4000-8000-000000000001',
          created_at: '2026-11-20T10:00:00+00:00',
          type: 'adjustment',
          direction: 'credit',
          amount_eur: 10,
          notes: null,
          reason: 'Goodwill for a late guide',
          booking_id: null,
          created_by_email: 'admin@example.org',
        },
      ],
    });
    expect(ledger.rows[0]?.created_by_email).toBe('admin@example.org');

    const logs = adminImageLogsPageSchema.parse({
      total: 1,
      rows: [
        {
          id: 'e1b2c3d4-0000-4000-8000-000000000001',
          tour_id: null,
          micro_tour_id: 'c1b2c3d4-0000-4000-8000-000000000001',
          action: 'updated',
          score: '0.82',
          reason: null,
          query: 'lisbon tram',
          new_url: 'https://images.example/tram.jpg',
          created_at: '2026-11-20T10:00:00+00:00',
          tour_title: 'Lisbon by Tram',
          tour_slug: 'lisbon-by-tram',
          micro_tour_title: 'Lisbon by Tram',
        },
      ],
    });
    expect(logs.rows[0]?.score).toBe(0.82);
  });
});
