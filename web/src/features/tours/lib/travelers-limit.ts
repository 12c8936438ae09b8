import '../messages';
import { plural, t } from '@lingui/core/macro';
import { TRAVELERS_RANGE } from '@app/domain/constants';

/** '1-12 travelers allowed', or the real limit: '1-2 travelers allowed', '1 traveler allowed'. */
export function travelersAllowedText(limit: number): string {
  const min = TRAVELERS_RANGE.min;
  return limit <= min
    ? plural(min, { one: '# traveler allowed', other: '# travelers allowed' })
    : t`${min}-${limit} travelers allowed`;
}
