import type { FixTourCoversBody } from '@app/domain';

export type FixMode = FixTourCoversBody['mode'];

/** One PostgREST condition: column, operator, value (as `query.filter(column, op, value)`). */
export type CandidateCondition = readonly [column: string, operator: 'eq' | 'is', value: string];

/**
 * Which tours a fix run handles. Locked tours are never candidates; missing mode takes only tours
 * with neither a cover nor a cover override.
 */
export function fixCandidateConditions(mode: FixMode): CandidateCondition[] {
  const conditions: CandidateCondition[] = [['image_locked', 'eq', 'false']];
  if (mode === 'missing') {
    conditions.push(['cover_image', 'is', 'null'], ['image_override_url', 'is', 'null']);
  }
  return conditions;
}

/** The same conditions as a /rest/v1/tours query string, for tools outside supabase-js. */
export function fixCandidateSearch(mode: FixMode): string {
  const params = new URLSearchParams({ select: 'id' });
  for (const [column, operator, value] of fixCandidateConditions(mode)) {
    params.append(column, `${operator}.${value}`);
  }
  return params.toString();
}
