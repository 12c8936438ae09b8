import type { MicroTour } from '@app/domain';
import { describe, expect, it } from 'vitest';
import {
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
  rating: 4.6,
  language: ['English', 'Dutch'],
  meeting_point: null,
  whats_included: [],
  whats_not: ['Drinks'],
  cover_url: '/storage/v1/object/public/tours/ghent/cover.jpg',
  gallery_urls: [],
  image_locked: false,
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
    const { id: _id, slug: _slug, rating: _r, created_at: _c, updated_at: _u, ...rest } = stored;
    expect(changes).toEqual(rest);
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

  it('keeps the daily capacity a whole number of travellers from 1 to 1000', () => {
    const form = microTourToForm(stored);
    expect(form.daily_capacity).toBe('20');
    expect(errorsOf({ ...form, daily_capacity: '' })).toEqual({
      daily_capacity: m.dailyCapacityRequired,
    });
    for (const daily_capacity of ['0', '1001', '2.5']) {
      expect(errorsOf({ ...form, daily_capacity })).toEqual({
        daily_capacity: m.dailyCapacityRange,
      });
    }
    const changes = toMicroTourChanges(
      microTourFormSchema.parse({ ...form, daily_capacity: ' 1000 ' }),
    );
    expect(changes.daily_capacity).toBe(1000);
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
