import { beforeAll, describe, expect, it } from 'vitest';
import { adminMicroToursPageSchema, adminToursPageSchema } from '@app/domain/admin-lists';
import {
  MICRO_TOUR_TRANSLATED_FIELDS,
  missingTranslations,
  searchColumn,
  TOUR_TRANSLATED_FIELDS,
} from '@app/domain/catalogue-translations';
import { searchFold } from '@app/domain/search-fold';
import {
  anonClient,
  createTestUser,
  servicePool,
  type TestUser,
  uniqueTag,
} from '@app/testing/clients';

const tag = uniqueTag();
const country = `Übersetzland ${tag}`;
let admin: TestUser;
let member: TestUser;
let microId: string;
let tourId: string;

beforeAll(async () => {
  [admin, member] = await Promise.all([createTestUser({ admin: true }), createTestUser()]);
  const micro = await admin.client
    .from('micro_tours')
    .insert({
      slug: `munich-old-town-${tag}`,
      title: `Munich Old Town ${tag}`,
      description: 'A walk between the churches and beer halls of the old town.',
      city: 'Munich',
      country,
      price_eur: 12,
      duration_hours: 2,
    })
    .select('id')
    .single();
  expect(micro.error).toBeNull();
  microId = micro.data!.id;
  const tour = await admin.client
    .from('tours')
    .insert({
      slug: `lakes-${tag}`,
      title: `Finnish Lakes by Canoe ${tag}`,
      short_description: 'Paddle between islands',
      category: 'eco',
      country,
      price_eur: 900,
      duration_days: 2,
      difficulty: 'easy',
      group_size: 8,
      cover_image: '/covers/x.jpg',
      itinerary: [
        { day: 1, title: 'Arrival', description: 'Meet at the lake.' },
        { day: 2, title: 'Islands', description: 'Paddle out.' },
      ],
    })
    .select('id')
    .single();
  expect(tour.error).toBeNull();
  tourId = tour.data!.id;
});

const translationsOf = async (table: 'tours' | 'micro_tours', id: string) =>
  (
    await servicePool().query<{ translations: unknown }>(
      `select translations from public.${table} where id = $1`,
      [id],
    )
  ).rows[0]!.translations;

