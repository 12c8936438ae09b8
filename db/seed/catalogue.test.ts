import { DATE_CHANGE_TERMS } from '@app/domain/db-rules';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  buildCatalogue,
  categories,
  microPrices,
  slugify,
  transports,
  type DemoCatalogue,
} from './catalogue.js';
import { renderScene } from './images.js';
import { planPictures } from './picture-pool.js';
import { addonId } from './seed-demo.js';

const today = new Date('2026-03-15T09:30:00Z');
const catalogue: DemoCatalogue = buildCatalogue(today);
const { tours, microTours, addons } = catalogue;
const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const distinct = <T>(values: readonly T[]) => new Set(values).size;
const hasAtMostTwoDecimals = (value: number) => Math.round(value * 100) / 100 === value;
const hasOneDecimal = (value: number) => Math.round(value * 10) / 10 === value;

function daysFrom(start: Date, isoDate: string): number {
  const midnight = Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate());
  return (Date.parse(`${isoDate}T00:00:00Z`) - midnight) / 86_400_000;
}

describe('multi-day tours', () => {
  it('cover enough tours, countries and every category, transport and difficulty', () => {
    expect(tours.length).toBeGreaterThanOrEqual(48);
    expect(distinct(tours.map((t) => t.country))).toBeGreaterThanOrEqual(16);
    expect(new Set(tours.map((t) => t.category))).toEqual(new Set(categories));
    for (const transport of [...transports, null]) {
      expect(tours.some((t) => t.transport === transport)).toBe(true);
    }
    // One scale: the admin form's medium and hard are labels of moderate and challenging.
    expect(new Set(tours.map((t) => t.difficulty))).toEqual(
      new Set(['easy', 'moderate', 'challenging']),
    );
  });

  it('last every number of days from 1 to 10', () => {
    const durations = new Set(tours.map((t) => t.duration_days));
    for (let days = 1; days <= 10; days++) expect(durations.has(days)).toBe(true);
  });

  it('have unique slugs derived from their titles', () => {
    expect(distinct(tours.map((t) => t.slug))).toBe(tours.length);
    for (const tour of tours) {
      expect(tour.slug).toMatch(slugPattern);
      expect(tour.slug).toBe(slugify(tour.title));
    }
  });

  it('have plausible prices, ratings and texts', () => {
    for (const tour of tours) {
      expect(hasAtMostTwoDecimals(tour.price_eur)).toBe(true);
      expect(tour.price_eur / tour.duration_days).toBeGreaterThan(50);
      expect(tour.price_eur / tour.duration_days).toBeLessThan(400);
      expect(hasOneDecimal(tour.rating)).toBe(true);
      expect(tour.rating).toBeGreaterThanOrEqual(3.8);
      expect(tour.rating).toBeLessThanOrEqual(5);
      expect(tour.short_description.length).toBeGreaterThan(40);
      expect(tour.short_description.length).toBeLessThanOrEqual(1000);
      expect(tour.full_description.split('\n\n').length).toBeGreaterThanOrEqual(2);
      expect(tour.title.length).toBeLessThanOrEqual(200);
      expect(tour.group_size).toBeGreaterThanOrEqual(1);
      expect(tour.start_locations.length).toBeGreaterThan(0);
      expect(tour.meeting_point.length).toBeLessThanOrEqual(500);
      expect(tour.cancellation_policy.length).toBeGreaterThan(0);
      // The refund tiers and date-change terms are the site's, shown above this note: a tour
      // never states its own.
      expect(tour.cancellation_policy).not.toMatch(/refund|%|hours/i);
      expect(tour.cancellation_policy).not.toMatch(/free|charge|fee|\d+ days/i);
    }
  });

  it('fill highlights, itinerary and inclusions, except at most three sparse tours', () => {
    const sparse = tours.filter((t) => t.highlights.length === 0);
    expect(sparse.length).toBeGreaterThan(0);
    expect(sparse.length).toBeLessThanOrEqual(3);
    for (const tour of tours.filter((t) => !sparse.includes(t))) {
      expect(tour.highlights.length).toBeGreaterThanOrEqual(4);
      expect(tour.highlights.length).toBeLessThanOrEqual(6);
      expect(tour.itinerary.map((d) => d.day)).toEqual(
        Array.from({ length: tour.duration_days }, (_, i) => i + 1),
      );
      expect(tour.included.length).toBeGreaterThan(0);
      expect(tour.not_included.length).toBeGreaterThan(0);
    }
  });

  it('offer 4–8 dates two to nine months ahead for about two thirds of tours', () => {
    const dated = tours.filter((t) => t.available_dates.length > 0);
    expect(dated.length / tours.length).toBeGreaterThan(0.6);
    expect(dated.length / tours.length).toBeLessThan(0.72);
    for (const tour of dated) {
      expect(tour.available_dates.length).toBeGreaterThanOrEqual(4);
      expect(tour.available_dates.length).toBeLessThanOrEqual(8);
      expect([...tour.available_dates].sort()).toEqual(tour.available_dates);
      for (const date of tour.available_dates) {
        expect(daysFrom(today, date)).toBeGreaterThanOrEqual(59);
        expect(daysFrom(today, date)).toBeLessThanOrEqual(9 * 31);
      }
    }
  });

  it('are the same for the same day', () => {
    expect(buildCatalogue(new Date(today))).toEqual(catalogue);
  });
});

