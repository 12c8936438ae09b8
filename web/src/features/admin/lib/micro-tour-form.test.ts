import { DEPARTURE_CAPACITY_MAX } from '@app/domain/db-rules';
import type { MicroTour } from '@app/domain';
import { describe, expect, it } from 'vitest';
import {
  CITY_MAX_LENGTH,
  TITLE_MAX_LENGTH,
  TRANSLATION_LIST_ITEM_MAX_LENGTH,
  TRANSLATION_LIST_MAX_ITEMS,
} from '@app/domain/db-rules';
import { languageOfFirstError } from './form-values';
import {
  microTourFormMissing,
  microTourFormMessages as m,
  microTourFormSchema,
  microTourToForm,
  toMicroTourChanges,
  type MicroTourFormInput,
} from './micro-tour-form';

const stored: MicroTour = {
  id: '0b5f8f1e-aaaa-4bbb-8ccc-9ddddeeeefff',
  slug: 'ghent-canals',
  title: 'Ghent Canals',
  description: 'Boats and bridges.',
  city: 'Ghent',
  country: 'Belgium',
  price_eur: 10,
  duration_hours: 1.5,
  daily_capacity: 20,
  weekly_times: { '1': ['10:00', '14:00'], '6': ['10:00'] },
  rating: 4.6,
  review_count: 0,
  language: ['English', 'Dutch'],
  meeting_point: null,
  whats_included: [],
  whats_not: ['Drinks'],
  cover_url: '/storage/v1/object/public/tours/ghent/cover.jpg',
  gallery_urls: [],
  panorama_url: null,
  panorama_width: null,
  panorama_height: null,
  panorama_is_illustration: false,
  image_locked: false,
  start_place_id: null,
  start_place_name: null,
  start_country: null,
  start_lat: null,
  start_lng: null,
  footprint_transport: 'rail',
  meeting_lat: null,
  meeting_lng: null,
  translations: {
    de: { title: 'Genter Grachten', city: 'Gent', whats_not: ['Getränke'] },
    fr: { title: 'Les canaux de Gand' },
  },
  on_sale: true,
  created_at: '2026-11-01T00:00:00Z',
  updated_at: '2026-11-01T00:00:00Z',
};

