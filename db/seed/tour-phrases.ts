import type { Category, Difficulty, Transport } from './catalogue-types.js';
import type { Activity, TourPhrases } from './lang/types.js';

export type { Activity };

/** `{place}` is replaced with the stop where the day is spent. */
export const activities: Record<Category, Activity[]> = {
  eco: [
    {
      title: 'Rewilding project visit',
      text: 'Spend the morning with the team of a rewilding project near {place}, learning how grazing animals, beavers and restored wetlands are bringing the landscape back to life.',
    },
    {
      title: 'Forest walk and foraging',
      text: 'A naturalist leads a slow walk through the woods around {place}, pointing out edible plants, fungi and the tracks of the animals that live there.',
    },
    {
      title: 'Birdwatching at dawn',
      text: 'Rise early for a guided birdwatching session outside {place}, with binoculars and a field guide provided, followed by a late breakfast.',
    },
    {
      title: 'Day with local farmers',
      text: 'Lend a hand on a small organic farm near {place}: feed the animals, help in the vegetable garden and share a lunch cooked from what was picked that morning.',
    },
    {
      title: 'Summit or viewpoint hike',
      text: 'A longer hike climbs to the best viewpoint above {place}, with a picnic lunch at the top and an easier option for anyone who prefers a gentler day.',
    },
    {
      title: 'On the water',
      text: 'Explore the shoreline around {place} by canoe or kayak with an instructor, stopping to swim when the weather allows.',
    },
    {
      title: 'Conservation volunteering',
      text: 'Join a half-day volunteering session near {place}, clearing invasive plants, repairing paths or counting wildlife with park staff, then have the afternoon free.',
    },
    {
      title: 'Free day',
      text: 'A free day in {place}. Your guide suggests walks, swimming spots and cafés, and bikes can be borrowed from most of our guesthouses.',
    },
  ],
  gastro: [
    {
      title: 'Market morning and cooking class',
      text: 'Shop at the morning market in {place} with a local cook, then prepare and eat a three-course lunch together in a family kitchen.',
    },
    {
      title: 'Producers and tastings',
      text: 'Visit small producers around {place} — a cheesemaker, a baker and a winery — tasting as you go and hearing how each one farms.',
    },
    {
      title: 'Farm-to-table dinner',
      text: 'An afternoon on a farm near {place} ends with a long dinner at a shared table, cooked from ingredients grown within sight of it.',
    },
    {
      title: 'Street food walk',
      text: 'Follow a local food writer through the backstreets of {place}, tasting the snacks locals actually eat and the stories behind them.',
    },
    {
      title: 'Cellars and vineyards',
      text: 'Walk or cycle between vineyards around {place}, with cellar visits, a tasting of natural and low-intervention wines and a picnic among the vines.',
    },
    {
      title: 'Foraging with a chef',
      text: 'Forage for herbs, greens and, in season, mushrooms with a chef near {place}, who then cooks what you have found for lunch.',
    },
    {
      title: 'Bakery at dawn',
      text: "Join the bakers of {place} before sunrise to shape the day's bread and pastries, then enjoy the results with coffee once the ovens are open.",
    },
    {
      title: 'Free afternoon',
      text: 'A free day in {place}. Our guide leaves you a map of favourite cafés, delis and bars, and is happy to book a table for the evening.',
    },
  ],
  'no-flight-europe': [
    {
      title: 'Old town walk',
      text: 'A local guide shows you the old town of {place} on foot, from its main square to the quiet streets and courtyards behind it.',
    },
    {
      title: 'Scenic day excursion',
      text: 'A day trip by regional train or boat from {place} to the most beautiful scenery nearby, returning in time for dinner.',
    },
    {
      title: 'Museums and cafés',
      text: 'Spend the day in the museums and cafés of {place}, with a city transport pass included so you can explore at your own pace.',
    },
    {
      title: 'By bike and on foot',
      text: 'Explore {place} the way locals do, on a guided bike ride along its parks and waterfront followed by an afternoon on foot.',
    },
    {
      title: 'Free day',
      text: 'A free day in {place}. Your tour leader is around for suggestions, and public transport tickets for the city are included.',
    },
    {
      title: 'Harbour and waterfront',
      text: 'Walk the harbour and waterfront of {place}, take a short public ferry ride and finish with dinner near the water.',
    },
  ],
};

