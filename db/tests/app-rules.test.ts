import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as rules from '@app/domain/db-rules';
import { anonClient, createTestUser, servicePool, uniqueTag } from '@app/testing/clients';

type Row = Record<string, unknown>;

interface Boundary {
  /** What the limit is about, for the test's name. */
  field: string;
  table: string;
  base: () => Row;
  /** The most (or least) the constraint accepts, and one step past it. */
  accepted: Row;
  refused: Row;
  constraint: string;
}

let memberId: string;
let tourId: string;

beforeAll(async () => {
  memberId = (await createTestUser()).id;
  const { rows } = await servicePool().query<{ id: string }>(
    `insert into public.tours (slug, title, category, country, price_eur, duration_days, difficulty,
                               group_size, cover_image)
     values ($1, $2, 'eco', 'Norway', 100, 3, 'easy', 10, '/covers/x.jpg') returning id`,
    [`rules-${uniqueTag()}`, `Rules Tour ${uniqueTag()}`],
  );
  tourId = rows[0]!.id;
});

afterAll(async () => {
  await servicePool().query('delete from public.tours where id = $1', [tourId]);
});

const text = (length: number) => 'a'.repeat(length);
const picture = (length: number) => `/${text(length - 1)}`;
const pictures = (count: number) => Array.from({ length: count }, (_, i) => `/g/${i}.jpg`);
/** An e-mail address of exactly this many characters, unique to the call. */
const email = (length: number) => {
  const domain = `${uniqueTag()}@example.test`;
  return `${text(length - domain.length)}${domain}`;
};

const tour = (): Row => ({
  slug: `rules-${uniqueTag()}`,
  title: 'Rules Tour',
  category: 'eco',
  country: 'Norway',
  price_eur: 100,
  duration_days: 3,
  difficulty: 'easy',
  group_size: 10,
  cover_image: '/covers/x.jpg',
});
const microTour = (): Row => ({
  slug: `rules-micro-${uniqueTag()}`,
  title: 'Rules Micro-Tour',
  city: 'Lyon',
  country: 'France',
  price_eur: 10,
  duration_hours: 2,
});
const addon = (): Row => ({ title: 'Rules Add-on', price_eur: 5, applies_to: 'global' });
const booking = (): Row => ({
  user_id: memberId,
  tour_id: tourId,
  start_date: '2030-01-01',
  travelers: 1,
  total_eur: 0,
});
// A credit that needs no other row: an admin's adjustment (with its reason and author).
const ledgerEntry = (): Row => ({
  user_id: memberId,
  type: 'adjustment',
  direction: 'credit',
  amount_eur: 1,
  reason: 'rules test',
  created_by: memberId,
});
const functionRequest = (): Row => ({
  user_id: memberId,
  key: 'rules-key',
  function_name: 'wallet-topup',
  request_hash: '0'.repeat(64),
});
const contactMessage = (): Row => ({
  first_name: 'Ana',
  last_name: 'Silva',
  email: 'ana@example.test',
  inquiry_type: 'general',
  message: 'A question about the tours.',
});

