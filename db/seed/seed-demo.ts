import { createHash } from 'node:crypto';
import type { Pool, PoolClient } from 'pg';
import { buildCatalogue, type DemoAddon, type DemoMicroTour, type DemoTour } from './catalogue.js';
import type { FootprintTransport } from '@app/domain/trip-footprint';
import { buildDemoReviews, demoTravellers } from './demo-reviews.js';
import { mapWithConcurrency } from './images.js';
import {
  PANORAMA_HEIGHT,
  PANORAMA_WIDTH,
  type PanoramaKind,
  panoramaKindOf,
  type PanoramaPainter,
  renderPanorama,
} from './panoramas.js';
import { type PictureSet, renderPictures, type ScenePairPainter } from './picture-pool.js';
import { getStartPlace } from './start-places.js';

export type { PanoramaPainter, ScenePairPainter };

export interface SeedOptions {
  pool: Pool;
  putImage: (bucket: string, key: string, body: Buffer, contentType: string) => Promise<string>;
  today?: Date;
  log?: (msg: string) => void;
  /** Paints the scenes (painting them anew by default); tests reuse pictures painted before. */
  paintScenePair?: ScenePairPainter;
  /** Draws the demo panoramas (anew by default); tests reuse panoramas drawn before. */
  paintPanorama?: PanoramaPainter;
}

export interface SeedSummary {
  tours: number;
  microTours: number;
  addons: number;
  images: number;
  reviews: number;
}

interface StoredImages {
  cover: string;
  gallery: string[];
}

const BUCKET = 'tours';
// The bucket of migration 0057 (PANORAMA_BUCKET in @app/domain/panorama).
const PANORAMA_BUCKET = 'panoramas';
const UPLOAD_CONCURRENCY = 8;
const ADDON_NAMESPACE = '6f1c0a52-3d5e-4b8a-9a57-2c4e1d7b9f30';

