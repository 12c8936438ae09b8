import { DEPARTURE_CAPACITY_MAX } from '@app/domain/db-rules';
import type { Tour } from '@app/domain';
import { describe, expect, it } from 'vitest';
import {
  emptyTourForm,
  toTourPayload,
  tourFormMessages,
  tourFormSchema,
  tourFormMissing,
  tourToForm,
  type TourFormInput,
} from './tour-form';

const complete = (): TourFormInput => ({
  ...emptyTourForm(),
  title: '  Kraków Green Walk! ',
  category: 'eco',
  country: 'Poland',
  price_eur: '249.5',
  duration_days: '3',
  group_size: '12',
  difficulty: 'challenging',
  transport: 'walk',
  image_override_url: 'https://example.test/cover.jpg',
});

/** A year whose dates are always ahead. */
const year = new Date().getFullYear() + 2;

function errorsOf(input: TourFormInput): Record<string, string> {
  const result = tourFormSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('tourFormSchema', () => {
  it('reports every required field of a blank form at once, with the spec words', () => {
    expect(errorsOf(emptyTourForm())).toEqual({
      title: 'Title is required',
      country: 'Country is required',
      duration_days: 'Duration is required',
      group_size: 'Group size is required',
      price_eur: 'Price is required',
      category: 'Category is required',
      difficulty: 'Difficulty is required',
      image_override_url:
        'Cover image is required. Please upload a cover image or provide an override URL before saving.',
    });
  });

  it('refuses values under the minimums', () => {
    const errors = errorsOf({
      ...complete(),
      duration_days: '0',
      group_size: '0',
      price_eur: '-1',
    });
    expect(errors.duration_days).toBe('Duration must be at least 1 day');
    expect(errors.group_size).toBe('Group size must be at least 1');
    expect(errors.price_eur).toBe('Price must be positive');
  });

  it('accepts a price of 0 and a cover upload without an override', () => {
    const input = { ...complete(), price_eur: '0', image_override_url: '', cover_image: '/c.jpg' };
    expect(errorsOf(input)).toEqual({});
  });

  it('treats a blank-only title as missing and a cover of spaces as no cover', () => {
    const errors = errorsOf({ ...complete(), title: '   ', image_override_url: '  ' });
    expect(errors.title).toBe(tourFormMessages.titleRequired);
    expect(errors.image_override_url).toBe(tourFormMessages.coverRequired);
  });

  it('refuses whole-number fields with fractions and prices with fractions of cents', () => {
    const errors = errorsOf({ ...complete(), duration_days: '2.5', price_eur: '10.005' });
    expect(errors.duration_days).toBe(tourFormMessages.durationWhole);
    expect(errors.price_eur).toBe(tourFormMessages.priceCents);
  });
});

describe('toTourPayload', () => {
  it('derives the slug, keeps the difficulty and cleans every list', () => {
    const values = tourFormSchema.parse({
      ...complete(),
      departures: [
        { start_date: `${year}-06-01`, capacity: '' },
        { start_date: `${year}-05-01`, capacity: '4' },
      ],
      highlights: [{ value: 'Old town' }, { value: ' ' }],
      included: [{ value: '' }],
      not_included: [{ value: 'Flights ' }],
      start_locations: [{ value: '' }, { value: 'Kraków' }],
      itinerary: [
        { title: '', description: '' },
        { title: 'Arrive', description: 'Check in' },
        { title: 'Walk', description: '' },
      ],
      meeting_point: '  ',
    });
    const payload = toTourPayload(values);
    expect(payload).toMatchObject({
      slug: 'krakow-green-walk',
      title: 'Kraków Green Walk!',
      price_eur: 249.5,
      duration_days: 3,
      group_size: 12,
      difficulty: 'challenging',
      transport: 'walk',
      cover_image: null,
      image_override_url: 'https://example.test/cover.jpg',
      available_dates: [`${year}-05-01`, `${year}-06-01`],
      highlights: ['Old town'],
      included: [],
      not_included: ['Flights'],
      start_locations: ['Kraków'],
      meeting_point: null,
      itinerary: [
        { day: 1, title: 'Arrive', description: 'Check in' },
        { day: 2, title: 'Walk', description: '' },
      ],
    });
  });

  it('refuses past, repeated and malformed departures, and capacities outside 1 to the most a departure holds', () => {
    const errors = errorsOf({
      ...complete(),
      departures: [
        { start_date: '2020-01-01', capacity: '' },
        { start_date: `${year}-05-01`, capacity: '0' },
        { start_date: `${year}-05-01`, capacity: String(DEPARTURE_CAPACITY_MAX + 1) },
        { start_date: '', capacity: '2.5' },
      ],
    });
    expect(errors).toEqual({
      'departures.0.start_date': 'Choose a date after today',
      'departures.1.capacity': `Capacity must be a whole number from 1 to ${DEPARTURE_CAPACITY_MAX}`,
      'departures.2.capacity': `Capacity must be a whole number from 1 to ${DEPARTURE_CAPACITY_MAX}`,
      'departures.3.start_date': 'Date is required',
      'departures.3.capacity': `Capacity must be a whole number from 1 to ${DEPARTURE_CAPACITY_MAX}`,
    });
  });

  it('stores no transport when none is chosen', () => {
    const payload = toTourPayload(tourFormSchema.parse({ ...complete(), transport: '' }));
    expect(payload.transport).toBeNull();
    expect(payload.difficulty).toBe('challenging');
  });
});

describe('tourToForm', () => {
  it('reads an older row stored with the admin word as the one scale, and back unchanged', () => {
    const values = tourFormSchema.parse(complete());
    const row = { ...toTourPayload(values), id: 'x', rating: null } as unknown as Tour;
    expect(tourToForm({ ...row, difficulty: 'hard' } as unknown as Tour).difficulty).toBe(
      'challenging',
    );
    expect(tourToForm({ ...row, difficulty: 'medium' } as unknown as Tour).difficulty).toBe(
      'moderate',
    );
    expect(tourToForm(row).difficulty).toBe('challenging');
    expect(toTourPayload(tourFormSchema.parse(tourToForm(row)))).toEqual(toTourPayload(values));
  });
});

describe('a tour in other languages', () => {
  const withGerman = (german: Partial<TourFormInput['translations']['de']>): TourFormInput => {
    const form = complete();
    return {
      ...form,
      highlights: [{ value: 'Old town' }],
      itinerary: [{ title: 'Arrive', description: 'Check in' }],
      translations: { ...form.translations, de: { ...form.translations.de, ...german } },
    };
  };

  it('saves each language with the row: trimmed, blank rows and fields left out, days numbered', () => {
    const payload = toTourPayload(
      tourFormSchema.parse(
        withGerman({
          title: ' Krakau grün ',
          highlights: [{ value: '' }, { value: 'Altstadt ' }],
          itinerary: [
            { title: '', description: '' },
            { title: 'Ankunft', description: ' Einchecken ' },
          ],
          meeting_point: '  ',
        }),
      ),
    );
    expect(payload.translations).toEqual({
      de: {
        title: 'Krakau grün',
        highlights: ['Altstadt'],
        itinerary: [{ day: 1, title: 'Ankunft', description: 'Einchecken' }],
      },
    });
  });

  it('reads a stored tour’s languages back into the form and saves them unchanged', () => {
    const values = tourFormSchema.parse(
      withGerman({ title: 'Krakau grün', itinerary: [{ title: 'Ankunft', description: '' }] }),
    );
    const row = { ...toTourPayload(values), id: 'x', rating: null } as unknown as Tour;
    const form = tourToForm(row);
    expect(form.translations.de.title).toBe('Krakau grün');
    expect(form.translations.fr.highlights).toEqual([{ value: '' }]);
    expect(toTourPayload(tourFormSchema.parse(form)).translations).toEqual(row.translations);
  });

  it('needs a title for a day the language describes, and keeps the English limits', () => {
    expect(errorsOf(withGerman({ itinerary: [{ title: ' ', description: 'Nur Text' }] }))).toEqual({
      'translations.de.itinerary.0.title': 'A day with a description needs a title',
    });
    expect(errorsOf(withGerman({ title: 'x'.repeat(201), country: 'y'.repeat(101) }))).toEqual({
      'translations.de.title': tourFormMessages.titleTooLong,
      'translations.de.country': tourFormMessages.countryTooLong,
    });
    // A title is not required in a language: left blank, the page shows the English one.
    expect(errorsOf(withGerman({ title: '', country: '' }))).toEqual({});
  });

  it('counts what each language lacks of what English has', () => {
    const form = withGerman({ title: 'Krakau grün', highlights: [{ value: 'Altstadt' }] });
    const missing = tourFormMissing(form);
    expect(missing.de).toEqual(['country', 'itinerary']);
    expect(missing.fr).toEqual(['title', 'country', 'highlights', 'itinerary']);
  });
});
