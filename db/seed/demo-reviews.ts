import { createHash } from 'node:crypto';
import { createRng } from './prng.js';

/**
 * The demo catalogue's ratings as reviews of demo travellers (issue 49, decision 031): each rated
 * listing gets 3 to 10 reviews whose mean, to one decimal, is its rating, each from a demo
 * traveller's paid booking that took place weeks before `today` (checked in on the day). Written
 * by private.seed_demo_reviews (migration 0056) with fixed ids, so a reseed changes nothing.
 */

const NAMESPACE = 'b1e7c3a4-5d2f-4e8a-9c61-7f0d3b2a9e15';

/** A name-based (version 5 style) uuid, as the demo add-ons' ids are made. */
function nameId(name: string): string {
  const hash = createHash('sha1')
    .update(Buffer.from(NAMESPACE.replace(/-/g, ''), 'hex'))
    .update(name)
    .digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const TRAVELLER_NAMES = [
  'Anna',
  'Lukas',
  'Camille',
  'Mateo',
  'Giulia',
  'Sofia',
  'Jonas',
  'Elena',
  'Pierre',
  'Marta',
  'Tomás',
  'Ingrid',
];

export interface DemoTraveller {
  id: string;
  email: string;
  name: string;
}

export const demoTravellers: readonly DemoTraveller[] = TRAVELLER_NAMES.map((name, index) => ({
  id: nameId(`demo-traveller:${index}`),
  // .invalid never delivers (RFC 2606); the accounts have no password.
  email: `demo-traveller-${index + 1}@travellers.ecotours.invalid`,
  name,
}));

/** What travellers wrote, by stars: English, as the demo's reviewers wrote them. */
const TEXTS: Record<number, readonly string[]> = {
  5: [
    'Everything ran on time and the guide knew every corner. Getting there by train made the whole trip calmer than flying ever has.',
    'A wonderful trip: small group, honest food and no rush. I would book it again tomorrow.',
    'Beautiful landscapes and a guide who loved sharing them. The pace left time to simply look around.',
    'Well organised from the meeting point to the last goodbye. Worth every euro.',
  ],
  4: [
    'Very good overall. One day felt a little long, but the views and the people made up for it.',
    'Great guide and lovely places. The meeting point was a bit hard to find at first.',
    'A relaxed trip with good food. I would have liked a little more free time in the afternoons.',
    'Good value and well planned. The weather was mixed, the trip was not.',
  ],
  3: [
    'Nice places, but the group was larger than I expected and we waited a lot.',
    'Some parts were excellent, others felt rushed. A decent trip, not a memorable one.',
  ],
  2: ['The route was pretty, but the day started late and the lunch stop was disappointing.'],
  1: ['Not what the description promised: most of the day was spent waiting for connections.'],
};

/** Star counts whose mean rounds to `rating` (one decimal), the fewest from 3 up. */
export function starsFor(rating: number, seed: string): number[] {
  const low = Math.floor(rating);
  for (let count = 3; count <= 10; count++) {
    const total = Math.round(rating * count);
    if (Math.round((total / count) * 10) / 10 !== rating) continue;
    const high = Math.min(5, low + 1);
    const highs = total - low * count;
    if (highs < 0 || highs > count || (highs > 0 && high === low)) continue;
    const stars = Array.from({ length: count }, (_, i) => (i < highs ? high : low));
    return createRng(`stars:${seed}`).shuffle(stars);
  }
  return Array.from({ length: 10 }, () => Math.round(rating));
}

export interface DemoReview {
  booking_id: string;
  user_id: string;
  author_name: string;
  kind: 'tour' | 'micro_tour';
  slug: string;
  start_date: string;
  rating: number;
  text: string;
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The reviews of every rated listing, each from another traveller's past trip. */
export function buildDemoReviews(
  listings: ReadonlyArray<{ kind: 'tour' | 'micro_tour'; slug: string; rating: number | null }>,
  today: Date,
): DemoReview[] {
  const reviews: DemoReview[] = [];
  listings.forEach((listing, index) => {
    if (listing.rating === null) return;
    const stars = starsFor(listing.rating, listing.slug);
    const rng = createRng(`reviews:${listing.slug}`);
    const first = rng.int(0, demoTravellers.length - 1);
    stars.forEach((rating, i) => {
      const traveller = demoTravellers[(first + i) % demoTravellers.length]!;
      // Weeks to months ago: past the two weeks in which travellers are invited to review.
      const daysAgo = 21 + i * 17 + (index % 9);
      reviews.push({
        booking_id: nameId(`demo-booking:${listing.kind}:${listing.slug}:${i}`),
        user_id: traveller.id,
        author_name: traveller.name,
        kind: listing.kind,
        slug: listing.slug,
        start_date: isoDay(new Date(today.getTime() - daysAgo * 86_400_000)),
        rating,
        text: rng.pick(TEXTS[rating]!),
      });
    });
  });
  return reviews;
}
