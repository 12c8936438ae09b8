import { beforeAll, describe, expect, inject, it } from 'vitest';
import { searchFold } from '@app/domain/search-fold';
import { anonClient, servicePool, uniqueTag } from '@app/testing/clients';

const tag = uniqueTag();
const country = `Searchland ${tag}`;

/** Every letter block a European title may use, plus the cases the fold spells out. */
function corpus(): string[] {
  const ranges: Array<[number, number]> = [
    [0x20, 0x7e], // ASCII
    [0xa0, 0x24f], // Latin-1 Supplement, Latin Extended-A and -B
    [0x370, 0x3ff], // Greek
    [0x400, 0x4ff], // Cyrillic
    [0x1e00, 0x1eff], // Latin Extended Additional (Vietnamese, ẞ)
  ];
  const letters = ranges.flatMap(([from, to]) =>
    Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)),
  );
  return [
    ...letters,
    'Łódź Old Town',
    'GDAŃSK Crane',
    'Straße & Œuvre',
    'Øresund *bridge*',
    'Ærø Þingvellir İstanbul',
    '50% off_the\\path',
    'e\u0301 (e and a combining acute)',
    'ΑΘΉΝΑΣ Αθήνας ΜΟΥΣ Σ ΣΑΣ. Ὀδυσσεύς',
    'СОФИИ Софии Ёлка Йошкар-Ола Ґанок',
    'ZÜRICH Zürich Ǆurđevac ǅ',
  ];
}

describe('private.search_fold', () => {
  it('folds exactly as the browser does, character by character', async () => {
    const inputs = corpus();
    const { rows } = await servicePool().query<{ folded: string }>(
      'select private.search_fold(input) as folded from unnest($1::text[]) with ordinality as t(input, n) order by n',
      [inputs],
    );
    const mismatches = inputs
      .map((input, i) => ({ input, database: rows[i]!.folded, browser: searchFold(input) }))
      .filter(({ database, browser }) => database !== browser);
    expect(mismatches).toEqual([]);
  });

  it('lowers Greek and Cyrillic and strips their accents, whatever the database locale', async () => {
    const { rows } = await servicePool().query<{ folded: string }>(
      `select private.search_fold(input) as folded
         from unnest(array['ΑΘΉΝΑ', 'Αθήνα', 'СОФИИ', 'ZÜRICH', 'Ὀδυσσεύς']) with ordinality as t(input, n)
        order by n`,
    );
    expect(rows.map((row) => row.folded)).toEqual([
      'αθηνα',
      'αθηνα',
      'софии',
      'zurich',
      'οδυσσευσ',
    ]);
  });

  it.runIf(inject('databaseKind') === 'managed')(
    'runs on a database created with the C locale, where plain lower() knows ASCII only',
    async () => {
      const { rows } = await servicePool().query<{ ctype: string; lowered: string }>(
        `select datctype as ctype, lower('ΑΘΉΝΑ ZÜRICH') as lowered
           from pg_database where datname = current_database()`,
      );
      expect(rows[0]).toEqual({ ctype: 'C', lowered: 'ΑΘΉΝΑ zÜrich' });
    },
  );

  it('folds the whole catalogue as the browser would', async () => {
    const { rows } = await servicePool().query<{ text: string; folded: string }>(
      `select title || chr(1) || description as text, search_text as folded from public.micro_tours
       union all
       select title || chr(1) || short_description, search_text from public.tours`,
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((row) => searchFold(row.text) !== row.folded)).toEqual([]);
  });
});