function errorsOf(input: MicroTourFormInput): Record<string, string> {
  const result = microTourFormSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('micro-tour form', () => {
  it('reads a stored micro-tour and saves it back unchanged', () => {
    const form = microTourToForm(stored);
    expect(form.whats_included).toEqual([{ value: '' }]);
    const changes = toMicroTourChanges(microTourFormSchema.parse(form));
    // Never the form's to save: the start place (0055; its own picker) and the panorama, which
    // the server sets from an upload (0057).
    const {
      id: _id,
      slug: _slug,
      rating: _r,
      review_count: _rc,
      created_at: _c,
      updated_at: _u,
      // Switched on its own, at once (on-sale-switch.tsx).
      on_sale: _os,
      panorama_url: _pu,
      panorama_width: _pw,
      panorama_height: _ph,
      panorama_is_illustration: _pi,
      start_place_id: _p,
      start_place_name: _n,
      start_country: _sc,
      start_lat: _la,
      start_lng: _ln,
      footprint_transport: _t,
      // The meeting point's place (0073), set with the start place.
      meeting_lat: _ml,
      meeting_lng: _mn,
      ...formFields
    } = stored;
    expect(changes).toEqual(formFields);
  });

  it('names every missing required field', () => {
    const blank = {
      ...microTourToForm(stored),
      title: ' ',
      city: '',
      country: '',
      price_eur: '',
      duration_hours: '',
    };
    expect(errorsOf(blank)).toEqual({
      title: m.titleRequired,
      city: m.cityRequired,
      country: m.countryRequired,
      price_eur: m.priceRequired,
      duration_hours: m.durationRequired,
    });
  });

  it('keeps prices within €5 to €30 and durations within 1 to 8 hours', () => {
    const form = microTourToForm(stored);
    expect(errorsOf({ ...form, price_eur: '4.99', duration_hours: '8.5' })).toEqual({
      price_eur: 'Price must be between €5 and €30',
      duration_hours: 'Duration must be between 1 and 8 hours',
    });
    expect(errorsOf({ ...form, price_eur: '12.345', duration_hours: '2.25' })).toEqual({
      price_eur: m.priceCents,
      duration_hours: m.durationTenths,
    });
    expect(errorsOf({ ...form, price_eur: '30', duration_hours: '8' })).toEqual({});
  });

  it('keeps the daily capacity a whole number of travellers from 1 to the most a departure holds', () => {
    const form = microTourToForm(stored);
    expect(form.daily_capacity).toBe('20');
    expect(errorsOf({ ...form, daily_capacity: '' })).toEqual({
      daily_capacity: m.dailyCapacityRequired,
    });
    for (const daily_capacity of ['0', String(DEPARTURE_CAPACITY_MAX + 1), '2.5']) {
      expect(errorsOf({ ...form, daily_capacity })).toEqual({
        daily_capacity: m.dailyCapacityRange,
      });
    }
    const changes = toMicroTourChanges(
      microTourFormSchema.parse({ ...form, daily_capacity: ` ${DEPARTURE_CAPACITY_MAX} ` }),
    );
    expect(changes.daily_capacity).toBe(DEPARTURE_CAPACITY_MAX);
  });

  it('refuses picture addresses a browser should not load, and more than ten pictures', () => {
    const form = microTourToForm(stored);
    expect(errorsOf({ ...form, cover_url: 'javascript:alert(1)' })).toEqual({
      cover_url: m.pictureUrl,
    });
    const eleven = Array.from({ length: 11 }, (_, n) => ({ value: `/p/${n}.jpg` }));
    expect(errorsOf({ ...form, gallery_urls: eleven })).toEqual({ gallery_urls: m.galleryTooLong });
  });

  it('drops blank rows and repeated pictures', () => {
    const changes = toMicroTourChanges(
      microTourFormSchema.parse({
        ...microTourToForm(stored),
        meeting_point: '  ',
        gallery_urls: [
          { value: '/a.jpg' },
          { value: '' },
          { value: ' /a.jpg ' },
          { value: '/b.jpg' },
        ],
      }),
    );
    expect(changes.meeting_point).toBeNull();
    expect(changes.gallery_urls).toEqual(['/a.jpg', '/b.jpg']);
  });
});

describe('micro-tour form in other languages', () => {
  it('edits each language beside English and saves only what is written', () => {
    const form = microTourToForm(stored);
    expect(form.translations.de).toMatchObject({
      title: 'Genter Grachten',
      city: 'Gent',
      description: '',
      whats_not: [{ value: 'Getränke' }],
      whats_included: [{ value: '' }],
    });
    expect(form.translations.it.title).toBe('');
    const changes = toMicroTourChanges(
      microTourFormSchema.parse({
        ...form,
        translations: {
          ...form.translations,
          de: { ...form.translations.de, description: '  Boote und Brücken. ', city: ' ' },
          es: { ...form.translations.es, whats_included: [{ value: ' ' }, { value: 'Guía' }] },
        },
      }),
    );
    expect(changes.translations).toEqual({
      de: { title: 'Genter Grachten', description: 'Boote und Brücken.', whats_not: ['Getränke'] },
      fr: { title: 'Les canaux de Gand' },
      es: { whats_included: ['Guía'] },
    });
  });

  it('counts what each language lacks of the English fields as the admin types', () => {
    const form = microTourToForm(stored);
    const missing = microTourFormMissing(form);
    // English has no meeting point and nothing included: nothing to translate there.
    expect(missing.de).toEqual(['description', 'country']);
    expect(missing.fr).toEqual(['description', 'city', 'country', 'whats_not']);
    expect(missing.it).toEqual(['title', 'description', 'city', 'country', 'whats_not']);
    const typed = {
      ...form,
      translations: {
        ...form.translations,
        de: { ...form.translations.de, description: 'Boote', country: 'Belgien' },
      },
    };
    expect(microTourFormMissing(typed).de).toEqual([]);
  });

  it('keeps a language within the English limits, with the same messages; blank is allowed', () => {
    const form = microTourToForm(stored);
    const de = (fields: Partial<(typeof form.translations)['de']>) => ({
      ...form,
      translations: { ...form.translations, de: { ...form.translations.de, ...fields } },
    });
    expect(errorsOf(de({ title: '', city: ' ', country: '' }))).toEqual({});
    expect(
      errorsOf(
        de({ title: 'x'.repeat(TITLE_MAX_LENGTH + 1), city: 'y'.repeat(CITY_MAX_LENGTH + 1) }),
      ),
    ).toEqual({
      'translations.de.title': m.titleTooLong,
      'translations.de.city': m.cityTooLong,
    });
    const long = errorsOf(
      de({ whats_not: [{ value: 'z'.repeat(TRANSLATION_LIST_ITEM_MAX_LENGTH + 1) }] }),
    );
    expect(Object.keys(long)).toEqual(['translations.de.whats_not.0.value']);
    const many = Array.from({ length: TRANSLATION_LIST_MAX_ITEMS + 1 }, (_, n) => ({
      value: `Punkt ${n}`,
    }));
    expect(Object.keys(errorsOf(de({ whats_included: many })))).toEqual([
      'translations.de.whats_included',
    ]);
  });

  it('shows the language of the first error after a refused save', () => {
    expect(languageOfFirstError({ title: {}, translations: { fr: {} } })).toBe('en');
    expect(languageOfFirstError({ translations: { fr: {}, it: {} } })).toBe('fr');
    expect(languageOfFirstError({ translations: { it: {} } })).toBe('it');
    expect(languageOfFirstError({})).toBe('en');
  });
});
