import { fieldLang } from '../../../lib/catalogue-language';

/**
 * 'City, Country' in the page's language (a detail page's `cityName` and `countryName`, a
 * card's `city` and `country`), each marked `lang="en"` where the language has no name of its
 * own (decision 029).
 */
export function PlaceName({
  row,
}: {
  row: {
    city: string;
    country: string;
    cityName?: string;
    countryName?: string;
    inEnglish?: readonly string[];
  };
}) {
  const city = row.cityName ?? row.city;
  const country = row.countryName ?? row.country;
  const cityLang = fieldLang(row, 'city');
  const countryLang = fieldLang(row, 'country');
  if (!cityLang && !countryLang) return `${city}, ${country}`;
  return (
    <>
      <span lang={cityLang}>{city}</span>, <span lang={countryLang}>{country}</span>
    </>
  );
}
