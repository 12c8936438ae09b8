import { type SceneKind, sceneKinds } from '@app/db/images';

/** A kind of scene the shipped painter can draw. */
export const isSceneKind = (word: string): word is SceneKind =>
  sceneKinds.some((kind) => kind === word);
