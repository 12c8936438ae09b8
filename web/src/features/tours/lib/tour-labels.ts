import type { Addon } from '@app/domain';
import {
  categoryLabels,
  difficultyLabels,
  type TourDifficulty,
  type TourTransport,
} from '@app/domain/constants';
import { pluralize } from '../../../lib/pluralize';

/** '1 day', '5 days'. */
export function formatDays(days: number): string {
  return pluralize(days, 'day');
}

/** Up to two initials from a tour's title, for the tile shown when there is no picture. */
export function getInitials(title: string): string {
  const words = title.match(/\p{L}[\p{L}\p{M}'’]*|\p{N}+/gu) ?? [];
  return words
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** 'Easy', 'Moderate', 'Challenging': the public wording of the one stored scale. */
export function formatDifficulty(difficulty: TourDifficulty): string {
  return difficultyLabels[difficulty];
}

export function formatTransport(transport: TourTransport): string {
  return transport === 'walk' ? 'Walking' : capitalize(transport);
}

/** Who an add-on is offered to: 'All Tours', 'Eco-Friendly Tours', 'This Tour'. */
export function getAddonScopeLabel(addon: Pick<Addon, 'applies_to' | 'category'>): string {
  if (addon.applies_to === 'global') return 'All Tours';
  if (addon.applies_to === 'tour') return 'This Tour';
  return addon.category ? `${categoryLabels[addon.category]} Tours` : 'All Tours';
}