describe('search_text (title and description folded)', () => {
  const tours = [
    { slug: `gdansk-${tag}`, title: `Gdańsk Crane Walk ${tag}`, description: 'Amber and ships' },
    { slug: `lodz-${tag}`, title: `Murals of Łódź ${tag}`, description: 'Street art *star* tour' },
    { slug: `split-${tag}`, title: `Harbour walk ${tag}`, description: 'old docks' },
  ];

  beforeAll(async () => {
    for (const t of tours) {
      await servicePool().query(
        `insert into public.micro_tours (slug, title, description, city, country, price_eur, duration_hours)
         values ($1, $2, $3, 'Testville', $4, 10, 2)`,
        [t.slug, t.title, t.description, country],
      );
    }
  });

  async function search(pattern: string) {
    const { data, error } = await anonClient()
      .from('micro_tours')
      .select('slug')
      .eq('country', country)
      .like('search_text', pattern)
      .order('slug');
    expect(error).toBeNull();
    return data!.map((row) => row.slug);
  }

  it('finds a place typed without accents or capitals', async () => {
    expect(await search('%gdansk%')).toEqual([`gdansk-${tag}`]);
    expect(await search('%lodz%')).toEqual([`lodz-${tag}`]);
  });

  it('matches a literal star only where there is one', async () => {
    expect(await search(`%${searchFold('*star*')}%`)).toEqual([`lodz-${tag}`]);
    expect(await search(`%${searchFold('walk*')}%`)).toEqual([]);
  });

  it('never matches across the end of the title and the start of the description', async () => {
    expect(await search(`%${tag} old%`)).toEqual([]);
    expect(await search('%old docks%')).toEqual([`split-${tag}`]);
  });

  it('is kept up to date when a title changes', async () => {
    await servicePool().query(`update public.micro_tours set title = $1 where slug = $2`, [
      `Kraków Harbour ${tag}`,
      `split-${tag}`,
    ]);
    expect(await search('%krakow harbour%')).toEqual([`split-${tag}`]);
  });

  it('cannot be written by anyone', async () => {
    await expect(
      servicePool().query(`update public.micro_tours set search_text = 'x' where slug = $1`, [
        `gdansk-${tag}`,
      ]),
    ).rejects.toThrow(/can only be updated to DEFAULT/);
  });
});

describe('search in every European script', () => {
  const places = {
    athens: { title: `Αθήνα by night ${tag}`, description: 'Μουσείο της Ακρόπολης' },
    sofia: { title: `Улиците на Софии ${tag}`, description: 'Стария град' },
    zurich: { title: `Zürich old town ${tag}`, description: 'Along the Limmat' },
  };
  const scriptland = `Scriptland ${tag}`;

  beforeAll(async () => {
    for (const [key, place] of Object.entries(places)) {
      await servicePool().query(
        `insert into public.micro_tours (slug, title, description, city, country, price_eur, duration_hours)
         values ($1, $2, $3, 'Testville', $4, 10, 2)`,
        [`${key}-walk-${tag}`, place.title, place.description, scriptland],
      );
      await servicePool().query(
        `insert into public.tours (slug, title, short_description, category, country, price_eur,
                                   duration_days, difficulty, group_size, cover_image)
         values ($1, $2, $3, 'eco', $4, 300, 3, 'easy', 12, '/covers/x.jpg')`,
        [`${key}-tour-${tag}`, place.title, place.description, scriptland],
      );
    }
  });

  /** The slugs anyone finds for `term`, folded and sent as the page sends it, in both lists. */
  async function find(term: string): Promise<string[]> {
    const found: string[] = [];
    for (const table of ['micro_tours', 'tours'] as const) {
      const { data, error } = await anonClient()
        .from(table)
        .select('slug')
        .eq('country', scriptland)
        .like('search_text', `%${searchFold(term)}%`)
        .order('slug');
      expect(error).toBeNull();
      found.push(...data!.map((row) => row.slug));
    }
    return found;
  }
  const both = (key: keyof typeof places) => [`${key}-walk-${tag}`, `${key}-tour-${tag}`];

  it('finds Greek typed in capitals, without accents or with them', async () => {
    expect(await find('ΑΘΉΝΑ')).toEqual(both('athens'));
    expect(await find('ΑΘΗΝΑ')).toEqual(both('athens'));
    expect(await find('αθηνα')).toEqual(both('athens'));
  });

  it('finds a Greek word cut short after a sigma', async () => {
    // Lower case makes the typed end 'ΜΟΥΣ' a final ς; the word has σ inside: 'Μουσείο'.
    expect(await find('ΜΟΥΣ')).toEqual(both('athens'));
    expect(await find('ΑΚΡΌΠΟΛΗΣ')).toEqual(both('athens'));
  });

  it('finds Cyrillic typed in capitals', async () => {
    expect(await find('СОФИИ')).toEqual(both('sofia'));
    expect(await find('стария ГРАД')).toEqual(both('sofia'));
  });

  it('finds accented Latin typed in capitals or without its accents', async () => {
    expect(await find('ZÜRICH')).toEqual(both('zurich'));
    expect(await find('zurich')).toEqual(both('zurich'));
  });

  it('does not find a place in another script or a word that is not there', async () => {
    expect(await find('АТИНА')).toEqual([]);
    expect(await find('σοφια')).toEqual([]);
    expect(await find('ΖΥΡΙΧΗ')).toEqual([]);
  });
});
