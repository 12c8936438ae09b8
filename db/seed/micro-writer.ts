import type { MicroTourTranslatedField, Translations } from '@app/domain/catalogue-translations';
import { type DemoMicroTour, type MicroPrice, microPrices, slugify } from './catalogue-types.js';
import { catalogueLanguages, placeIn } from './lang/languages.js';
import type { CatalogueLanguage } from './lang/types.js';
import { cities, type City, type Theme, themesByPrice } from './micro-table.js';
import { createRng } from './prng.js';
import type { SceneKind } from './scenes.js';

const otherLanguages = [
  'French',
  'German',
  'Spanish',
  'Italian',
  'Dutch',
  'Portuguese',
  'Polish',
  'Czech',
];

function languages(city: City, seed: string): string[] {
  const rng = createRng(`languages:${seed}`);
  const list = ['English'];
  if (city.language !== 'English') list.push(city.language);
  const extras = rng.shuffle(otherLanguages.filter((language) => !list.includes(language)));
  return [...list, ...extras.slice(0, rng.int(0, 2))].slice(0, 4);
}

function sceneFor(theme: Theme, city: City): SceneKind {
  if (theme.scene !== 'water') return theme.scene;
  if (city.water.kind === 'sea') return 'coast';
  return city.water.kind === 'canal' ? 'city' : 'lake';
}

/** Roughly one micro-tour in 26 has no rating yet, as new listings would. */
function rating(index: number, seed: string): number | null {
  if (index % 26 === 11) return null;
  const r = createRng(`rating:${seed}`).next();
  return Math.round((3.5 + 1.5 * (1 - r * r)) * 10) / 10;
}

/**
 * The micro-tour in a language: the same theme (by its place in the price's list) and city,
 * in that language's words.
 */
function translation(
  language: CatalogueLanguage,
  city: City,
  price: MicroPrice,
  themeIndex: number,
  tier: number,
) {
  const words = language.cities[city.city];
  const theme = language.themes[price][themeIndex];
  if (!words || !theme) {
    throw new Error(
      `${language.locale}: no words for ${city.city} or theme ${price}/${themeIndex}`,
    );
  }
  const local = { ...words, city: placeIn(language, city.city) };
  return {
    title: theme.title(local),
    description: theme.description(local),
    city: local.city,
    country:
      language.countries[city.country as keyof CatalogueLanguage['countries']] ?? city.country,
    meeting_point: words.meet[tier % 2]!,
    whats_included: theme.included,
    whats_not: theme.excluded,
  };
}

function translations(
  city: City,
  price: MicroPrice,
  themeIndex: number,
  tier: number,
): Translations<MicroTourTranslatedField> {
  return Object.fromEntries(
    catalogueLanguages.map((language) => [
      language.locale,
      translation(language, city, price, themeIndex, tier),
    ]),
  );
}

export function demoMicroTours(): DemoMicroTour[] {
  const tours: DemoMicroTour[] = [];
  const slugs = new Set<string>();
  cities.forEach((city, cityIndex) => {
    microPrices.forEach((price, tier) => {
      const themeIndex = (cityIndex + tier * 2) % themesByPrice[price].length;
      const theme = themesByPrice[price][themeIndex]!;
      const title = theme.title(city);
      let slug = slugify(title);
      if (slugs.has(slug)) slug = slugify(`${title} ${city.city}`);
      slugs.add(slug);
      tours.push({
        slug,
        title,
        description: theme.description(city),
        city: city.city,
        country: city.country,
        price_eur: price,
        duration_hours: theme.hours,
        rating: rating(tours.length, slug),
        language: languages(city, slug),
        meeting_point: city.meet[tier % 2]!,
        meeting_lat: city.meetAt[tier % 2]![0],
        meeting_lng: city.meetAt[tier % 2]![1],
        whats_included: theme.included,
        whats_not: theme.excluded,
        scene: sceneFor(theme, city),
        translations: translations(city, price, themeIndex, tier),
      });
    });
  });
  return tours;
}
