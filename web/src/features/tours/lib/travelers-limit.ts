import { TRAVELERS_RANGE } from '@app/domain/constants';

/** '1-12 travelers allowed', or the real limit: '1-2 travelers allowed', '1 traveler allowed'. */
export function travelersAllowedText(limit: number): string {
  return limit <= TRAVELERS_RANGE.min
    ? `${TRAVELERS_RANGE.min} traveler allowed`
    : `${TRAVELERS_RANGE.min}-${limit} travelers allowed`;
}
