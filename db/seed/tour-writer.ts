import type { DemoTour, ItineraryDay } from './catalogue-types.js';
import { slugify } from './catalogue-types.js';
import { createRng, type Rng } from './prng.js';
import type { TourSeed } from './tour-table.js';
import {
  activities,
  arrival,
  baseCampNotes,
  categoryParagraphs,
  departure,
  difficultyNotes,
  finalLeg,
  oneDay,
  transportNotes,
  travelDay,
} from './tour-phrases.js';

const DAY_MS = 86_400_000;

function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? `{${key}}`));
}

function listPlaces(places: readonly string[]): string {
  if (places.length <= 1) return places[0] ?? '';
  return `${places.slice(0, -1).join(', ')} and ${places[places.length - 1]}`;
}

function stopForDay(seed: TourSeed, day: number): string {
  const last = seed.stops.length - 1;
  if (seed.days === 1) return seed.stops[0]!;
  return seed.stops[Math.round(((day - 1) * last) / (seed.days - 1))]!;
}

function itinerary(seed: TourSeed, rng: Rng): ItineraryDay[] {
  const plans = rng.shuffle(activities[seed.category]);
  const mode = seed.transport ?? 'none';
  const km = seed.transport === 'bike' ? [35, 65] : [12, 22];
  let planIndex = 0;
  const nextPlan = () => plans[planIndex++ % plans.length]!;
  if (seed.days === 1) {
    return [
      {
        day: 1,
        title: `A day in ${seed.stops[0]}`,
        description: fill(oneDay, { meet: seed.meet, pitch: seed.pitch }),
      },
    ];
  }
  const days: ItineraryDay[] = [];
  for (let day = 1; day <= seed.days; day++) {
    const place = stopForDay(seed, day);
    const previous = day > 1 ? stopForDay(seed, day - 1) : place;
    if (day === 1) {
      days.push({
        day,
        title: `Arrival in ${place}`,
        description: fill(rng.pick(arrival), { meet: seed.meet, place }),
      });
    } else if (place !== previous) {
      days.push({
        day,
        title: `${previous} to ${place}`,
        description: fill(day === seed.days ? finalLeg[mode] : rng.pick(travelDay[mode]), {
          from: previous,
          to: place,
          km: Math.round(rng.range(km[0]!, km[1]!)),
        }),
      });
    } else if (day === seed.days) {
      days.push({
        day,
        title: `Farewell ${place}`,
        description: fill(rng.pick(departure), { place }),
      });
    } else {
      const plan = nextPlan();
      days.push({
        day,
        title: `${plan.title} in ${place}`,
        description: fill(plan.text, { place }),
      });
    }
  }
  return days;
}

function highlights(seed: TourSeed, rng: Rng): string[] {
  const extra = {
    eco: 'Part of every booking funds a local conservation project',
    gastro: 'Meals shared with independent farmers and cooks',
    'no-flight-europe': 'Reach the start by train, no flights needed',
  }[seed.category];
  const list = [...seed.highlights, extra];
  if (seed.group <= 12) list.push(`Small group of at most ${seed.group} travellers`);
  if (seed.days > 1 && rng.chance(0.4)) {
    list.push('Locally owned guesthouses chosen for their green credentials');
  }
  return list.slice(0, 6);
}

function included(seed: TourSeed): string[] {
  const list = ['Expert local guide or tour leader throughout'];
  if (seed.days > 1) {
    list.push(`${seed.days - 1} nights in locally owned accommodation`, 'Daily breakfast');
  }
  const byCategory = {
    eco: 'Park and reserve entrance fees, plus a donation to a local conservation project',
    gastro: 'All tastings, cooking classes and producer visits in the itinerary',
    'no-flight-europe': 'All rail, ferry and bus tickets between stops with seat reservations',
  }[seed.category];
  list.push(byCategory);
  const byTransport = {
    train: 'Second-class rail travel between stops',
    bus: 'Transfers by low-emission coach',
    bike: 'Hybrid bike with panniers, helmet and repair kit',
    walk: 'Luggage transfers between overnight stops',
    none: 'Local buses, ferries and boat transfers',
  }[seed.transport ?? 'none'];
  const ticketsIncluded = seed.category === 'no-flight-europe' && seed.transport !== 'bike';
  if (!ticketsIncluded && seed.stops.length > 1) list.push(byTransport);
  if (seed.category === 'gastro' && seed.days > 1) list.push(`${Math.ceil(seed.days / 2)} dinners`);
  return list;
}