describe('micro-tours', () => {
  it('cover enough cities and countries', () => {
    expect(microTours.length).toBeGreaterThanOrEqual(120);
    expect(distinct(microTours.map((t) => t.city))).toBeGreaterThanOrEqual(30);
    expect(distinct(microTours.map((t) => t.country))).toBeGreaterThanOrEqual(12);
  });

  it('use each price at least 20 times and every duration from 1 to 8 hours', () => {
    for (const price of microPrices) {
      expect(microTours.filter((t) => t.price_eur === price).length).toBeGreaterThanOrEqual(20);
    }
    expect(microTours.every((t) => (microPrices as readonly number[]).includes(t.price_eur))).toBe(
      true,
    );
    const hours = new Set(microTours.map((t) => t.duration_hours));
    for (let h = 1; h <= 8; h++) expect(hours.has(h)).toBe(true);
    for (const tour of microTours) {
      expect(tour.duration_hours).toBeGreaterThanOrEqual(1);
      expect(tour.duration_hours).toBeLessThanOrEqual(8);
      expect(hasOneDecimal(tour.duration_hours)).toBe(true);
    }
  });

  it('have unique titles and slugs derived from them', () => {
    expect(distinct(microTours.map((t) => t.title))).toBe(microTours.length);
    expect(distinct(microTours.map((t) => t.slug))).toBe(microTours.length);
    for (const tour of microTours) {
      expect(tour.slug).toMatch(slugPattern);
      expect(tour.slug.startsWith(slugify(tour.title))).toBe(true);
    }
  });

  it('are rated 3.5–5.0 with one decimal, a few not yet rated', () => {
    const unrated = microTours.filter((t) => t.rating === null);
    expect(unrated.length).toBeGreaterThanOrEqual(3);
    expect(unrated.length).toBeLessThanOrEqual(7);
    for (const tour of microTours) {
      if (tour.rating === null) continue;
      expect(hasOneDecimal(tour.rating)).toBe(true);
      expect(tour.rating).toBeGreaterThanOrEqual(3.5);
      expect(tour.rating).toBeLessThanOrEqual(5);
    }
  });

  it('list one to four languages and the practical details', () => {
    for (const tour of microTours) {
      expect(tour.language.length).toBeGreaterThanOrEqual(1);
      expect(tour.language.length).toBeLessThanOrEqual(4);
      expect(distinct(tour.language)).toBe(tour.language.length);
      expect(tour.meeting_point.length).toBeGreaterThan(0);
      expect(tour.whats_included.length).toBeGreaterThan(0);
      expect(tour.whats_not.length).toBeGreaterThan(0);
      expect(tour.description.length).toBeGreaterThan(60);
    }
  });
});

