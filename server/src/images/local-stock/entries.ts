import type { SceneKind } from '@app/db/images';
import { createRng, type Rng } from '@app/db/prng';
import type { StockPhoto } from '@app/domain/image-scoring';
import { stockCountries, type StockPlace, stockPlaces } from './places.js';

/** What an unsuitable photo shows; each is kept out of tours by the unwanted-content rule. */
export const unsuitableKinds = ['portrait', 'sign', 'interior'] as const;
export type UnsuitableKind = (typeof unsuitableKinds)[number];

export type PictureKind = SceneKind | UnsuitableKind;

export interface LocalStockEntry {
  photo: StockPhoto;
  /** How download() paints the photo. */
  picture: { kind: PictureKind; seed: string };
  suitable: boolean;
}

const sceneWords: Record<SceneKind, { tags: string[]; descriptions: string[] }> = {
  mountains: {
    tags: ['mountains', 'peaks', 'alpine', 'hiking'],
    descriptions: ['Mountain peaks above {place}', 'Alpine meadows and summits near {place}'],
  },
  lake: {
    tags: ['lake', 'water', 'shore', 'reflection'],
    descriptions: ['Lake shore near {place}', 'Calm water at dawn by {place}'],
  },
  forest: {
    tags: ['forest', 'woods', 'trail', 'trees'],
    descriptions: ['Forest trail outside {place}', 'Autumn woods around {place}'],
  },
  coast: {
    tags: ['coast', 'sea', 'harbour', 'beach'],
    descriptions: ['Coastline at {place}', 'Cliffs and harbour near {place}'],
  },
  vineyard: {
    tags: ['vineyard', 'wine', 'hills', 'harvest'],
    descriptions: ['Vineyard rows near {place}', 'Wine hills around {place}'],
  },
  city: {
    tags: ['city', 'old town', 'architecture', 'rooftops'],
    descriptions: ['Old town rooftops of {place}', 'Riverside skyline of {place}'],
  },
  train: {
    tags: ['train', 'railway', 'rail', 'valley'],
    descriptions: ['Scenic railway near {place}', 'Train crossing the valley by {place}'],
  },
};

const unsuitableWords: Record<UnsuitableKind, { tags: string[]; descriptions: string[] }> = {
  portrait: {
    tags: ['portrait', 'face', 'people', 'smile'],
    descriptions: ['Portrait of a smiling woman', 'Close-up face of a man laughing'],
  },
  sign: {
    tags: ['sign', 'text', 'menu', 'street'],
    descriptions: ['Street sign with text', 'Handwritten menu board of a café'],
  },
  interior: {
    tags: ['interior', 'room', 'indoor', 'furniture'],
    descriptions: ['Hotel room interior', 'Indoor living room with a window'],
  },
};

// Most photos are high resolution; a few lower ones make scores differ.
const highSizes = [
  [2400, 1350],
  [1920, 1080],
  [3000, 2000],
  [2048, 1365],
] as const;
const lowSizes = [
  [1280, 720],
  [1600, 900],
  [1024, 683],
] as const;

function pickSize(rng: Rng, alwaysHigh: boolean): { width: number; height: number } {
  const [width, height] = alwaysHigh || rng.chance(0.75) ? rng.pick(highSizes) : rng.pick(lowSizes);
  return { width, height };
}

const urlsFor = (id: string, width: number) => ({
  thumb: `local-stock:${id}?w=400`,
  regular: `local-stock:${id}?w=1080`,
  full: `local-stock:${id}?w=${width}`,
});

interface Draft {
  country: string | null;
  place: string | null;
  kind: PictureKind;
  suitable: boolean;
  tags: string[];
  description: string;
  size: { width: number; height: number };
}

function photosOfPlace(stock: StockPlace, rng: Rng): Draft[] {
  const count = stock.major ? 5 : Math.max(2, stock.kinds.length);
  return Array.from({ length: count }, (_, index) => {
    const kind = stock.kinds[index % stock.kinds.length]!;
    const words = sceneWords[kind];
    const round = Math.floor(index / stock.kinds.length);
    const sentence = words.descriptions[round % words.descriptions.length]!.replace(
      '{place}',
      stock.place,
    );
    return {
      country: stock.country,
      place: stock.place,
      kind,
      suitable: true,
      tags: [stock.place, stock.country, ...rng.shuffle(words.tags).slice(0, 3), 'landscape'],
      description: `${sentence}, ${stock.country}`,
      // Every place's first photo is sharp enough to reach the cover fix's minimum score.
      size: pickSize(rng, index === 0),
    };
  });
}

/**
 * Photos that name a country but no place: at best 3 + 1 for country and size, and −3 for
 * what they show, so they stay below the smart update's minimum even when a search finds them.
 */
function unsuitablePhoto(index: number, country: string | null, rng: Rng): Draft {
  const kind = unsuitableKinds[index % unsuitableKinds.length]!;
  const words = unsuitableWords[kind];
  const sentence = rng.pick(words.descriptions);
  return {
    country,
    place: null,
    kind,
    suitable: false,
    tags: country ? [...words.tags, country] : words.tags,
    description: country ? `${sentence} in ${country}` : sentence,
    size: pickSize(rng, false),
  };
}

const UNSUITABLE_WITH_COUNTRY = 32;
const UNSUITABLE_WITHOUT_COUNTRY = 4;

/** The library, the same on every call: sizes and wording come from a seeded generator. */
export function buildLocalStockEntries(): LocalStockEntry[] {
  const rng = createRng('local-stock-library');
  const unsuitableByCountry = new Map<string, number>();
  for (let i = 0; i < UNSUITABLE_WITH_COUNTRY; i++) {
    const country = stockCountries[i % stockCountries.length]!;
    unsuitableByCountry.set(country, (unsuitableByCountry.get(country) ?? 0) + 1);
  }

  // Each country's unsuitable photos come first, so a country search meets them early.
  const drafts: Draft[] = [];
  let unsuitableIndex = 0;
  for (const country of stockCountries) {
    for (let i = 0; i < (unsuitableByCountry.get(country) ?? 0); i++) {
      drafts.push(unsuitablePhoto(unsuitableIndex++, country, rng));
    }
    for (const stock of stockPlaces.filter((p) => p.country === country)) {
      drafts.push(...photosOfPlace(stock, rng));
    }
  }
  for (let i = 0; i < UNSUITABLE_WITHOUT_COUNTRY; i++) {
    drafts.push(unsuitablePhoto(unsuitableIndex++, null, rng));
  }

  return drafts.map((draft, index) => {
    const id = `local-${String(index + 1).padStart(4, '0')}`;
    const photo: StockPhoto = {
      id,
      urls: Object.freeze(urlsFor(id, draft.size.width)),
      width: draft.size.width,
      height: draft.size.height,
      tags: Object.freeze(draft.tags),
      description: draft.description,
      location: Object.freeze({ country: draft.country, city: draft.place, name: null }),
    };
    return Object.freeze({
      photo: Object.freeze(photo),
      picture: Object.freeze({ kind: draft.kind, seed: id }),
      suitable: draft.suitable,
    });
  });
}

export const localStockEntries: readonly LocalStockEntry[] =
  Object.freeze(buildLocalStockEntries());

export const entryById: ReadonlyMap<string, LocalStockEntry> = new Map(
  localStockEntries.map((entry) => [entry.photo.id, entry]),
);