describe('catalogue translations (migration 0045)', () => {
  it('an admin writes a micro-tour in German and French; anyone reads them', async () => {
    const translations = {
      de: {
        title: `Münchner Altstadt ${tag}`,
        description: 'Ein Spaziergang zwischen Kirchen und Bierhallen der Altstadt.',
        city: 'München',
        whats_included: ['Führung'],
      },
      fr: { title: `Vieille ville de Munich ${tag}` },
    };
    const { error } = await admin.client
      .from('micro_tours')
      .update({ translations })
      .eq('id', microId);
    expect(error).toBeNull();
    const read = await anonClient()
      .from('micro_tours')
      .select('translations->de')
      .eq('id', microId)
      .single();
    expect(read.data).toEqual({ de: translations.de });
  });

  it.each(['micro_tours', 'tours'] as const)(
    'a member cannot write translations of %s: 403 admin_required, nothing changes',
    async (table) => {
      const id = table === 'tours' ? tourId : microId;
      const before = await translationsOf(table, id);
      const { data, error, status } = await member.client
        .from(table)
        .update({ translations: { de: { title: 'Gekapert' } } })
        .eq('id', id)
        .select();
      expect(data ?? []).toEqual([]);
      expect(status).toBe(403);
      expect(error).toMatchObject({ code: '42501', hint: 'admin_required' });
      expect(await translationsOf(table, id)).toEqual(before);
    },
  );

  it.each([
    ['English, which is the row itself', { en: { title: 'x' } }],
    ['an unknown language', { xx: { title: 'x' } }],
    ['an unknown field', { de: { price_eur: 1 } }],
    ['a blank title', { de: { title: '   ' } }],
    ['a number as text', { de: { description: 12 } }],
    ['a list of numbers', { de: { whats_included: [1, 2] } }],
    ['a blank list item', { de: { whats_not: ['Essen', ' '] } }],
    ['a meeting point too long', { de: { meeting_point: 'x'.repeat(501) } }],
    ['a language that is not an object', { de: 'München' }],
    ['a document that is not an object', ['de']],
  ])('refuses %s and changes nothing', async (_name, translations) => {
    const before = await translationsOf('micro_tours', microId);
    const { error } = await admin.client
      .from('micro_tours')
      .update({ translations })
      .eq('id', microId);
    expect(error?.code).toBe('23514');
    expect(error?.hint).toBe('validation_failed');
    expect(error?.details).toContain('micro_tours_translations_check');
    expect(await translationsOf('micro_tours', microId)).toEqual(before);
  });

  const constraint = { constraint: 'micro_tours_translations_check' };
  it.each([
    [
      { xx: { title: 'x' } },
      'Unknown language "xx": translations are for de, fr, es and it',
      { ...constraint },
    ],
    [
      { de: 'München' },
      'Translations in "de" must be an object of fields.',
      { language: 'de', ...constraint },
    ],
    [{ de: { price_eur: 1 } }, 'Unknown field "price_eur" in "de"', { language: 'de' }],
    [
      { fr: { title: ' ' } },
      'Translation fr.title must be a text of at most 200 characters, not blank.',
      { language: 'fr', field: 'title', rule: 'text', maxLength: 200, notBlank: true },
    ],
    [
      { it: { city: 7 } },
      'Translation it.city must be a text of at most 100 characters, not blank.',
      { language: 'it', field: 'city', rule: 'text', maxLength: 100, notBlank: true },
    ],
    [
      { es: { description: 'x'.repeat(5001) } },
      'Translation es.description must be a text of at most 5000 characters.',
      { language: 'es', field: 'description', rule: 'text', maxLength: 5000, notBlank: false },
    ],
    [
      { de: { whats_not: Array.from({ length: 61 }, (_, n) => `Punkt ${n}`) } },
      'Translation de.whats_not must be a list of at most 60 texts, each not blank and at most 1000 characters.',
      { language: 'de', field: 'whats_not', rule: 'list', maxItems: 60, maxItemLength: 1000 },
    ],
    [
      ['de'],
      'Translations must be an object with one entry per language (de, fr, es, it).',
      { ...constraint },
    ],
  ])(
    'names what is wrong in %j, in words and in figures',
    async (translations, message, figures) => {
      const { error, status } = await admin.client
        .from('micro_tours')
        .update({ translations })
        .eq('id', microId);
      expect(status).toBe(400);
      expect(error?.hint).toBe('validation_failed');
      expect(error?.message).toContain(message);
      const details: unknown = JSON.parse(error?.details ?? 'null');
      expect(details).toMatchObject({ error: error?.message, ...constraint, ...figures });
    },
  );

  it('names a tour’s itinerary limits in figures', async () => {
    const { error } = await admin.client
      .from('tours')
      .update({ translations: { it: { itinerary: [{ day: 1, title: ' ', description: '' }] } } })
      .eq('id', tourId);
    expect(error?.hint).toBe('validation_failed');
    expect(JSON.parse(error?.details ?? 'null')).toEqual({
      error: error?.message,
      constraint: 'tours_translations_check',
      language: 'it',
      field: 'itinerary',
      rule: 'itinerary',
      maxDays: 365,
      maxTitleLength: 200,
      maxDescriptionLength: 20000,
    });
  });

  it('saves a row and its languages together: a bad language keeps the English change out too', async () => {
    const before = await servicePool().query<{ title: string; translations: unknown }>(
      'select title, translations from public.tours where id = $1',
      [tourId],
    );
    const bad = await admin.client
      .from('tours')
      .update({
        title: `Changed ${tag}`,
        translations: { de: { title: `Finnische Seen ${tag}`, highlights: ['ok', 42] } },
      })
      .eq('id', tourId);
    expect(bad.error?.hint).toBe('validation_failed');
    expect(bad.error?.message).toContain('Translation de.highlights must be a list');
    const after = await servicePool().query(
      'select title, translations from public.tours where id = $1',
      [tourId],
    );
    expect(after.rows).toEqual(before.rows);
  });

  it('checks a tour’s itinerary days in another language', async () => {
    const good = [
      { day: 1, title: 'Ankunft', description: 'Treffpunkt am See.' },
      { day: 2, title: 'Inseln', description: 'Hinaus aufs Wasser.' },
    ];
    const ok = await admin.client
      .from('tours')
      .update({ translations: { de: { title: `Finnische Seen ${tag}`, itinerary: good } } })
      .eq('id', tourId);
    expect(ok.error).toBeNull();
    for (const itinerary of [
      [{ day: 1, description: 'no title' }],
      [{ day: '1', title: 'Ankunft', description: '' }],
      [{ day: 1, title: 'Ankunft', description: '', extra: true }],
      [{ day: 1, title: 'Ankunft' }],
    ]) {
      const bad = await admin.client
        .from('tours')
        .update({ translations: { de: { itinerary } } })
        .eq('id', tourId);
      expect(bad.error?.code).toBe('23514');
    }
    expect(await translationsOf('tours', tourId)).toEqual({
      de: { title: `Finnische Seen ${tag}`, itinerary: good },
    });
  });

  /** The slugs anyone finds for `term` in a language's search column, as the page sends it. */
  async function find(table: 'tours' | 'micro_tours', locale: 'en' | 'de' | 'fr', term: string) {
    const { data, error } = await anonClient()
      .from(table)
      .select('slug', { count: 'exact' })
      .eq('country', country)
      .like(searchColumn(locale), `%${searchFold(term)}%`);
    expect(error).toBeNull();
    return data!.map((row) => row.slug);
  }

  it('searches each language’s words, accents and case ignored, English where it has none', async () => {
    const slug = `munich-old-town-${tag}`;
    expect(await find('micro_tours', 'de', 'ALTSTADT')).toEqual([slug]);
    expect(await find('micro_tours', 'de', 'munchner')).toEqual([slug]);
    expect(await find('micro_tours', 'de', 'bierhallen')).toEqual([slug]);
    expect(await find('micro_tours', 'en', 'altstadt')).toEqual([]);
    expect(await find('micro_tours', 'fr', 'vieille ville')).toEqual([slug]);
    // French has a title only: the description is searched in English.
    expect(await find('micro_tours', 'fr', 'beer halls')).toEqual([slug]);
    expect(await find('tours', 'de', 'finnische seen')).toEqual([`lakes-${tag}`]);
    expect(await find('tours', 'fr', 'finnish lakes')).toEqual([`lakes-${tag}`]);
  });

  it('keeps each language’s card fields in the row, following every change (migration 0053)', async () => {
    const own = uniqueTag();
    const inserted = await admin.client
      .from('micro_tours')
      .insert({
        slug: `card-${own}`,
        title: `Card Walk ${own}`,
        description: 'A walk.',
        city: 'Munich',
        country: `Kartenland ${own}`,
        price_eur: 10,
        duration_hours: 2,
        translations: {
          de: { title: `Kartenweg ${own}`, city: 'München', whats_included: ['Führung'] },
          fr: { description: 'Une promenade.' },
        },
      })
      .select('id')
      .single();
    expect(inserted.error).toBeNull();
    const id = inserted.data!.id;
    const cards = async () =>
      (
        await anonClient()
          .from('micro_tours')
          .select('card_de, card_fr, card_es, card_it')
          .eq('id', id)
          .single()
      ).data;
    // A card's fields only (not what is included), and null for a language with none.
    expect(await cards()).toEqual({
      card_de: { title: `Kartenweg ${own}`, city: 'München' },
      card_fr: { description: 'Une promenade.' },
      card_es: null,
      card_it: null,
    });
    const updated = await admin.client
      .from('micro_tours')
      .update({ translations: { it: { title: `Passeggiata ${own}`, country: 'Germania' } } })
      .eq('id', id);
    expect(updated.error).toBeNull();
    expect(await cards()).toEqual({
      card_de: null,
      card_fr: null,
      card_es: null,
      card_it: { title: `Passeggiata ${own}`, country: 'Germania' },
    });
    await expect(
      servicePool().query(`update public.micro_tours set card_de = '{}' where id = $1`, [id]),
    ).rejects.toThrow(/can only be updated to DEFAULT/);
    // A card of a usual size stays in its row (storage main): reading it costs no detoast.
    const { rows } = await servicePool().query(
      'select pg_column_toast_chunk_id(card_it) as chunk from public.micro_tours where id = $1',
      [id],
    );
    expect(rows[0]).toEqual({ chunk: null });
    const tour = await anonClient().from('tours').select('card_de').eq('id', tourId).single();
    expect(tour.data!.card_de).toEqual(
      expect.objectContaining({ title: expect.stringContaining('Finnische Seen') }),
    );
    expect(Object.keys(tour.data!.card_de as object).sort()).not.toContain('itinerary');
  });

  it('the admin lists name what each language lacks, as missingTranslations does', async () => {
    const microRow = await servicePool().query(
      'select title, description, city, country, meeting_point, whats_included, whats_not, translations from public.micro_tours where id = $1',
      [microId],
    );
    const micro = await admin.client.rpc('admin_micro_tours', { p_search: tag });
    expect(micro.error).toBeNull();
    const microPage = adminMicroToursPageSchema.parse(micro.data);
    const expected = missingTranslations(microRow.rows[0], MICRO_TOUR_TRANSLATED_FIELDS);
    expect(microPage.rows).toHaveLength(1);
    expect(microPage.rows[0]).toMatchObject({
      translatable_fields: 4,
      translation_missing: {
        de: expected.de.length,
        fr: expected.fr.length,
        es: expected.es.length,
        it: expected.it.length,
      },
    });
    // German has title, description, city; the English country is missing. Spanish has nothing.
    expect(microPage.rows[0]!.translation_missing).toEqual({ de: 1, fr: 3, es: 4, it: 4 });

    const tourRow = await servicePool().query('select * from public.tours where id = $1', [tourId]);
    const tours = await admin.client.rpc('admin_tours', { p_search: `lakes-${tag}` });
    const tourPage = adminToursPageSchema.parse(tours.data);
    const tourExpected = missingTranslations(tourRow.rows[0], TOUR_TRANSLATED_FIELDS);
    expect(tourPage.rows[0]).toMatchObject({
      translatable_fields: 4,
      translation_missing: { de: tourExpected.de.length, fr: 4, es: 4, it: 4 },
    });
    // The answer holds the numbers, never the translations themselves.
    expect(JSON.stringify(tours.data)).not.toContain('Finnische');
  });

  it('keeps the search columns for the database alone to write', async () => {
    await expect(
      servicePool().query(`update public.micro_tours set search_text_de = 'x' where id = $1`, [
        microId,
      ]),
    ).rejects.toThrow(/can only be updated to DEFAULT/);
  });

  it('keeps every search column inside its row, whatever the translations weigh (migration 0047)', async () => {
    // Words that barely compress, a long description in every language: a row far past the
    // 2 KB tuple target, so the toaster moves something out; never a search column.
    const words = (count: number) =>
      Array.from({ length: count }, () => Math.random().toString(36).slice(2, 9)).join(' ');
    const translated = (description: string) => ({ title: words(3), description });
    const inserted = await admin.client
      .from('micro_tours')
      .insert({
        slug: `long-${tag}`,
        title: `Long Walk ${tag}`,
        description: words(150),
        city: 'Munich',
        country,
        price_eur: 10,
        duration_hours: 2,
        translations: {
          de: translated(words(150)),
          fr: translated(words(150)),
          es: translated(words(150)),
          it: translated(words(150)),
        },
      })
      .select('id')
      .single();
    expect(inserted.error).toBeNull();
    const { rows } = await servicePool().query<Record<string, boolean>>(
      `select pg_column_toast_chunk_id(translations) is not null as translations,
              pg_column_toast_chunk_id(search_text) is not null as en,
              pg_column_toast_chunk_id(search_text_de) is not null as de,
              pg_column_toast_chunk_id(search_text_fr) is not null as fr,
              pg_column_toast_chunk_id(search_text_es) is not null as es,
              pg_column_toast_chunk_id(search_text_it) is not null as it
         from public.micro_tours where id = $1`,
      [inserted.data!.id],
    );
    expect(rows[0]).toEqual({
      translations: true,
      en: false,
      de: false,
      fr: false,
      es: false,
      it: false,
    });
  });
});
