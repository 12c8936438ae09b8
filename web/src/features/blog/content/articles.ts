// NOTE: no imports here: the browser journeys import this list to check that every cover it
// names exists in the seeded storage.

export const articleCategories = [
  'Travel Tips',
  'Conservation',
  'Community Impact',
  'Wellness',
  'Climate Action',
  'Planning',
] as const;

export type ArticleCategory = (typeof articleCategories)[number];

export interface Article {
  slug: string;
  title: string;
  excerpt: string;
  category: ArticleCategory;
  author: string;
  /** ISO date (YYYY-MM-DD). */
  publishedOn: string;
  /** Minutes to read the body; a unit test holds it to the body's word count. */
  readMinutes: number;
  /** Slug of a seeded multi-day tour whose cover picture illustrates the article. */
  coverTourSlug: string;
  /** Cities (as micro_tours.city names them) whose micro-tours the article page suggests. */
  relatedCities: string[];
  isFeatured?: boolean;
}

/** Static sample articles (the product has no blog backend), newest first. */
export const articles: Article[] = [
  {
    slug: 'night-trains-instead-of-short-haul-flights',
    title: 'Night Trains Instead of Short-Haul Flights: A Practical Guide',
    excerpt:
      'Board in Paris after dinner, wake up near the Pyrenees. How to book sleeper cabins, what they cost and why one rail night saves around 150 kg of CO₂.',
    category: 'Climate Action',
    author: 'Camille Laurent',
    publishedOn: '2026-11-10',
    readMinutes: 3,
    coverTourSlug: 'paris-to-barcelona-rail-adventure',
    relatedCities: ['Paris', 'Barcelona'],
    isFeatured: true,
  },
  {
    slug: 'pack-light-for-a-week-of-slow-travel',
    title: 'Packing Light for a Week of Slow Travel',
    excerpt:
      'One carry-on, three outfits and a refillable bottle: the packing list our guides swear by for trains, ferries and bikes.',
    category: 'Travel Tips',
    author: 'Jonas Weber',
    publishedOn: '2026-10-28',
    readMinutes: 3,
    coverTourSlug: 'danube-cycle-path-passau-to-vienna',
    relatedCities: ['Vienna', 'Salzburg'],
  },
  {
    slug: 'hut-fees-keep-alpine-trails-open',
    title: 'How Hut Fees Keep Alpine Trails Open',
    excerpt:
      'Part of every night in a Swiss mountain hut pays for trail repairs after rockfall and snowmelt. We followed a maintenance crew for a day.',
    category: 'Conservation',
    author: 'Lea Brunner',
    publishedOn: '2026-10-14',
    readMinutes: 3,
    coverTourSlug: 'bernese-oberland-hut-to-hut-trek',
    relatedCities: ['Zurich', 'Geneva'],
  },
  {
    slug: 'what-a-ten-euro-walking-tour-gives-back',
    title: 'What a €10 Walking Tour Gives Back to a Neighbourhood',
    excerpt:
      'Local guides keep most of every micro-tour ticket, and many end their routes at family-run cafés and market stalls. Here is where the money goes.',
    category: 'Community Impact',
    author: 'Giulia Romano',
    publishedOn: '2026-09-30',
    readMinutes: 3,
    coverTourSlug: 'sicilian-street-food-circuit',
    relatedCities: ['Rome', 'Florence', 'Bologna'],
  },
  {
    slug: 'slowing-down-in-finnish-lakeland',
    title: 'Sauna, Lakes and Silence: Slowing Down in Finnish Lakeland',
    excerpt:
      'Paddling between islands by day and a wood-fired sauna at dusk. Why Finns treat quiet time in nature as part of staying healthy.',
    category: 'Wellness',
    author: 'Aino Virtanen',
    publishedOn: '2026-09-16',
    readMinutes: 3,
    coverTourSlug: 'finnish-lakeland-canoe-and-sauna',
    relatedCities: ['Helsinki', 'Stockholm'],
  },
  {
    slug: 'plan-a-multi-country-rail-trip',
    title: 'Planning a Multi-Country Rail Trip Without the Stress',
    excerpt:
      'When to book, when a rail pass pays off and how much time to leave between connections on a trip from Amsterdam to Vienna.',
    category: 'Planning',
    author: 'Jonas Weber',
    publishedOn: '2026-09-02',
    readMinutes: 3,
    coverTourSlug: 'grand-european-rail-tour-amsterdam-to-vienna',
    relatedCities: ['Amsterdam', 'Munich', 'Vienna'],
  },
  {
    slug: 'protecting-the-alentejo-cork-forests',
    title: 'Stargazing and Cork Oaks: Protecting the Alentejo’s Montado',
    excerpt:
      'Cork is harvested by hand every nine years without felling a tree. Buying it keeps one of Europe’s richest habitats worth protecting.',
    category: 'Conservation',
    author: 'Inês Carvalho',
    publishedOn: '2026-08-19',
    readMinutes: 3,
    coverTourSlug: 'alentejo-cork-forests-and-stargazing',
    relatedCities: ['Lisbon'],
  },
  {
    slug: 'measure-the-carbon-footprint-of-your-holiday',
    title: 'How to Measure the Carbon Footprint of Your Holiday',
    excerpt:
      'Transport is usually three quarters of a trip’s emissions. A simple method to compare routes before you book, with real numbers for a fjord journey.',
    category: 'Climate Action',
    author: 'Camille Laurent',
    publishedOn: '2026-08-05',
    readMinutes: 3,
    coverTourSlug: 'norwegian-fjords-by-rail-and-ferry',
    relatedCities: ['Copenhagen', 'Stockholm'],
  },
  {
    slug: 'walking-the-camino-at-your-own-pace',
    title: 'Walking the Camino’s Final Stages at Your Own Pace',
    excerpt:
      'You do not need six weeks to feel the Camino. Five days from Tui to Santiago, with advice on blisters, rest days and quiet albergues.',
    category: 'Wellness',
    author: 'Inês Carvalho',
    publishedOn: '2026-07-22',
    readMinutes: 3,
    coverTourSlug: 'camino-portugues-final-stages',
    relatedCities: ['Porto'],
  },
  {
    slug: 'olive-harvest-with-peloponnese-families',
    title: 'Harvesting Olives with Peloponnese Families',
    excerpt:
      'Each autumn, visitors join small groves for the harvest. What the extra hands mean for family farms and how the pressing day works.',
    category: 'Community Impact',
    author: 'Nikos Papadakis',
    publishedOn: '2026-07-08',
    readMinutes: 3,
    coverTourSlug: 'peloponnese-olive-harvest',
    relatedCities: ['Athens'],
  },
  {
    slug: 'station-hacks-for-rail-travellers',
    title: 'Ten Station Habits of Relaxed Rail Travellers',
    excerpt:
      'Find your platform sector, carry snacks and know which seats face forwards. Small habits that make a day on the rails calm instead of hectic.',
    category: 'Travel Tips',
    author: 'Lea Brunner',
    publishedOn: '2026-06-24',
    readMinutes: 3,
    coverTourSlug: 'scottish-highlands-by-rail',
    relatedCities: ['Edinburgh', 'Zurich'],
  },
  {
    slug: 'a-city-weekend-on-thirty-euros',
    title: 'A City Weekend of Tours for €30',
    excerpt:
      'A €5 street-art walk, a €5 sunrise viewpoint and a €20 market tasting: how to plan a weekend of micro-tours and top up your wallet only once.',
    category: 'Planning',
    author: 'Giulia Romano',
    publishedOn: '2026-06-10',
    readMinutes: 3,
    coverTourSlug: 'amsterdam-and-the-waterland-by-bike',
    relatedCities: ['Amsterdam', 'Lisbon', 'Kraków'],
  },
];
