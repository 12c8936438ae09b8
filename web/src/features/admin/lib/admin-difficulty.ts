import type { TourDifficulty } from '@app/domain/constants';

/**
 * The admin form offers easy / medium / hard; tours store the public scale easy / moderate /
 * challenging. This module is the one place the two meet.
 */
export const adminDifficulties = ['easy', 'medium', 'hard'] as const;
export type AdminDifficulty = (typeof adminDifficulties)[number];

export const adminDifficultyLabels: Record<AdminDifficulty, string> = {
  easy: 'Easy',
  medium: 'Medium',
  hard: 'Hard',
};

type StoredDifficulty = Extract<TourDifficulty, 'easy' | 'moderate' | 'challenging'>;

const storedByAdmin: Record<AdminDifficulty, StoredDifficulty> = {
  easy: 'easy',
  medium: 'moderate',
  hard: 'challenging',
};

export function toStoredDifficulty(difficulty: AdminDifficulty): StoredDifficulty {
  return storedByAdmin[difficulty];
}

/** A stored difficulty (either scale, as older rows may hold medium or hard) as the form's word. */
export function toAdminDifficulty(stored: string): AdminDifficulty | '' {
  switch (stored) {
    case 'easy':
      return 'easy';
    case 'moderate':
    case 'medium':
      return 'medium';
    case 'challenging':
    case 'hard':
      return 'hard';
    default:
      return '';
  }
}