export const travelDay: Record<Transport | 'none', string[]> = {
  train: [
    'Board a morning train from {from} to {to}; seats are reserved and the route is one of the most scenic of the trip. Afternoon at leisure in {to}.',
    'A relaxed rail journey takes you from {from} to {to}, with time for lunch on board and a short orientation walk on arrival.',
  ],
  bus: [
    'A low-emission coach carries the group from {from} to {to}, with a stop along the way for a walk and lunch.',
    'Travel by regional bus from {from} to {to}; your guide handles tickets and luggage, and the evening is yours.',
  ],
  bike: [
    'Cycle from {from} to {to} on quiet lanes and cycle paths, about {km} km with plenty of stops. Your luggage travels ahead by van.',
    'Today’s ride of around {km} km takes you from {from} to {to}, with a café stop midway and a support vehicle for anyone who wants a lift.',
  ],
  walk: [
    'Walk about {km} km from {from} to {to} on waymarked paths while your bags are transferred to the next guesthouse.',
    'A day on foot from {from} to {to}, around {km} km with a picnic lunch along the way and dinner waiting at the end.',
  ],
  none: [
    'Move on from {from} to {to} by local transport, with tickets provided and time to explore on arrival.',
    'Transfer from {from} to {to} by public bus or ferry, then settle into your accommodation before dinner together.',
  ],
};

export const finalLeg: Record<Transport | 'none', string> = {
  train:
    'A last scenic train ride takes you from {from} to {to}, where the tour ends in the afternoon.',
  bus: 'A final coach transfer brings you from {from} to {to}, where the tour ends after lunch.',
  bike: 'The last ride, around {km} km, brings you from {from} to {to}, where the tour ends with a celebration lunch.',
  walk: 'The final stage of about {km} km leads from {from} to {to}, where the tour ends in the afternoon.',
  none: 'Travel from {from} to {to} by local transport; the tour ends on arrival.',
};

export const arrival = [
  'Meet your guide at {meet} in the afternoon for a short walk around {place}, followed by a welcome dinner.',
  'Arrive in {place} at your own pace and join the group at {meet} for a briefing and dinner together.',
];

export const departure = [
  'After breakfast the tour ends in {place}. We help you plan your onward journey by train or bus.',
  'A final morning in {place} before the tour ends around midday, with time for a last walk or market visit.',
];

export const oneDay =
  'Meet at {meet} in the morning. {pitch} The day ends back at the meeting point in the late afternoon.';

export const categoryParagraphs: Record<Category, string[]> = {
  eco: [
    'This is a trip about landscape and the people who look after it. Each day combines time outdoors with a visit to a conservation project, a farm or a ranger station, and part of every booking goes directly to one of them.',
    'Travelling slowly and in a small group means we leave little trace. We stay in locally owned guesthouses and huts, eat seasonal food sourced nearby and work with guides who live in the region.',
    'You will spend most of each day outside, learning how the places you walk through are protected and restored, from wetlands and forests to old farmland returning to the wild.',
  ],
  gastro: [
    'Food is the thread of this journey. We eat with the cooks, bakers, farmers and winemakers who define the region, and most meals are taken at their tables rather than in restaurants.',
    'Expect markets in the morning, tastings in the afternoon and long dinners in the evening. Every producer we visit is small, independent and chosen for how they treat their land and animals.',
    'You will taste the region through its seasons and its people, with cooking classes, cellar visits and walks that work up an appetite between meals.',
  ],
  'no-flight-europe': [
    'Getting there is half the pleasure. The whole route is designed around trains, ferries and buses, so you can reach the start without flying and watch the landscape change through the window.',
    'Slow travel does not mean hard work: we handle the tickets, seat reservations and luggage, leaving you free to enjoy the journey between stops.',
    'Each stop is chosen to break the journey into comfortable legs, with time on arrival to explore and a tour leader who knows the rail network well.',
  ],
};

export const difficultyNotes: Record<Difficulty, string> = {
  easy: 'The pace is gentle and suitable for anyone who enjoys a few hours of light activity a day.',
  moderate:
    'Expect three to five hours of activity on most days with some climbs; a reasonable level of fitness will help you enjoy it.',
  challenging:
    'Days are long and include significant ascents. You should be a regular hiker or cyclist and comfortable on rough ground.',
};