describe('add-ons', () => {
  it('exist for every scope', () => {
    expect(addons.filter((a) => a.applies_to === 'global').length).toBeGreaterThanOrEqual(3);
    for (const category of categories) {
      const scoped = addons.filter((a) => a.applies_to === 'category' && a.category === category);
      expect(scoped.length).toBeGreaterThanOrEqual(2);
    }
    expect(addons.filter((a) => a.applies_to === 'tour').length).toBeGreaterThanOrEqual(4);
  });

  it('refer only to demo tours and have valid prices and stable ids', () => {
    const slugs = new Set(tours.map((t) => t.slug));
    for (const addon of addons) {
      expect(hasAtMostTwoDecimals(addon.price_eur)).toBe(true);
      expect(addon.price_eur).toBeGreaterThanOrEqual(0);
      if (addon.applies_to === 'tour') {
        expect(addon.tour_slugs.length).toBeGreaterThan(0);
        for (const slug of addon.tour_slugs) expect(slugs.has(slug)).toBe(true);
      }
      expect(addonId(addon.title)).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      );
    }
    expect(distinct(addons.map((a) => addonId(a.title)))).toBe(addons.length);
  });

  it('sell the free date change the terms grant, with the terms’ deadline', () => {
    const granting = addons.filter((a) => a.grants_free_date_change);
    expect(granting.map((a) => a.title)).toEqual(['Flexible Date Change']);
    expect(granting[0]!.description).toContain(
      `more than ${DATE_CHANGE_TERMS.closesDaysBefore} days before it starts`,
    );
  });
});

describe('pictures', () => {
  const items = [
    ...tours.map((t) => ({ key: t.slug, scene: t.scene, ownCover: true })),
    ...microTours.map((t) => ({ key: `micro:${t.slug}`, scene: t.scene, ownCover: false })),
  ];
  const plan = planPictures(items);
  const name = (ref: { kind: string; base: number; mirrored: boolean }) =>
    `${ref.kind}/${ref.base}/${ref.mirrored}`;

  it('give every multi-day tour its own cover and never show a cover twice in one gallery', () => {
    const tourCovers = plan.items.slice(0, tours.length).map((item) => name(item.cover));
    const microCovers = new Set(plan.items.slice(tours.length).map((item) => name(item.cover)));
    expect(distinct(tourCovers)).toBe(tours.length);
    expect(tourCovers.filter((cover) => microCovers.has(cover))).toEqual([]);
    for (const item of plan.items) {
      expect(item.gallery.length).toBe(3);
      expect(item.gallery.length).toBeLessThanOrEqual(10);
      expect(item.gallery.map(name)).not.toContain(name(item.cover));
      expect(distinct(item.gallery.map(name))).toBe(3);
    }
  });

  it('share each cover between at most two tours', () => {
    const uses = new Map<string, number>();
    for (const item of plan.items)
      uses.set(name(item.cover), (uses.get(name(item.cover)) ?? 0) + 1);
    expect(Math.max(...uses.values())).toBeLessThanOrEqual(2);
  });

  it('render distinct 1280×720 JPEG scenes for different seeds', async () => {
    const [first, second] = await Promise.all([
      renderScene('alpine-test', 'mountains'),
      renderScene('harbour-test', 'mountains'),
    ]);
    for (const image of [first, second]) {
      const meta = await sharp(image).metadata();
      expect(meta.format).toBe('jpeg');
      expect(meta.width).toBe(1280);
      expect(meta.height).toBe(720);
    }
    expect(first.equals(second)).toBe(false);
    const [a, b] = await Promise.all(
      [first, second].map((image) => sharp(image).resize(32, 18).raw().toBuffer()),
    );
    const meanDifference =
      a!.reduce((sum, value, i) => sum + Math.abs(value - b![i]!), 0) / a!.length;
    expect(meanDifference).toBeGreaterThan(8);
  }, 20_000);
});
