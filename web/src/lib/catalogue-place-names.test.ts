import { describe, expect, it } from 'vitest';
import { readPlaceNames, sortByName } from './catalogue-localize';

describe('place names of the list filters', () => {
  it('reads the names of a language, leaving out anything but texts', () => {
    expect(readPlaceNames({ Germany: 'Deutschland', Austria: 'Österreich', Spain: 3 })).toEqual({
      Germany: 'Deutschland',
      Austria: 'Österreich',
    });
    // A language no row names anything in answers null.
    expect(readPlaceNames(null)).toEqual({});
    expect(readPlaceNames(['Deutschland'])).toEqual({});
  });

  it("lists the keys in the order of their names in the page's language", () => {
    const names = { Austria: 'Österreich', Germany: 'Deutschland', Switzerland: 'Schweiz' };
    // 'Ö' sorts with 'O' in German, and a key without a name stands for itself.
    expect(sortByName(['Austria', 'Germany', 'Poland', 'Switzerland'], names, 'de')).toEqual([
      'Germany',
      'Austria',
      'Poland',
      'Switzerland',
    ]);
  });
});
