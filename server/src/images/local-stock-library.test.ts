import { demoMicroTours, demoTours } from '@app/db/catalogue';
import {
  choosePhoto,
  COVER_FIX_MIN_SCORE,
  type ImageTarget,
  scorePhoto,
  SMART_UPDATE_MIN_SCORE,
  type StockPhoto,
} from '@app/domain/image-scoring';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  buildLocalStockEntries,
  createLocalStockProvider,
  localStockEntries,
  stockPlaces,
} from './local-stock-library.js';
import { StockPhotoError } from './stock-photo-provider.js';

const tours = demoTours(new Date('2026-01-01T00:00:00Z'));
const microTours = demoMicroTours();
const suitable = localStockEntries.filter((entry) => entry.suitable).map((entry) => entry.photo);
const unsuitable = localStockEntries.filter((entry) => !entry.suitable);

const bestScore = (photos: readonly StockPhoto[], target: ImageTarget) =>
  Math.max(...photos.map((photo) => scorePhoto(photo, target).score));

const entryOf = (predicate: (photo: StockPhoto) => boolean) =>
  localStockEntries.find((entry) => predicate(entry.photo))!;

describe('local stock library entries', () => {
  it('has at least 300 entries with unique local ids', () => {
    expect(localStockEntries.length).toBeGreaterThanOrEqual(300);
    const ids = localStockEntries.map((entry) => entry.photo.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^local-\d{4}$/);
  });

  it('is the same on every build', () => {
    expect(buildLocalStockEntries()).toEqual(localStockEntries);
  });

  it('has a photo scoring at least the cover-fix minimum for every catalogue country', () => {
    const countries = new Set([...tours, ...microTours].map((tour) => tour.country));
    for (const country of countries) {
      const places = stockPlaces.filter((p) => p.country === country).map((p) => p.place);
      expect(places.length, country).toBeGreaterThan(0);
      expect(bestScore(suitable, { country, places }), country).toBeGreaterThanOrEqual(
        COVER_FIX_MIN_SCORE,
      );
    }
  });

  it('has several photos of every micro-tour city, one scoring at least 6', () => {
    for (const { city, country } of microTours) {
      const target = { country, places: [city] };
      const matching = suitable.filter((photo) => scorePhoto(photo, target).score >= 5);
      expect(matching.length, city).toBeGreaterThanOrEqual(3);
      expect(bestScore(suitable, target), city).toBeGreaterThanOrEqual(COVER_FIX_MIN_SCORE);
    }
  });

  it('has a photo scoring at least 6 for every tour by its start and end', () => {
    for (const tour of tours) {
      const target = {
        country: tour.country,
        places: [...tour.start_locations, tour.end_location],
      };
      expect(bestScore(suitable, target), tour.title).toBeGreaterThanOrEqual(COVER_FIX_MIN_SCORE);
    }
  });

  it('scores every suitable photo 5 or 6 for its own place, by its resolution', () => {
    for (const photo of suitable) {
      const target = { country: photo.location.country!, places: [photo.location.city!] };
      expect(scorePhoto(photo, target).score, photo.id).toBe(photo.width >= 1920 ? 6 : 5);
    }
  });

  it('has at least 30 unsuitable photos, each below 2 for its own country', () => {
    expect(unsuitable.length).toBeGreaterThanOrEqual(30);
    expect(unsuitable.filter((entry) => entry.photo.location.country).length).toBeGreaterThan(20);
    for (const { photo, picture } of unsuitable) {
      const country = photo.location.country ?? 'Slovenia';
      const places = stockPlaces.filter((p) => p.country === country).map((p) => p.place);
      const scored = scorePhoto(photo, { country, places });
      expect(scored.score, photo.id).toBeLessThan(SMART_UPDATE_MIN_SCORE);
      expect(scored.matched, photo.id).toContain('unwanted content');
      expect(['portrait', 'sign', 'interior']).toContain(picture.kind);
    }
  });

  it('mixes high and lower resolution photos', () => {
    const low = suitable.filter((photo) => photo.width < 1920).length;
    expect(low).toBeGreaterThan(suitable.length / 10);
    expect(low).toBeLessThan(suitable.length / 2);
  });
});