/** A name-based (version 5 style) uuid, so each demo add-on keeps its id across reseeds. */
export function addonId(title: string): string {
  const hash = createHash('sha1')
    .update(Buffer.from(ADDON_NAMESPACE.replace(/-/g, ''), 'hex'))
    .update(`demo-addon:${title}`)
    .digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

async function storePictures(
  putImage: SeedOptions['putImage'],
  folder: string,
  pictures: PictureSet,
): Promise<StoredImages> {
  const files = [
    { key: `${folder}/cover.jpg`, body: pictures.cover },
    ...pictures.gallery.map((body, i) => ({ key: `${folder}/gallery/${i + 1}.jpg`, body })),
  ];
  const urls = await Promise.all(files.map((f) => putImage(BUCKET, f.key, f.body, 'image/jpeg')));
  return { cover: urls[0]!, gallery: urls.slice(1) };
}

// Where each demo tour starts (migration 0055): a GeoNames place, and the transport its CO₂
// saving counts (the demo's coach tours say coach; every other tour is reached by train).
const startColumns = `start_place_id integer, start_place_name text, start_country text,
  start_lat double precision, start_lng double precision, footprint_transport text`;
const startUpdates = [
  'start_place_id',
  'start_place_name',
  'start_country',
  'start_lat',
  'start_lng',
  'footprint_transport',
];

function startColumnValues(startName: string, transport: FootprintTransport) {
  const place = getStartPlace(startName);
  return {
    start_place_id: place.geonameId,
    start_place_name: place.name,
    start_country: place.country,
    start_lat: place.lat,
    start_lng: place.lng,
    footprint_transport: transport,
  };
}

const tourColumns = `slug text, title text, short_description text, full_description text,
  category text, country text, price_eur numeric, duration_days integer, difficulty text,
  transport text, group_size integer, rating numeric, cover_image text, gallery text[],
  available_dates date[], highlights text[], itinerary jsonb, included text[],
  not_included text[], start_locations text[], meeting_point text, end_location text,
  cancellation_policy text, translations jsonb, ${startColumns}, meeting_lat double precision,
  meeting_lng double precision, route jsonb, end_place_id integer, end_place_name text,
  end_country text, end_lat double precision, end_lng double precision`;

const tourUpdates = [
  'title',
  'short_description',
  'full_description',
  'category',
  'country',
  'price_eur',
  'duration_days',
  'difficulty',
  'transport',
  'group_size',
  'rating',
  'cover_image',
  'gallery',
  'available_dates',
  'highlights',
  'itinerary',
  'included',
  'not_included',
  'start_locations',
  'meeting_point',
  'end_location',
  'cancellation_policy',
  'translations',
  ...startUpdates,
  'meeting_lat',
  'meeting_lng',
  'route',
  'end_place_id',
  'end_place_name',
  'end_country',
  'end_lat',
  'end_lng',
];

const microColumns = `slug text, title text, description text, city text, country text,
  price_eur numeric, duration_hours numeric, rating numeric, language text[],
  meeting_point text, meeting_lat double precision, meeting_lng double precision,
  whats_included text[], whats_not text[], cover_url text,
  gallery_urls text[], translations jsonb, ${startColumns}, panorama_url text,
  panorama_is_illustration boolean, panorama_width integer, panorama_height integer`;

const microUpdates = [
  'title',
  'description',
  'city',
  'country',
  'price_eur',
  'duration_hours',
  'rating',
  'language',
  'meeting_point',
  'meeting_lat',
  'meeting_lng',
  'whats_included',
  'whats_not',
  'cover_url',
  'gallery_urls',
  'translations',
  ...startUpdates,
  'panorama_url',
  'panorama_is_illustration',
  'panorama_width',
  'panorama_height',
];

function columnNames(definition: string): string[] {
  return definition.split(',').map((column) => column.trim().split(/\s+/)[0]!);
}

/**
 * INSERT … SELECT FROM jsonb_to_recordset($1): a whole table in one round trip, and keys that are
 * not columns (such as `scene`) are ignored.
 */
function upsertSql(table: string, definition: string, updates: readonly string[]): string {
  const names = columnNames(definition).join(', ');
  const assignments = updates.map((column) => `${column} = excluded.${column}`).join(', ');
  return (
    `insert into public.${table} (${names}) select ${names} ` +
    `from jsonb_to_recordset($1::jsonb) as r(${definition}) ` +
    `on conflict (slug) do update set ${assignments} returning id, slug`
  );
}

async function upsertTours(
  client: PoolClient,
  tours: readonly DemoTour[],
  images: readonly StoredImages[],
): Promise<Map<string, string>> {
  const rows = tours.map((tour, i) => ({
    ...tour,
    cover_image: images[i]!.cover,
    gallery: images[i]!.gallery,
    ...startColumnValues(tour.start_locations[0]!, tour.transport === 'bus' ? 'coach' : 'rail'),
  }));
  const result = await client.query<{ id: string; slug: string }>(
    upsertSql('tours', tourColumns, tourUpdates),
    [JSON.stringify(rows)],
  );
  return new Map(result.rows.map((row) => [row.slug, row.id]));
}

async function upsertMicroTours(
  client: PoolClient,
  microTours: readonly DemoMicroTour[],
  images: readonly StoredImages[],
  panoramas: ReadonlyMap<PanoramaKind, string>,
): Promise<number> {
  const rows = microTours.map((tour, i) => ({
    ...tour,
    cover_url: images[i]!.cover,
    gallery_urls: images[i]!.gallery,
    ...startColumnValues(tour.city, 'rail'),
    panorama_url: panoramas.get(panoramaKindOf(tour.scene))!,
    panorama_is_illustration: true,
    panorama_width: PANORAMA_WIDTH,
    panorama_height: PANORAMA_HEIGHT,
  }));
  const result = await client.query(upsertSql('micro_tours', microColumns, microUpdates), [
    JSON.stringify(rows),
  ]);
  return result.rowCount ?? 0;
}

async function upsertAddons(
  client: PoolClient,
  addons: readonly DemoAddon[],
  tourIds: ReadonlyMap<string, string>,
): Promise<number> {
  const rows = addons.map((addon) => {
    const slugs = addon.applies_to === 'tour' ? addon.tour_slugs : [];
    const ids = slugs.map((slug) => {
      const id = tourIds.get(slug);
      if (!id) throw new Error(`Add-on "${addon.title}" refers to unknown tour slug "${slug}"`);
      return id;
    });
    return {
      id: addonId(addon.title),
      title: addon.title,
      description: addon.description,
      price_eur: addon.price_eur,
      applies_to: addon.applies_to,
      category: addon.applies_to === 'category' ? addon.category : null,
      tour_ids: ids,
      grants_free_date_change: addon.grants_free_date_change ?? false,
    };
  });
  const result = await client.query(
    `insert into public.addons (id, title, description, price_eur, applies_to, category, tour_ids,
                                grants_free_date_change)
     select id, title, description, price_eur, applies_to, category, tour_ids,
            grants_free_date_change
     from jsonb_to_recordset($1::jsonb) as r(id uuid, title text, description text,
       price_eur numeric, applies_to text, category text, tour_ids uuid[],
       grants_free_date_change boolean)
     on conflict (id) do update set title = excluded.title, description = excluded.description,
       price_eur = excluded.price_eur, applies_to = excluded.applies_to,
       category = excluded.category, tour_ids = excluded.tour_ids,
       grants_free_date_change = excluded.grants_free_date_change`,
    [JSON.stringify(rows)],
  );
  return result.rowCount ?? 0;
}

export async function seedDemoCatalogue(opts: SeedOptions): Promise<SeedSummary> {
  const log = opts.log ?? (() => {});
  const started = performance.now();
  const elapsed = () => `${Math.round(performance.now() - started)} ms`;
  const catalogue = buildCatalogue(opts.today ?? new Date());
  // Micro-tours are listed by price, so ordering them that way keeps shared covers pages apart.
  const microTours = [...catalogue.microTours].sort((a, b) => a.price_eur - b.price_eur);
  const items = [
    ...catalogue.tours.map((tour) => ({
      key: tour.slug,
      scene: tour.scene,
      ownCover: true,
      folder: tour.slug,
    })),
    ...microTours.map((tour) => ({
      key: `micro:${tour.slug}`,
      scene: tour.scene,
      ownCover: false,
      folder: `micro/${tour.slug}`,
    })),
  ];
  // A few panoramas, drawn while the scenes are painted and shared by the micro-tours.
  const panoramaKinds = [...new Set(microTours.map((tour) => panoramaKindOf(tour.scene)))];
  const paintPanorama = opts.paintPanorama ?? renderPanorama;
  const panoramaUrls = Promise.all(
    panoramaKinds.map(async (kind) => {
      const body = await paintPanorama(kind);
      const url = await opts.putImage(PANORAMA_BUCKET, `demo/${kind}.jpg`, body, 'image/jpeg');
      return [kind, url] as const;
    }),
  );
  // Handled here so a failure while the scenes are painted is not an unhandled rejection.
  panoramaUrls.catch(() => {});
  const pictures = await renderPictures(items, opts.paintScenePair);
  const panoramas = new Map(await panoramaUrls);
  log(`demo seed: rendered pictures for ${items.length} listings (${elapsed()})`);
  const stored = await mapWithConcurrency(items, UPLOAD_CONCURRENCY, (item, i) =>
    storePictures(opts.putImage, item.folder, pictures[i]!),
  );
  const images = stored.reduce((sum, s) => sum + 1 + s.gallery.length, 0);
  log(`demo seed: stored ${images} images (${elapsed()})`);

  const client = await opts.pool.connect();
  try {
    await client.query('begin');
    const tourIds = await upsertTours(client, catalogue.tours, stored);
    const microCount = await upsertMicroTours(
      client,
      microTours,
      stored.slice(catalogue.tours.length),
      panoramas,
    );
    const addons = await upsertAddons(client, catalogue.addons, tourIds);
    // The ratings as reviews of demo travellers whose trips took place (decision 031).
    const reviews = buildDemoReviews(
      [
        ...catalogue.tours.map((tour) => ({ kind: 'tour' as const, ...tour })),
        ...microTours.map((tour) => ({ kind: 'micro_tour' as const, ...tour })),
      ],
      opts.today ?? new Date(),
    );
    await client.query('select private.seed_demo_reviews($1::jsonb, $2::jsonb)', [
      JSON.stringify(demoTravellers),
      JSON.stringify(reviews),
    ]);
    // Each demo trip paid as a member pays (a demo top-up, then the booking's debit), and its
    // review marked as the demo's.
    await client.query('select private.settle_demo_trips()');
    log(`demo seed: ${reviews.length} reviews (${elapsed()})`);
    await client.query('commit');
    log(`demo seed: catalogue committed (${elapsed()})`);
    return { tours: tourIds.size, microTours: microCount, addons, images, reviews: reviews.length };
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}