/** For tours that stay in one place, where nothing moves between stops. */
export const baseCampNotes: Record<Transport | 'none', string> = {
  train: 'Regional trains and local transport take you to each visit.',
  bus: 'A small coach collects the group from the meeting point for each visit.',
  bike: 'You ride quality hybrid bikes from the meeting point, with e-bikes available.',
  walk: 'Everything is within walking distance, so a day pack is all you need.',
  none: 'Local transport to each visit is included.',
};

export const transportNotes: Record<Transport | 'none', string> = {
  train: 'All journeys between stops are by train, with seats reserved in advance.',
  bus: 'We travel between stops by low-emission coach or regional bus.',
  bike: 'You ride quality hybrid bikes, with e-bikes available, and a support van carries the luggage.',
  walk: 'You walk between stops with only a day pack; luggage is transferred for you.',
  none: 'Transfers use local buses, ferries and boats, and tickets are included.',
};

function listPlaces(places: readonly string[]): string {
  if (places.length <= 1) return places[0] ?? '';
  return `${places.slice(0, -1).join(', ')} and ${places[places.length - 1]}`;
}

/** The English tables and the sentences the writer builds around them. */
export const englishPhrases: TourPhrases = {
  activities,
  travelDay,
  finalLeg,
  arrival,
  departure,
  oneDay,
  categoryParagraphs,
  difficultyNotes,
  baseCampNotes,
  transportNotes,
  list: listPlaces,
  inPlace: (place) => `in ${place}`,
  toPlace: (place) => `to ${place}`,
  fromPlace: (place) => `from ${place}`,
  dayTitles: {
    oneDay: (place) => `A day in ${place}`,
    arrival: (place) => `Arrival in ${place}`,
    leg: (from, to) => `${from} to ${to}`,
    farewell: (place) => `Farewell ${place}`,
    activity: (activity, place) => `${activity} in ${place}`,
  },
  highlights: {
    byCategory: {
      eco: 'Part of every booking funds a local conservation project',
      gastro: 'Meals shared with independent farmers and cooks',
      'no-flight-europe': 'Reach the start by train, no flights needed',
    },
    smallGroup: (size) => `Small group of at most ${size} travellers`,
    greenGuesthouses: 'Locally owned guesthouses chosen for their green credentials',
  },
  included: {
    guide: 'Expert local guide or tour leader throughout',
    nights: (nights) => `${nights} nights in locally owned accommodation`,
    breakfast: 'Daily breakfast',
    byCategory: {
      eco: 'Park and reserve entrance fees, plus a donation to a local conservation project',
      gastro: 'All tastings, cooking classes and producer visits in the itinerary',
      'no-flight-europe': 'All rail, ferry and bus tickets between stops with seat reservations',
    },
    byTransport: {
      train: 'Second-class rail travel between stops',
      bus: 'Transfers by low-emission coach',
      bike: 'Hybrid bike with panniers, helmet and repair kit',
      walk: 'Luggage transfers between overnight stops',
      none: 'Local buses, ferries and boat transfers',
    },
    dinners: (dinners) => `${dinners} dinners`,
  },
  notIncluded: {
    travelToAndFrom: (place) => `Travel to and from ${place}`,
    travelToAndHome: (start, end) => `Travel to ${start} and home from ${end}`,
    insurance: 'Travel insurance',
    gastroDrinks: 'Drinks beyond those served at tastings',
    lunches: 'Lunches unless stated',
    personal: 'Personal expenses and tips',
    eBike: 'E-bike upgrade (available as an add-on)',
  },
  cancellation: {
    rail: 'Rail tickets and sleeper berths are issued in your name two weeks before departure; after that, a change of date depends on seats on the new trains.',
    wholeBooking:
      'A date change moves the whole booking: every traveller goes to the new date together.',
    seats:
      'A date change depends on seats on the new departure; your add-ons move with the booking.',
  },
  description: {
    basedIn: (days, place) =>
      `The whole ${days === 1 ? 'day' : 'trip'} is based in ${place}, so there is no packing and unpacking.`,
    route: (start, end, days, middle) =>
      `Starting in ${start} and finishing in ${end}, the ${days}-day route` +
      (middle.length > 0 ? ` passes through ${listPlaces(middle)}.` : ' is short and unhurried.'),
    groupLimit: (size) => `Groups are limited to ${size} travellers.`,
  },
};