describe('local stock search', () => {
  const provider = createLocalStockProvider();

  it('is the local provider', () => {
    expect(provider.name).toBe('local');
  });

  it('answers an empty or blank query with nothing', async () => {
    expect(await provider.search('')).toEqual([]);
    expect(await provider.search('  , ')).toEqual([]);
  });

  it('ranks photos matching more words first', async () => {
    const photos = await provider.search('lake Bled Slovenia');
    expect(photos[0]!.location.city).toBe('Bled');
    expect(photos[0]!.tags).toContain('lake');
    // Then the other Bled photo and Bohinj's lakes (two words each), before lakes elsewhere.
    const countries = photos.map((photo) => photo.location.country);
    expect(countries.slice(0, 4)).toEqual(Array(4).fill('Slovenia'));
    expect(countries).toContain('Switzerland');
  });

  it('ignores case and accents: Kraków, krakow and KRAKOW find the same photos', async () => {
    const accented = await provider.search('Kraków');
    expect(accented.length).toBeGreaterThan(0);
    expect(accented.every((photo) => photo.location.city === 'Kraków')).toBe(true);
    expect(await provider.search('krakow')).toEqual(accented);
    expect(await provider.search('KRAKOW')).toEqual(accented);
    expect((await provider.search('Aero'))[0]!.location.city).toBe('Ærø');
    expect((await provider.search('Leba'))[0]!.location.city).toBe('Łeba');
  });

  it('returns at most perPage photos: 10 by default, 30 at most', async () => {
    expect(await provider.search('Italy')).toHaveLength(10);
    expect(await provider.search('Italy', { perPage: 3 })).toHaveLength(3);
    expect(await provider.search('Italy', { perPage: 100 })).toHaveLength(30);
  });

  it('gives the same answer every time', async () => {
    const first = await provider.search('coast Croatia', { perPage: 30 });
    const second = await createLocalStockProvider().search('coast Croatia', { perPage: 30 });
    expect(second.map((photo) => photo.id)).toEqual(first.map((photo) => photo.id));
  });

  it('finds a cover for every demo tour and micro-tour with a place-and-country query', async () => {
    const wanted = [
      ...tours.map((tour) => ({
        name: tour.title,
        target: { country: tour.country, places: [...tour.start_locations, tour.end_location] },
      })),
      ...microTours.map((tour) => ({
        name: tour.title,
        target: { country: tour.country, places: [tour.city] },
      })),
    ];
    for (const { name, target } of wanted) {
      const photos = await provider.search(`${target.places[0]} ${target.country}`);
      const choice = choosePhoto(photos, target, {
        minScore: COVER_FIX_MIN_SCORE,
        previousScore: null,
      });
      expect(choice.chosen, name).not.toBeNull();
    }
  });
});

describe('local stock download', () => {
  const provider = createLocalStockProvider();

  it('renders a landscape as a JPEG of the entry size, the same bytes each time', async () => {
    const { photo } = entryOf((p) => p.width === 2400 && p.tags.includes('lake'));
    const bytes = await provider.download(photo, { minWidth: 1080 });
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe('jpeg');
    expect([meta.width, meta.height]).toEqual([photo.width, photo.height]);
    // A new provider has an empty cache, so this renders again.
    expect(await createLocalStockProvider().download(photo, { minWidth: 1080 })).toEqual(bytes);
  });

  it('renders a lower resolution photo at its own size', async () => {
    const { photo } = entryOf((p) => p.width === 1280);
    const meta = await sharp(await provider.download(photo, { minWidth: 1080 })).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1280, 720]);
  });

  it('renders each unsuitable kind as a distinct picture', async () => {
    const pictures: Buffer[] = [];
    for (const kind of ['portrait', 'sign', 'interior']) {
      const { photo } = unsuitable.find((entry) => entry.picture.kind === kind)!;
      const bytes = await provider.download(photo, { minWidth: 400 });
      const meta = await sharp(bytes).metadata();
      expect([meta.format, meta.width, meta.height], kind).toEqual([
        'jpeg',
        photo.width,
        photo.height,
      ]);
      pictures.push(bytes);
    }
    expect(new Set(pictures.map((bytes) => bytes.toString('base64'))).size).toBe(3);
  });

  it('renders different bytes for different entries of the same kind', async () => {
    const [a, b] = suitable.filter((p) => p.tags.includes('forest') && p.width === 1920);
    const [first, second] = await Promise.all([
      provider.download(a!, { minWidth: 400 }),
      provider.download(b!, { minWidth: 400 }),
    ]);
    expect(first.equals(second)).toBe(false);
  });

  it('refuses an unknown photo with a StockPhotoError', async () => {
    const stranger = { ...suitable[0]!, id: 'unsplash-abc' };
    const error = await provider.download(stranger, { minWidth: 400 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StockPhotoError);
    expect((error as Error).message).toMatch(/^Unknown photo unsplash-abc/);
  });

  it('stops when its signal is aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      provider.download(suitable[1]!, { minWidth: 400, signal: controller.signal }),
    ).rejects.toThrow(/abort/i);
    await expect(provider.search('Italy', { signal: controller.signal })).rejects.toThrow(/abort/i);
  });
});
