import '../messages';
import { msg, plural, t } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '@lingui/core';
import type { Addon } from '@app/domain';
import type { TourCategory, TourDifficulty, TourTransport } from '@app/domain/constants';

/** '1 day', '5 days'. */
export function formatDays(days: number): string {
  return plural(days, { one: '# day', other: '# days' });
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

const categoryLabels: Record<TourCategory, MessageDescriptor> = {
  eco: msg`Eco-Friendly`,
  gastro: msg`Gastronomy`,
  'no-flight-europe': msg`No-Flight Europe`,
};

const categoryToursLabels: Record<TourCategory, MessageDescriptor> = {
  eco: msg`Eco-Friendly Tours`,
  gastro: msg`Gastronomy Tours`,
  'no-flight-europe': msg`No-Flight Europe Tours`,
};

/** 'Eco-Friendly', 'Gastronomy', 'No-Flight Europe'. */
export function formatCategory(category: TourCategory): string {
  return i18n._(categoryLabels[category]);
}

const difficultyLabels: Record<TourDifficulty, MessageDescriptor> = {
  easy: msg`Easy`,
  moderate: msg`Moderate`,
  challenging: msg`Challenging`,
};

/** 'Easy', 'Moderate', 'Challenging': the public wording of the one stored scale. */
export function formatDifficulty(difficulty: TourDifficulty): string {
  return i18n._(difficultyLabels[difficulty]);
}

const transportLabels: Record<TourTransport, MessageDescriptor> = {
  train: msg`Train`,
  bus: msg`Bus`,
  bike: msg`Bike`,
  walk: msg`Walking`,
};

export function formatTransport(transport: TourTransport): string {
  return i18n._(transportLabels[transport]);
}

/** Who an add-on is offered to: 'All Tours', 'Eco-Friendly Tours', 'This Tour'. */
export function getAddonScopeLabel(addon: Pick<Addon, 'applies_to' | 'category'>): string {
  if (addon.applies_to === 'global') return t`All Tours`;
  if (addon.applies_to === 'tour') return t`This Tour`;
  return addon.category ? i18n._(categoryToursLabels[addon.category]) : t`All Tours`;
}
