/** A city and the country it is in, as the catalogue pairs them. */
export interface MicroTourPlace {
  country: string;
  city: string;
}

/** The cities the city select offers: those of the chosen country, or all of them. */
export function citiesOf(
  places: readonly MicroTourPlace[],
  allCities: readonly string[],
  country: string,
): string[] {
  if (!country) return [...allCities];
  const cities = new Set(places.filter((p) => p.country === country).map((p) => p.city));
  return allCities.filter((city) => cities.has(city));
}

/** Whether the catalogue has this city in this country. */
export function isCityIn(places: readonly MicroTourPlace[], city: string, country: string) {
  return places.some((p) => p.city === city && p.country === country);
}

/**
 * A country change keeps the city only when it lies in the new country; a city change sets
 * the country to the city's own (the current one when the city is in several).
 */
export function choosePlace(
  places: readonly MicroTourPlace[],
  current: { country: string; city: string },
  change: { country: string } | { city: string },
): { country: string; city: string } {
  if ('country' in change) {
    const { country } = change;
    const keepsCity = !country || !current.city || isCityIn(places, current.city, country);
    return { country, city: keepsCity ? current.city : '' };
  }
  const { city } = change;
  if (!city || (current.country && isCityIn(places, city, current.country))) {
    return { country: current.country, city };
  }
  const country = places.find((p) => p.city === city)?.country ?? current.country;
  return { country, city };
}
