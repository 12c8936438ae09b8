import { describe, expect, inject, it } from 'vitest';

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

async function places(query: string): Promise<Answer> {
  const response = await fetch(`${inject('gatewayUrl')}/functions/v1/footprint-places?${query}`, {
    headers: { apikey: inject('anonKey'), authorization: `Bearer ${inject('anonKey')}` },
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const first = async (q: string) => {
  const answer = await places(`q=${encodeURIComponent(q)}`);
  expect(answer.status).toBe(200);
  return (answer.body.places as Record<string, unknown>[])[0];
};

describe('GET /functions/v1/footprint-places (the gazetteer, Europe, GeoNames)', () => {
  it('finds a city as you type it in any of the five languages, the larger town first', async () => {
    expect(await first('Mail')).toMatchObject({ id: 3173435, matched: 'Mailand', country: 'IT' });
    expect(await first('londres')).toMatchObject({ name: 'London', matched: 'Londres' });
    expect(await first('Monaco di B')).toMatchObject({ id: 2867714, country: 'DE' });
    expect(await first('Colonia')).toMatchObject({ name: 'Köln' });
    expect(await first('koln')).toMatchObject({ name: 'Köln', matched: null });
    expect(await first('Bruxelles')).toMatchObject({ id: 2800866, country: 'BE' });
    expect(await first('san seb')).toMatchObject({ id: 3110044, country: 'ES' });
    expect(await first('PARIS')).toMatchObject({
      id: 2988507,
      name: 'Paris',
      matched: null,
      lat: 48.85341,
      lng: 2.3488,
    });
  });

  it('answers at most ten places, and none for what is no place', async () => {
    const many = await places('q=b');
    expect((many.body.places as unknown[]).length).toBe(10);
    for (const q of ["' or 1=1 --", '<script>', 'zzzzqqq']) {
      const answer = await places(`q=${encodeURIComponent(q)}`);
      expect(answer).toEqual({ status: 200, body: { places: [] } });
    }
  });

  it('answers a flood of different queries, every one with at most ten places', async () => {
    // Letters, pairs and unknown scripts: each a new run of the index, none remembered before.
    const queries = Array.from({ length: 300 }, (_, i) =>
      i % 3 === 0
        ? String.fromCharCode(97 + (i % 26))
        : i % 3 === 1
          ? `${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(97 + ((i * 7) % 26))}`
          : String.fromCodePoint(0x4e00 + i, 0x4e00 + i * 2),
    );
    const answers = await Promise.all(queries.map((q) => places(`q=${encodeURIComponent(q)}`)));
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect((answer.body.places as unknown[]).length).toBeLessThanOrEqual(10);
    }
  });

  it.each([
    ['no q', ''],
    ['an empty q', 'q='],
    ['a blank q', 'q=%20%20'],
    ['a q too long', `q=${'a'.repeat(61)}`],
    ['q twice', 'q=a&q=b'],
  ])('refuses %s with 400 footprint_invalid_query', async (_name, query) => {
    const answer = await places(query);
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('footprint_invalid_query');
  });
});
