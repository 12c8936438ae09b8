import type { RoutePlace } from '@app/domain/catalogue-places';
import type { Translations } from '@app/domain/catalogue-translations';
import type { DemoTour, ItineraryDay } from './catalogue-types.js';
import { slugify } from './catalogue-types.js';
import { catalogueLanguages, placeIn } from './lang/languages.js';
import type { CatalogueLanguage, TourPhrases, TourWords } from './lang/types.js';
import { createRng, type Rng } from './prng.js';
import { findStopPlace } from './route-places.js';
import type { TourSeed } from './tour-table.js';
import { englishPhrases } from './tour-phrases.js';

const DAY_MS = 86_400_000;

/**
 * What a tour is written with in one language. The writer draws from its generator the same way
 * in every language (indices into tables of the same length), so a language only changes the
 * words: the same shuffled plan and picked sentences, translated.
 */
interface Voice {
  phrases: TourPhrases;
  words: TourWords;
  country: string;
  place: (name: string) => string;
}

function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? `{${key}}`));
}

/** The item at `index` of a language's table, which has as many items as the English one. */
function at<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new Error(`phrase table lacks item ${index}`);
  return item;
}

/** A place's values for templates: its name and its forms after "in", "to" and "from". */
const placeValues = (phrases: TourPhrases, place: string) => ({
  place,
  inPlace: phrases.inPlace(place),
  toPlace: phrases.toPlace(place),
  fromPlace: phrases.fromPlace(place),
});

const indices = (items: readonly unknown[]) => items.map((_, i) => i);

/** The overnight stop of a day: the stops spread evenly over the days, the last on the last. */
export function stopForDay(seed: TourSeed, day: number): string {
  const last = seed.stops.length - 1;
  if (seed.days === 1) return seed.stops[0]!;
  return seed.stops[Math.round(((day - 1) * last) / (seed.days - 1))]!;
}

function itinerary(seed: TourSeed, rng: Rng, voice: Voice): ItineraryDay[] {
  const { phrases, place: local } = voice;
  const plans = rng.shuffle(indices(englishPhrases.activities[seed.category]));
  const mode = seed.transport ?? 'none';
  const km = seed.transport === 'bike' ? [35, 65] : [12, 22];
  let planIndex = 0;
  const nextPlan = () => at(phrases.activities[seed.category], plans[planIndex++ % plans.length]!);
  if (seed.days === 1) {
    return [
      {
        day: 1,
        title: phrases.dayTitles.oneDay(local(seed.stops[0]!)),
        description: fill(phrases.oneDay, { meet: voice.words.meet, pitch: voice.words.pitch }),
      },
    ];
  }
  const days: ItineraryDay[] = [];
  for (let day = 1; day <= seed.days; day++) {
    const stop = stopForDay(seed, day);
    const previousStop = day > 1 ? stopForDay(seed, day - 1) : stop;
    const place = local(stop);
    const previous = local(previousStop);
    if (day === 1) {
      days.push({
        day,
        title: phrases.dayTitles.arrival(place),
        description: fill(at(phrases.arrival, rng.pick(indices(englishPhrases.arrival))), {
          meet: voice.words.meet,
          ...placeValues(phrases, place),
        }),
      });
    } else if (stop !== previousStop) {
      days.push({
        day,
        title: phrases.dayTitles.leg(previous, place),
        description: fill(
          day === seed.days
            ? phrases.finalLeg[mode]
            : at(phrases.travelDay[mode], rng.pick(indices(englishPhrases.travelDay[mode]))),
          {
            ...placeValues(phrases, place),
            from: previous,
            to: place,
            fromLeg: phrases.fromPlace(previous),
            toLeg: phrases.toPlace(place),
            km: Math.round(rng.range(km[0]!, km[1]!)),
          },
        ),
      });
    } else if (day === seed.days) {
      days.push({
        day,
        title: phrases.dayTitles.farewell(place),
        description: fill(
          at(phrases.departure, rng.pick(indices(englishPhrases.departure))),
          placeValues(phrases, place),
        ),
      });
    } else {
      const plan = nextPlan();
      days.push({
        day,
        title: phrases.dayTitles.activity(plan.title, place),
        description: fill(plan.text, placeValues(phrases, place)),
      });
    }
  }
  return days;
}

