import type { Painter } from './scene-terrain.js';
import { coast, city, railway } from './scenes-built.js';
import { forest, lake, mountains, vineyard } from './scenes-land.js';

export const sceneKinds = [
  'mountains',
  'lake',
  'forest',
  'coast',
  'vineyard',
  'city',
  'train',
] as const;

export type SceneKind = (typeof sceneKinds)[number];

export const painters: Record<SceneKind, Painter> = {
  mountains,
  lake,
  forest,
  coast,
  vineyard,
  city,
  train: railway,
};
