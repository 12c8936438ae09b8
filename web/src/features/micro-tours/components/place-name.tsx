import { fieldLang } from '../../../lib/catalogue-language';

/**
 * 'City, Country' as a row shows them in the page's language, each marked `lang="en"` where
 * the language has no name of its own (decision 029).
 */
export function PlaceName({
  city,
  country,
  row,
}: {
  city: string;
  country: string;
  row: { inEnglish?: readonly string[] };
}) {
  const cityLang = fieldLang(row, 'city');
  const countryLang = fieldLang(row, 'country');
  if (!cityLang && !countryLang) return `${city}, ${country}`;
  return (
    <>
      <span lang={cityLang}>{city}</span>, <span lang={countryLang}>{country}</span>
    </>
  );
}