function highlights(seed: TourSeed, rng: Rng, voice: Voice): string[] {
  const { highlights: words } = voice.phrases;
  const list = [...voice.words.highlights, words.byCategory[seed.category]];
  if (seed.group <= 12) list.push(words.smallGroup(seed.group));
  if (seed.days > 1 && rng.chance(0.4)) list.push(words.greenGuesthouses);
  return list.slice(0, 6);
}

function included(seed: TourSeed, voice: Voice): string[] {
  const words = voice.phrases.included;
  const list = [words.guide];
  if (seed.days > 1) list.push(words.nights(seed.days - 1), words.breakfast);
  list.push(words.byCategory[seed.category]);
  const ticketsIncluded = seed.category === 'no-flight-europe' && seed.transport !== 'bike';
  if (!ticketsIncluded && seed.stops.length > 1) {
    list.push(words.byTransport[seed.transport ?? 'none']);
  }
  if (seed.category === 'gastro' && seed.days > 1)
    list.push(words.dinners(Math.ceil(seed.days / 2)));
  return list;
}

function notIncluded(seed: TourSeed, voice: Voice): string[] {
  const words = voice.phrases.notIncluded;
  const start = seed.stops[0]!;
  const end = seed.stops[seed.stops.length - 1]!;
  const list = [
    start === end
      ? words.travelToAndFrom(voice.place(start))
      : words.travelToAndHome(voice.place(start), voice.place(end)),
    words.insurance,
    seed.category === 'gastro' ? words.gastroDrinks : words.lunches,
    words.personal,
  ];
  if (seed.transport === 'bike') list.push(words.eBike);
  return list;
}

/**
 * What a tour adds to the site's refund tiers (`@app/domain/cancellation-policy`) and date-change
 * terms (app_rules.date_change_terms), which its page shows above this: never tiers, fees or
 * deadlines of its own, which would contradict them.
 */
function cancellationPolicy(seed: TourSeed, voice: Voice): string {
  const words = voice.phrases.cancellation;
  if (seed.category === 'no-flight-europe' && seed.transport === 'train') return words.rail;
  return seed.price < 600 ? words.wholeBooking : words.seats;
}

function fullDescription(seed: TourSeed, rng: Rng, voice: Voice): string {
  const { phrases, place: local } = voice;
  const start = local(seed.stops[0]!);
  const end = local(seed.stops[seed.stops.length - 1]!);
  const middle = [...new Set(seed.stops.slice(1, -1))].map(local);
  const route =
    seed.stops.length === 1
      ? phrases.description.basedIn(seed.days, start)
      : phrases.description.route(start, end, seed.days, middle);
  const notes = seed.stops.length === 1 ? phrases.baseCampNotes : phrases.transportNotes;
  const practical = `${notes[seed.transport ?? 'none']} ${phrases.difficultyNotes[seed.difficulty]} ${phrases.description.groupLimit(seed.group)}`;
  // The second eco paragraph talks about overnight stays, which a day trip does not have.
  const kept = indices(englishPhrases.categoryParagraphs[seed.category]).filter(
    (i) =>
      seed.days > 1 || !englishPhrases.categoryParagraphs[seed.category][i]!.includes('We stay'),
  );
  const paragraph = at(phrases.categoryParagraphs[seed.category], rng.pick(kept));
  return [`${voice.words.pitch} ${route}`, paragraph, practical].join('\n\n');
}