const boundaries: Boundary[] = [
  ...(['tours', 'micro_tours', 'addons'] as const).map((table) => ({
    field: 'title',
    table,
    base: { tours: tour, micro_tours: microTour, addons: addon }[table],
    accepted: { title: text(rules.TITLE_MAX_LENGTH) },
    refused: { title: text(rules.TITLE_MAX_LENGTH + 1) },
    constraint: `${table}_title_check`,
  })),
  ...(
    [
      ['short_description', rules.TOUR_SHORT_DESCRIPTION_MAX_LENGTH],
      ['full_description', rules.TOUR_FULL_DESCRIPTION_MAX_LENGTH],
      ['country', rules.COUNTRY_MAX_LENGTH],
      ['meeting_point', rules.MEETING_POINT_MAX_LENGTH],
      ['end_location', rules.END_LOCATION_MAX_LENGTH],
      ['cancellation_policy', rules.CANCELLATION_POLICY_MAX_LENGTH],
    ] as const
  ).map(([field, max]) => ({
    field,
    table: 'tours',
    base: tour,
    accepted: { [field]: text(max) },
    refused: { [field]: text(max + 1) },
    constraint: `tours_${field}_check`,
  })),
  ...(['cover_image', 'image_override_url'] as const).map((field) => ({
    field,
    table: 'tours',
    base: tour,
    accepted: { [field]: picture(rules.PICTURE_URL_MAX_LENGTH) },
    refused: { [field]: picture(rules.PICTURE_URL_MAX_LENGTH + 1) },
    constraint: `tours_${field}_check`,
  })),
  ...(['gallery', 'gallery_override'] as const).map((field) => ({
    field,
    table: 'tours',
    base: tour,
    accepted: { [field]: pictures(rules.GALLERY_MAX_IMAGES) },
    refused: { [field]: pictures(rules.GALLERY_MAX_IMAGES + 1) },
    constraint: `tours_${field}_check`,
  })),
  {
    field: 'duration_days',
    table: 'tours',
    base: tour,
    accepted: { duration_days: rules.TOUR_DURATION_MAX_DAYS },
    refused: { duration_days: rules.TOUR_DURATION_MAX_DAYS + 1 },
    constraint: 'tours_duration_days_check',
  },
  {
    field: 'group_size',
    table: 'tours',
    base: tour,
    accepted: { group_size: rules.TOUR_GROUP_SIZE_MAX },
    refused: { group_size: rules.TOUR_GROUP_SIZE_MAX + 1 },
    constraint: 'tours_group_size_check',
  },
  ...(
    [
      ['description', rules.MICRO_TOUR_DESCRIPTION_MAX_LENGTH],
      ['city', rules.CITY_MAX_LENGTH],
      ['country', rules.COUNTRY_MAX_LENGTH],
      ['meeting_point', rules.MEETING_POINT_MAX_LENGTH],
    ] as const
  ).map(([field, max]) => ({
    field,
    table: 'micro_tours',
    base: microTour,
    accepted: { [field]: text(max) },
    refused: { [field]: text(max + 1) },
    constraint: `micro_tours_${field}_check`,
  })),
  {
    field: 'cover_url',
    table: 'micro_tours',
    base: microTour,
    accepted: { cover_url: picture(rules.PICTURE_URL_MAX_LENGTH) },
    refused: { cover_url: picture(rules.PICTURE_URL_MAX_LENGTH + 1) },
    constraint: 'micro_tours_cover_url_check',
  },
  {
    field: 'gallery_urls',
    table: 'micro_tours',
    base: microTour,
    accepted: { gallery_urls: pictures(rules.GALLERY_MAX_IMAGES) },
    refused: { gallery_urls: pictures(rules.GALLERY_MAX_IMAGES + 1) },
    constraint: 'micro_tours_gallery_urls_check',
  },
  {
    field: 'highest price_eur',
    table: 'micro_tours',
    base: microTour,
    accepted: { price_eur: rules.MICRO_TOUR_PRICE_MAX_EUR },
    refused: { price_eur: rules.MICRO_TOUR_PRICE_MAX_EUR + 0.01 },
    constraint: 'micro_tours_price_eur_check',
  },
  {
    field: 'lowest price_eur',
    table: 'micro_tours',
    base: microTour,
    accepted: { price_eur: rules.MICRO_TOUR_PRICE_MIN_EUR },
    refused: { price_eur: rules.MICRO_TOUR_PRICE_MIN_EUR - 0.01 },
    constraint: 'micro_tours_price_eur_check',
  },
  {
    field: 'longest duration_hours',
    table: 'micro_tours',
    base: microTour,
    accepted: { duration_hours: rules.MICRO_TOUR_DURATION_MAX_HOURS },
    refused: { duration_hours: rules.MICRO_TOUR_DURATION_MAX_HOURS + 0.1 },
    constraint: 'micro_tours_duration_hours_check',
  },
  {
    field: 'shortest duration_hours',
    table: 'micro_tours',
    base: microTour,
    accepted: { duration_hours: rules.MICRO_TOUR_DURATION_MIN_HOURS },
    refused: { duration_hours: rules.MICRO_TOUR_DURATION_MIN_HOURS - 0.1 },
    constraint: 'micro_tours_duration_hours_check',
  },
  {
    field: 'most travelers',
    table: 'bookings',
    base: booking,
    accepted: { travelers: rules.MAX_TRAVELERS },
    refused: { travelers: rules.MAX_TRAVELERS + 1 },
    constraint: 'bookings_travelers_check',
  },
  {
    field: 'fewest travelers',
    table: 'bookings',
    base: booking,
    accepted: { travelers: rules.MIN_TRAVELERS },
    refused: { travelers: rules.MIN_TRAVELERS - 1 },
    constraint: 'bookings_travelers_check',
  },
  ...(
    [
      ['bookings', booking],
      ['wallet_transactions', ledgerEntry],
    ] as const
  ).map(([table, base]) => ({
    field: 'idempotency_key',
    table,
    base,
    accepted: { idempotency_key: text(rules.IDEMPOTENCY_KEY_MAX_LENGTH) },
    refused: { idempotency_key: text(rules.IDEMPOTENCY_KEY_MAX_LENGTH + 1) },
    constraint: `${table}_idempotency_key_check`,
  })),
  {
    field: 'key',
    table: 'private.function_requests',
    base: functionRequest,
    accepted: { key: text(rules.IDEMPOTENCY_KEY_MAX_LENGTH) },
    refused: { key: text(rules.IDEMPOTENCY_KEY_MAX_LENGTH + 1) },
    constraint: 'function_requests_key_check',
  },
  ...(['first_name', 'last_name'] as const).map((field) => ({
    field,
    table: 'contact_messages',
    base: contactMessage,
    accepted: { [field]: text(rules.CONTACT_NAME_MAX_LENGTH) },
    refused: { [field]: text(rules.CONTACT_NAME_MAX_LENGTH + 1) },
    constraint: `contact_messages_${field}_check`,
  })),
  {
    field: 'longest message',
    table: 'contact_messages',
    base: contactMessage,
    accepted: { message: text(rules.CONTACT_MESSAGE_MAX_LENGTH) },
    refused: { message: text(rules.CONTACT_MESSAGE_MAX_LENGTH + 1) },
    constraint: 'contact_messages_message_check',
  },
  {
    field: 'shortest message',
    table: 'contact_messages',
    base: contactMessage,
    accepted: { message: text(rules.CONTACT_MESSAGE_MIN_LENGTH) },
    refused: { message: text(rules.CONTACT_MESSAGE_MIN_LENGTH - 1) },
    constraint: 'contact_messages_message_check',
  },
  {
    field: 'longest newsletter subject',
    table: 'newsletter_issues',
    base: () => ({ subject: 'Letter', body: 'Hello' }),
    accepted: { subject: text(rules.NEWSLETTER_SUBJECT_MAX_LENGTH) },
    refused: { subject: text(rules.NEWSLETTER_SUBJECT_MAX_LENGTH + 1) },
    constraint: 'newsletter_issues_subject_check',
  },
  {
    field: 'longest newsletter body',
    table: 'newsletter_issues',
    base: () => ({ subject: 'Letter', body: 'Hello' }),
    accepted: { body: text(rules.NEWSLETTER_BODY_MAX_LENGTH) },
    refused: { body: text(rules.NEWSLETTER_BODY_MAX_LENGTH + 1) },
    constraint: 'newsletter_issues_body_check',
  },
  ...(
    [
      ['contact_messages', contactMessage],
      ['newsletter_subscriptions', () => ({})],
      ['auth.users', () => ({})],
    ] as const
  ).map(([table, base]) => ({
    field: 'email',
    table,
    base,
    accepted: { email: email(rules.EMAIL_MAX_LENGTH) },
    refused: { email: email(rules.EMAIL_MAX_LENGTH + 1) },
    constraint: `${table.replace(/^\w+\./, '')}_email_check`,
  })),
];

