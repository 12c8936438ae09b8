import { availableParallelism } from 'node:os';
import { mapWithConcurrency, renderScenePair, type SceneKind } from './images.js';
import { createRng } from './prng.js';

export interface Illustrated {
  key: string;
  scene: SceneKind;
  /** Items without their own cover may share one with a single other item. */
  ownCover: boolean;
}

export interface PictureRef {
  kind: SceneKind;
  /** Index of the painted scene within its kind. */
  base: number;
  mirrored: boolean;
}

export interface PicturePlan {
  scenes: Array<{ kind: SceneKind; base: number; seed: string }>;
  items: Array<{ cover: PictureRef; gallery: PictureRef[] }>;
}

export interface PictureSet {
  cover: Buffer;
  gallery: Buffer[];
}

const related: Record<SceneKind, SceneKind[]> = {
  mountains: ['lake', 'forest', 'train'],
  lake: ['mountains', 'forest'],
  forest: ['mountains', 'lake', 'vineyard'],
  coast: ['city', 'lake'],
  vineyard: ['forest', 'train', 'city'],
  city: ['coast', 'lake', 'train'],
  train: ['mountains', 'vineyard', 'city'],
};

const GALLERY_SIZE = 3;
// Painting every cover separately would take most of the seed time budget, so a third of the
// items that may share (micro-tours, ordered by price) share a cover with one far down the list.
const SHARED_PICTURES_PER_ITEM = 2 / 3;

interface Demand {
  own: number;
  shared: number;
}

/** Decides which scenes to paint and which pictures each item shows, in item order. */
export function planPictures(items: readonly Illustrated[]): PicturePlan {
  const demand = new Map<SceneKind, Demand>();
  const demandFor = (kind: SceneKind) => {
    const entry = demand.get(kind) ?? { own: 0, shared: 0 };
    demand.set(kind, entry);
    return entry;
  };
  for (const item of items) {
    demandFor(item.scene)[item.ownCover ? 'own' : 'shared'] += 1;
    for (const kind of related[item.scene]) demandFor(kind);
  }
  const pools = new Map<SceneKind, PictureRef[]>();
  const scenes: PicturePlan['scenes'] = [];
  for (const [kind, { own, shared }] of demand) {
    const pictures = own + Math.ceil(shared * SHARED_PICTURES_PER_ITEM);
    const bases = Math.max(2, Math.ceil(pictures / 2));
    for (let base = 0; base < bases; base++) scenes.push({ kind, base, seed: `${kind}-${base}` });
    const originals = Array.from({ length: bases }, (_, base) => ({ kind, base, mirrored: false }));
    pools.set(kind, [...originals, ...originals.map((ref) => ({ ...ref, mirrored: true }))]);
  }
  const served = new Map<string, number>();
  const take = (counter: string) => {
    const index = served.get(counter) ?? 0;
    served.set(counter, index + 1);
    return index;
  };
  const planned = items.map((item) => {
    const pool = pools.get(item.scene)!;
    const own = demand.get(item.scene)!.own;
    const cover = item.ownCover
      ? pool[take(`${item.scene}:own`)]!
      : pool[own + (take(`${item.scene}:shared`) % (pool.length - own))]!;
    const rng = createRng(`gallery:${item.key}`);
    const sameKind = rng.shuffle(pool.filter((ref) => ref.base !== cover.base));
    const other = rng.pick(pools.get(rng.pick(related[item.scene]))!);
    return { cover, gallery: [...sameKind.slice(0, GALLERY_SIZE - 1), other] };
  });
  return { scenes, items: planned };
}

/** Paints one scene and its mirror image; the same seed and kind always give the same pair. */
export type ScenePairPainter = (seed: string, kind: SceneKind) => Promise<[Buffer, Buffer]>;

export async function renderPictures(
  items: readonly Illustrated[],
  paint: ScenePairPainter = renderScenePair,
): Promise<PictureSet[]> {
  const plan = planPictures(items);
  const rendered = await mapWithConcurrency(
    plan.scenes,
    Math.max(2, availableParallelism()),
    (scene) => paint(scene.seed, scene.kind),
  );
  const byRef = new Map<string, Buffer>();
  plan.scenes.forEach((scene, i) => {
    byRef.set(`${scene.kind}:${scene.base}:false`, rendered[i]![0]);
    byRef.set(`${scene.kind}:${scene.base}:true`, rendered[i]![1]);
  });
  const picture = (ref: PictureRef) => byRef.get(`${ref.kind}:${ref.base}:${ref.mirrored}`)!;
  return plan.items.map((item) => ({
    cover: picture(item.cover),
    gallery: item.gallery.map(picture),
  }));
}