function notIncluded(seed: TourSeed): string[] {
  const start = seed.stops[0]!;
  const end = seed.stops[seed.stops.length - 1]!;
  const list = [
    start === end ? `Travel to and from ${start}` : `Travel to ${start} and home from ${end}`,
    'Travel insurance',
    seed.category === 'gastro' ? 'Drinks beyond those served at tastings' : 'Lunches unless stated',
    'Personal expenses and tips',
  ];
  if (seed.transport === 'bike') list.push('E-bike upgrade (available as an add-on)');
  return list;
}

/**
 * What a tour adds to the site's refund tiers (`@app/domain/cancellation-policy`) and date-change
 * terms (app_rules.date_change_terms), which its page shows above this: never tiers, fees or
 * deadlines of its own, which would contradict them.
 */
function cancellationPolicy(seed: TourSeed): string {
  if (seed.category === 'no-flight-europe' && seed.transport === 'train') {
    return 'Rail tickets and sleeper berths are issued in your name two weeks before departure; after that, a change of date depends on seats on the new trains.';
  }
  if (seed.price < 600) {
    return 'A date change moves the whole booking: every traveller goes to the new date together.';
  }
  return 'A date change depends on seats on the new departure; your add-ons move with the booking.';
}

function fullDescription(seed: TourSeed, rng: Rng): string {
  const start = seed.stops[0]!;
  const end = seed.stops[seed.stops.length - 1]!;
  const middle = [...new Set(seed.stops.slice(1, -1))];
  const route =
    seed.stops.length === 1
      ? `The whole ${seed.days === 1 ? 'day' : 'trip'} is based in ${start}, so there is no packing and unpacking.`
      : `Starting in ${start} and finishing in ${end}, the ${seed.days}-day route` +
        (middle.length > 0 ? ` passes through ${listPlaces(middle)}.` : ' is short and unhurried.');
  const notes = seed.stops.length === 1 ? baseCampNotes : transportNotes;
  const practical = `${notes[seed.transport ?? 'none']} ${difficultyNotes[seed.difficulty]} Groups are limited to ${seed.group} travellers.`;
  // The second eco paragraph talks about overnight stays, which a day trip does not have.
  const paragraphs = categoryParagraphs[seed.category].filter(
    (text) => seed.days > 1 || !text.includes('We stay'),
  );
  return [`${seed.pitch} ${route}`, rng.pick(paragraphs), practical].join('\n\n');
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

export function writeTour(seed: TourSeed, index: number, today: Date): DemoTour {
  const slug = slugify(seed.title);
  const rng = createRng(`tour:${slug}`);
  const sparse = seed.sparse === true;
  return {
    slug,
    title: seed.title,
    short_description: seed.pitch,
    full_description: fullDescription(seed, rng),
    category: seed.category,
    country: seed.country,
    price_eur: seed.price,
    duration_days: seed.days,
    difficulty: seed.difficulty,
    transport: seed.transport,
    group_size: seed.group,
    rating: seed.rating,
    highlights: sparse ? [] : highlights(seed, rng),
    itinerary: sparse ? [] : itinerary(seed, rng),
    included: sparse ? [] : included(seed),
    not_included: sparse ? [] : notIncluded(seed),
    start_locations: seed.alsoStartsIn ? [seed.stops[0]!, seed.alsoStartsIn] : [seed.stops[0]!],
    meeting_point: seed.meet,
    end_location: seed.stops[seed.stops.length - 1]!,
    cancellation_policy: cancellationPolicy(seed),
    available_dates: availableDates(slug, index, today),
    scene: seed.scene,
  };
}