/** Inserts the row in a transaction that is rolled back; the check constraint it broke, if any. */
async function brokenConstraint(table: string, row: Row): Promise<string | null> {
  const client = await servicePool().connect();
  const columns = Object.keys(row);
  const qualified = table.includes('.') ? table : `public.${table}`;
  try {
    await client.query('begin');
    await client.query(
      `insert into ${qualified} (${columns.join(', ')})
       values (${columns.map((_, i) => `$${i + 1}`).join(', ')})`,
      Object.values(row),
    );
    return null;
  } catch (caught) {
    const error = caught as { code?: string; constraint?: string };
    expect(error.code, String(caught)).toBe('23514');
    return error.constraint ?? '';
  } finally {
    await client.query('rollback');
    client.release();
  }
}

describe('the database limits kept in app_rules', () => {
  it.each(boundaries)(
    '$table.$field: the limit is accepted, one step past it refused',
    async (b) => {
      expect(await brokenConstraint(b.table, { ...b.base(), ...b.accepted })).toBeNull();
      expect(await brokenConstraint(b.table, { ...b.base(), ...b.refused })).toBe(b.constraint);
    },
  );

  it('refuses a travelers count outside the range with the same sentence', async () => {
    for (const travelers of [rules.MIN_TRAVELERS - 1, rules.MAX_TRAVELERS + 1]) {
      await expect(
        servicePool().query('select private.check_travelers($1)', [travelers]),
      ).rejects.toMatchObject({ code: 'PT400', message: '1-12 travelers allowed' });
    }
    await servicePool().query('select private.check_travelers($1)', [rules.MAX_TRAVELERS]);
  });

  it('are not served through /rest/v1: PostgREST knows no schema app_rules', async () => {
    const { data, error } = await anonClient().schema('app_rules').rpc('max_travelers');
    expect(data).toBeNull();
    expect(error?.code).toBe('PGRST106');
  });
});