function isoDate(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/** Two thirds of tours get 4–8 departures between two and nine months after `today`. */
export function availableDates(slug: string, index: number, today: Date): string[] {
  if (index % 3 === 2) return [];
  const rng = createRng(`dates:${slug}`);
  const midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const weekday = rng.int(0, 6);
  const dates: string[] = [];
  let offset = rng.int(61, 72);
  for (let count = rng.int(4, 8); dates.length < count; offset += rng.int(14, 27)) {
    const day = midnight + offset * DAY_MS;
    const shift = (weekday - new Date(day).getUTCDay() + 7) % 7;
    dates.push(isoDate(day + shift * DAY_MS));
  }
  return dates;
}

/**
 * The route of the tour's days (issue 52): each day that reaches a new stop the gazetteer knows
 * has that place, in order; and its end place, the last stop's when the gazetteer knows it.
 */
export function demoRoute(
  seed: TourSeed,
): Pick<
  DemoTour,
  'route' | 'end_place_id' | 'end_place_name' | 'end_country' | 'end_lat' | 'end_lng'
> {
  const route: RoutePlace[] = [];
  for (let day = 1; day <= seed.days; day++) {
    const found = findStopPlace(stopForDay(seed, day));
    if (found && route.at(-1)?.id !== found.geonameId) {
      const { geonameId: id, name, country, lat, lng } = found;
      route.push({ day, id, name, country, lat, lng });
    }
  }
  const end = findStopPlace(seed.stops.at(-1)!);
  return {
    route,
    end_place_id: end?.geonameId ?? null,
    end_place_name: end?.name ?? null,
    end_country: end?.country ?? null,
    end_lat: end?.lat ?? null,
    end_lng: end?.lng ?? null,
  };
}

type TourTexts = Pick<
  DemoTour,
  | 'title'
  | 'short_description'
  | 'full_description'
  | 'country'
  | 'highlights'
  | 'itinerary'
  | 'included'
  | 'not_included'
  | 'meeting_point'
  | 'end_location'
  | 'cancellation_policy'
>;

/** The tour's translated fields in one language, drawn from a generator seeded as English's. */
function writeTexts(seed: TourSeed, slug: string, voice: Voice): TourTexts {
  const rng = createRng(`tour:${slug}`);
  const sparse = seed.sparse === true;
  // In this order: each draws from the generator.
  const full_description = fullDescription(seed, rng, voice);
  const highlightList = sparse ? [] : highlights(seed, rng, voice);
  return {
    title: voice.words.title,
    short_description: voice.words.pitch,
    full_description,
    country: voice.country,
    highlights: highlightList,
    itinerary: sparse ? [] : itinerary(seed, rng, voice),
    included: sparse ? [] : included(seed, voice),
    not_included: sparse ? [] : notIncluded(seed, voice),
    meeting_point: voice.words.meet,
    end_location: voice.place(seed.stops[seed.stops.length - 1]!),
    cancellation_policy: cancellationPolicy(seed, voice),
  };
}

function languageVoice(seed: TourSeed, language: CatalogueLanguage): Voice {
  const words = language.tours[seed.title];
  if (!words) throw new Error(`${language.locale}: no words for tour "${seed.title}"`);
  return {
    phrases: language.phrases,
    words,
    country:
      language.countries[seed.country as keyof CatalogueLanguage['countries']] ?? seed.country,
    place: (name) => placeIn(language, name),
  };
}

/** The tour in every language that has its tables, besides English (the row's columns). */
export function tourTranslations(seed: TourSeed, slug: string): Translations<keyof TourTexts> {
  return Object.fromEntries(
    catalogueLanguages.map((language) => [
      language.locale,
      writeTexts(seed, slug, languageVoice(seed, language)),
    ]),
  );
}

export function writeTour(seed: TourSeed, index: number, today: Date): DemoTour {
  const slug = slugify(seed.title);
  const english = writeTexts(seed, slug, {
    phrases: englishPhrases,
    words: { title: seed.title, pitch: seed.pitch, highlights: seed.highlights, meet: seed.meet },
    country: seed.country,
    place: (name) => name,
  });
  return {
    slug,
    title: english.title,
    short_description: english.short_description,
    full_description: english.full_description,
    category: seed.category,
    country: english.country,
    price_eur: seed.price,
    duration_days: seed.days,
    difficulty: seed.difficulty,
    transport: seed.transport,
    group_size: seed.group,
    rating: seed.rating,
    highlights: english.highlights,
    itinerary: english.itinerary,
    included: english.included,
    not_included: english.not_included,
    start_locations: seed.alsoStartsIn ? [seed.stops[0]!, seed.alsoStartsIn] : [seed.stops[0]!],
    meeting_point: english.meeting_point,
    meeting_lat: seed.meetAt[0],
    meeting_lng: seed.meetAt[1],
    ...demoRoute(seed),
    end_location: english.end_location,
    cancellation_policy: english.cancellation_policy,
    available_dates: availableDates(slug, index, today),
    scene: seed.scene,
    translations: tourTranslations(seed, slug),
  };
}