describe('the add-ons a tour offers (public.tour_addons)', () => {
  const scopes = {
    global: { applies_to: 'global', category: null, tour: null },
    sameCategory: { applies_to: 'category', category: 'eco', tour: null },
    otherCategory: { applies_to: 'category', category: 'gastro', tour: null },
    namesTheTour: { applies_to: 'tour', category: null, tour: 'this' },
    namesAnother: { applies_to: 'tour', category: null, tour: 'other' },
  } as const;

  it('offers the global add-ons, those of its category and those naming it', async () => {
    // In a transaction that is rolled back, so other tests never see these global add-ons.
    const client = await servicePool().connect();
    try {
      await client.query('begin');
      const other = await client.query<{ id: string }>(
        `insert into public.tours (slug, title, category, country, price_eur, duration_days,
                                   difficulty, group_size, cover_image)
         values ($1, 'Other Rules Tour', 'gastro', 'Italy', 100, 3, 'easy', 10, '/covers/x.jpg')
         returning id`,
        [`rules-other-${uniqueTag()}`],
      );
      const offered: Record<string, boolean> = {};
      for (const [name, scope] of Object.entries(scopes)) {
        const named = { this: [tourId], other: [other.rows[0]!.id] };
        const { rows } = await client.query<{ id: string }>(
          `insert into public.addons (title, price_eur, applies_to, category, tour_ids)
           values ($1, 1, $2, $3, $4) returning id`,
          [
            `Rules Add-on ${name}`,
            scope.applies_to,
            scope.category,
            scope.tour ? named[scope.tour] : [],
          ],
        );
        const found = await client.query('select 1 from public.tour_addons($1) a where a.id = $2', [
          tourId,
          rows[0]!.id,
        ]);
        offered[name] = found.rowCount === 1;
      }
      expect(offered).toEqual({
        global: true,
        sameCategory: true,
        otherCategory: false,
        namesTheTour: true,
        namesAnother: false,
      });
    } finally {
      await client.query('rollback');
      client.release();
    }
  });

  it('is read by anyone through /rest/v1/rpc, as the add-ons table is', async () => {
    const { rows } = await servicePool().query<{ id: string }>(
      `insert into public.addons (title, price_eur, applies_to, tour_ids)
       values ('Rules Add-on for anyone', 1, 'tour', $1) returning id`,
      [[tourId]],
    );
    try {
      const { data, error } = await anonClient().rpc('tour_addons', { p_tour_id: tourId });
      expect(error).toBeNull();
      expect(data).toEqual(expect.arrayContaining([expect.objectContaining({ id: rows[0]!.id })]));
    } finally {
      await servicePool().query('delete from public.addons where id = $1', [rows[0]!.id]);
    }
  });

  it('offers nothing for a tour that does not exist', async () => {
    const { data, error } = await anonClient().rpc('tour_addons', {
      p_tour_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(error).toBeNull();
    expect(data).toEqual([]);
  });
});
